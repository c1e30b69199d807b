import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A failing snapshot in a package that depends on ChevGenSnapshot, run by a
/// child `swift test --attachments-path DIR`: the reference, actual and diff
/// images land in DIR under names that say which is which.
///
/// The package lives in the test build's folder (`DependentPackage`), so a
/// second run rebuilds only what changed; the attachments and the snapshot
/// artefacts go to this test's temporary folder, removed at the end.
@Suite(.timeLimit(.minutes(20))) struct SnapshotAttachmentsTests {
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "SnapshotAttachments",
      platforms: [.macOS(.v15)],
      dependencies: [.package(path: "chevgen")],
      targets: [
        .testTarget(
          name: "ClockTests",
          dependencies: [.product(name: "ChevGenSnapshot", package: "chevgen")],
          exclude: ["__Snapshots__"])
      ]
    )

    """

  static let test = """
    import ChevGenSnapshot
    import Testing

    @Test func clock() {
      let face = RGBAImage(
        width: 4, height: 2, pixels: (0..<8).flatMap { _ in [0, 0, 0, 255] as [UInt8] })!
      assertImageSnapshot(of: face, named: "face")
    }

    """

  @Test func aFailingSnapshotLeavesItsThreeImagesInTheAttachmentsFolder() throws {
    let temporary = try TemporaryFolder(prefix: "chevgen-attachments-")
    defer { temporary.remove() }
    let attachments = temporary.url("attachments")
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let package = try DependentPackage(named: "snapshot-attachments")
    try package.write(Self.manifest, to: "Package.swift")
    try package.write(Self.test, to: "Tests/ClockTests/ClockTests.swift")
    let white = RGBAImage(width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32))!
    let reference = package.folder.appendingPathComponent(
      "Tests/ClockTests/__Snapshots__/ClockTests/clock.face.png")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(white)).write(to: reference)

    let (status, output) = try package.swift(
      ["test", "--attachments-path", attachments.path],
      environment: [
        "CHEVGEN_SNAPSHOT_RECORD": "never",
        "CHEVGEN_SNAPSHOT_ARTEFACTS": temporary.path("artefacts"),
      ])
    #expect(status != 0, "the snapshot should fail:\n\(output)")
    #expect(output.contains("snapshot \(reference.path) does not match: 8 of 8 pixels differ"))
    let names = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
    #expect(names == ["clock.face.actual.png", "clock.face.diff.png", "clock.face.reference.png"])
    let read = { (name: String) in
      try PNGDecoder.decode([UInt8](Data(contentsOf: attachments.appendingPathComponent(name))))
    }
    #expect(try read("clock.face.reference.png") == white)
    #expect(try read("clock.face.actual.png")[0, 0] == (0, 0, 0, 255))
    #expect(try read("clock.face.diff.png")[0, 0] == (255, 0, 0, 255))
    try checkUsage(package, artefacts: temporary.url("artefacts"))
  }

  /// The run recorded that it read the clock's reference, and `chevgen review
  /// --unused` lists only the other reference; a filtered run alone lists nothing.
  func checkUsage(_ package: DependentPackage, artefacts: URL) throws {
    let usage = artefacts.appendingPathComponent("usage")
    let records = try FileManager.default.contentsOfDirectory(atPath: usage.path)
    try #require(records.count == 1)
    let reference = package.folder.appendingPathComponent(
      "Tests/ClockTests/__Snapshots__/ClockTests/clock.face.png")
    #expect(
      try String(contentsOf: usage.appendingPathComponent(records[0]), encoding: .utf8)
        == "chevgen snapshot usage 1\ncomplete\n\(reference.path)\n")
    let old = reference.deletingLastPathComponent().appendingPathComponent("old.png")
    try Data(contentsOf: reference).write(to: old)
    defer { try? FileManager.default.removeItem(at: old) }
    let cli = try CLI()
    defer { cli.remove() }
    let tests = package.folder.appendingPathComponent("Tests").path
    let listed = try cli.run(["review", "--unused", tests, "--artefacts", artefacts.path])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(
      listed.stdout == "unused: \(old.path)\n1 of 2 references unused, by 1 recorded run "
        + "(1 complete) in \(usage.path)\n")
    try FileManager.default.removeItem(at: usage)
    _ = try package.swift(
      ["test", "--filter", "clock"],
      environment: [
        "CHEVGEN_SNAPSHOT_RECORD": "never", "CHEVGEN_SNAPSHOT_ARTEFACTS": artefacts.path,
      ])
    let partial = try cli.run(["review", "--unused", tests, "--artefacts", artefacts.path])
    #expect(partial.status == 2)
    #expect(
      partial.stderr
        == "chevgen: error: no complete test run is recorded in '\(usage.path)' (1 partial); "
        + "run the tests without --filter or --skip, with CHEVGEN_SNAPSHOT_ARTEFACTS="
        + "\(artefacts.path), then ask again\n")
  }
}
