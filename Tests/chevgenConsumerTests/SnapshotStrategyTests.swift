import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// swift-snapshot-testing's `.image` and `.png` strategies from
/// ChevGenSnapshotTesting, in a package that enables the trait: the library
/// records, passes, fails with chevgen's message and the three attachments,
/// and records again under `SNAPSHOT_TESTING_RECORD=all`; beside them,
/// ChevGenSnapshot's own assertion obeys the same two variables.
///
/// The package lives in the test build's folder (`DependentPackage`) and is
/// built once; each step runs its tests with `--skip-build`. Its references,
/// the artefacts and the attachments go to this test's temporary folder or are
/// removed at the start.
@Suite(.timeLimit(.minutes(30))) struct SnapshotStrategyTests {
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "SnapshotStrategies",
      platforms: [.macOS(.v15)],
      dependencies: [.package(path: "chevgen", traits: ["SwiftSnapshotTesting"])],
      targets: [
        .testTarget(
          name: "ClockTests",
          dependencies: [
            .product(name: "ChevGenSnapshotTesting", package: "chevgen"),
            .product(name: "ChevGenSnapshot", package: "chevgen"),
          ],
          exclude: ["__Snapshots__"])
      ]
    )

    """

  /// The face's grey comes from CLOCK_SHADE, and the dial's PNG file from
  /// CLOCK_PNG, so that a run can change both.
  static let test = """
    import ChevGenSnapshot
    import ChevGenSnapshotTesting
    import Foundation
    import Testing

    func face() -> RGBAImage {
      let shade = UInt8(ProcessInfo.processInfo.environment["CLOCK_SHADE"] ?? "") ?? 0
      return RGBAImage(
        width: 4, height: 2, pixels: (0..<8).flatMap { _ in [shade, shade, shade, 255] })!
    }

    struct Watch {
      var face: RGBAImage
    }

    @Test func watch() {
      assertSnapshot(of: face(), as: .image)
      // A pullback: the second snapshot, watch.2.png, of a value of the test's own.
      assertSnapshot(
        of: Watch(face: face()), as: Snapshotting<RGBAImage, SnapshotPNG>.image.pullback(\\.face))
    }

    @Test func dial() throws {
      let png = try Data(
        contentsOf: URL(fileURLWithPath: ProcessInfo.processInfo.environment["CLOCK_PNG"] ?? ""))
      assertSnapshot(of: png, as: .png(precision: 0.9))
    }

    @Test func hand() {
      assertImageSnapshot(of: face(), named: "hand")
    }

    """

  /// The modules a dependent on the strategies compiles: the snapshot
  /// library's and swift-snapshot-testing's one module, none of swift-syntax
  /// or swift-custom-dump.
  static let needed = SnapshotDependentTests.needed.union([
    "ChevGenSnapshotTesting", "SnapshotTesting",
  ])

  /// A test step's run, with its output and errors together.
  struct Step {
    var status: Int32
    var output: String
  }

  @Test func theStrategiesRecordPassFailAndRecordAgain() throws {
    let temporary = try TemporaryFolder(prefix: "chevgen-strategies-")
    defer { temporary.remove() }
    let package = try DependentPackage(named: "snapshot-strategies")
    try package.write(Self.manifest, to: "Package.swift")
    try package.write(Self.test, to: "Tests/ClockTests/ClockTests.swift")
    let references = package.folder.appendingPathComponent("Tests/ClockTests/__Snapshots__")
    try? FileManager.default.removeItem(at: references)
    let built = try package.build()
    try #require(built.status == 0, "\(built.output)")
    try checkCompiledModules(package)

    let dial = temporary.url("dial.png")
    try Data(PNGEncoder.encode(Self.dial(changed: 0))).write(to: dial)
    let artifacts = temporary.url("artifacts")
    let run = { (shade: Int, record: String, attachments: URL?) throws -> Step in
      var arguments = ["test", "--skip-build"]
      if let attachments { arguments += ["--attachments-path", attachments.path] }
      let result = try package.swift(
        arguments,
        environment: [
          "CLOCK_SHADE": "\(shade)", "CLOCK_PNG": dial.path, "SNAPSHOT_TESTING_RECORD": record,
          "SNAPSHOT_ARTIFACTS": artifacts.path, "CHEVGEN_SNAPSHOT_RECORD": "",
          "CHEVGEN_SNAPSHOT_ARTEFACTS": "",
        ])
      return Step(status: result.status, output: result.output)
    }
    let folder = references.appendingPathComponent("ClockTests")
    try checkRecording(run(0, "", nil), folder: folder)
    let passing = try run(0, "", nil)
    #expect(passing.status == 0, "the second run should pass:\n\(passing.output)")

    // One pixel of the dial's 16 differs (6.25%): within precision 0.9.
    try Data(PNGEncoder.encode(Self.dial(changed: 1))).write(to: dial)
    let attachments = temporary.url("attachments")
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    try checkMismatch(
      run(255, "", attachments), folder: folder, artifacts: artifacts, attachments: attachments)
    try checkRecordingFailed(run(255, "failed", nil), folder: folder, artifacts: artifacts)
    try checkRecordingAll(run(255, "all", nil), folder: folder)
    let after = try run(255, "", nil)
    #expect(after.status == 0, "the re-recorded references should pass:\n\(after.output)")
    try checkUsage(package, artifacts: artifacts)
  }

  /// Both libraries recorded the references they read in SNAPSHOT_ARTIFACTS,
  /// where `chevgen review --unused` finds them by that variable alone: none
  /// of the four is taken for unused.
  func checkUsage(_ package: DependentPackage, artifacts: URL) throws {
    let usage = artifacts.appendingPathComponent("usage")
    let records = try FileManager.default.contentsOfDirectory(atPath: usage.path)
    let runs = records.count
    // Every record starts with its header, however the run's parallel
    // checks interleaved.
    let texts = try records.map {
      try String(contentsOf: usage.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(texts.allSatisfy { $0.hasPrefix("chevgen snapshot usage 1\ncomplete\n") }, "\(texts)")
    let cli = try CLI()
    defer { cli.remove() }
    let tests = package.folder.appendingPathComponent("Tests").path
    let listed = try cli.run(
      ["review", "--unused", tests],
      environment: ["SNAPSHOT_ARTIFACTS": artifacts.path, "CHEVGEN_SNAPSHOT_ARTEFACTS": ""])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(
      listed.stdout
        == "0 of 4 references unused, by \(runs) recorded runs (\(runs) complete) in "
        + "\(usage.path)\n")
  }

  /// A 4 × 4 white dial with `changed` pixels black.
  static func dial(changed: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: 64)
    for index in 0..<changed { pixels.replaceSubrange(index * 4..<index * 4 + 3, with: [0, 0, 0]) }
    return RGBAImage(width: 4, height: 4, pixels: pixels)!
  }

  /// The face as a grey of `shade`, as the dependent draws it.
  static func face(_ shade: UInt8) -> RGBAImage {
    RGBAImage(width: 4, height: 2, pixels: (0..<8).flatMap { _ in [shade, shade, shade, 255] })!
  }

  /// The first run records every reference, each test failing as its library does.
  func checkRecording(_ step: Step, folder: URL) throws {
    #expect(step.status != 0, "a recording run fails:\n\(step.output)")
    let watch = folder.appendingPathComponent("watch.1.png")
    #expect(
      step.output.contains(
        "No reference was found on disk. Automatically recorded snapshot: …"))
    #expect(step.output.contains("open \"\(watch.absoluteString)\""), "\(step.output)")
    let hand = folder.appendingPathComponent("hand.hand.png")
    #expect(step.output.contains("recorded the missing snapshot \(hand.path); look at it"))
    #expect(try Self.decode(watch) == Self.face(0))
    #expect(try Self.decode(folder.appendingPathComponent("watch.2.png")) == Self.face(0))
    #expect(try Self.decode(folder.appendingPathComponent("dial.1.png")) == Self.dial(changed: 0))
    #expect(try Self.decode(hand) == Self.face(0))
  }

  /// A changed face fails both assertions with their messages, leaving the
  /// actual and diff images where the messages say and three attachments each.
  func checkMismatch(_ step: Step, folder: URL, artifacts: URL, attachments: URL) throws {
    #expect(step.status != 0, "a changed face fails:\n\(step.output)")
    let actual = artifacts.appendingPathComponent("ClockTests/watch.1.png")
    let diffFolder = artifacts.appendingPathComponent("diff")
    let mirrors = try FileManager.default.contentsOfDirectory(atPath: diffFolder.path)
    let mirror = try #require(mirrors.first { $0.hasPrefix("ClockTests-") }, "\(mirrors)")
    let diff = diffFolder.appendingPathComponent(mirror + "/watch.1.png")
    let review =
      "chevgen review --partial \(folder.path) \(artifacts.appendingPathComponent("ClockTests").path)"
    #expect(step.output.contains("Snapshot does not match reference."), "\(step.output)")
    #expect(
      step.output.contains(
        "8 of 8 pixels differ (100.00%)\n  \n  Actual image: \(actual.path); diff image: "
          + "\(diff.path). If the change is intended, run with SNAPSHOT_TESTING_RECORD=failed, "
          + "look at the new reference and commit it; or review and accept it in a browser: "
          + "\(review)\n"), "\(step.output)")
    #expect(!step.output.contains("Test dial() recorded an issue"), "\(step.output)")
    #expect(try Self.decode(actual) == Self.face(255))
    #expect(try Self.decode(diff)[0, 0] == (255, 0, 0, 255))
    // ChevGenSnapshot's own check wrote into the same SNAPSHOT_ARTIFACTS.
    let hand = artifacts.appendingPathComponent("actual/\(mirror)/hand.hand.png")
    #expect(try Self.decode(hand) == Self.face(255))
    let names = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
    #expect(
      names == [
        "hand.hand.actual.png", "hand.hand.diff.png", "hand.hand.reference.png",
        "watch.1.actual.png", "watch.1.diff.png", "watch.1.reference.png",
        "watch.2.actual.png", "watch.2.diff.png", "watch.2.reference.png",
      ])
    let attached = { (name: String) in try Self.decode(attachments.appendingPathComponent(name)) }
    #expect(try attached("watch.1.reference.png") == Self.face(0))
    #expect(try attached("watch.1.actual.png") == Self.face(255))
    #expect(try attached("watch.1.diff.png")[0, 0] == (255, 0, 0, 255))
  }

  /// `SNAPSHOT_TESTING_RECORD=failed` re-records the references that fail,
  /// in both libraries; the strategies' message still names the images.
  func checkRecordingFailed(_ step: Step, folder: URL, artifacts: URL) throws {
    #expect(step.status != 0, "a recording run fails:\n\(step.output)")
    #expect(
      step.output.contains(
        "Snapshot does not match reference. A new snapshot was automatically recorded."))
    let actual = artifacts.appendingPathComponent("ClockTests/watch.2.png")
    #expect(
      step.output.contains("Actual image: \(actual.path); diff image: "), "\(step.output)")
    #expect(
      step.output.contains(
        "/watch.2.png. The reference was re-recorded: look at it, then commit it\n"))
    let hand = folder.appendingPathComponent("hand.hand.png")
    #expect(step.output.contains("re-recorded snapshot \(hand.path): 8 of 8 pixels differ"))
    #expect(try Self.decode(folder.appendingPathComponent("watch.2.png")) == Self.face(255))
    #expect(try Self.decode(hand) == Self.face(255))
  }

  /// `SNAPSHOT_TESTING_RECORD=all` re-records every reference, in both libraries.
  func checkRecordingAll(_ step: Step, folder: URL) throws {
    #expect(step.status != 0, "a recording run fails:\n\(step.output)")
    #expect(step.output.contains("Record mode is on. Automatically recorded snapshot: …"))
    let hand = folder.appendingPathComponent("hand.hand.png")
    #expect(
      step.output.contains("recorded snapshot \(hand.path) (record mode all); look at it"),
      "\(step.output)")
    #expect(try Self.decode(folder.appendingPathComponent("watch.1.png")) == Self.face(255))
    #expect(try Self.decode(folder.appendingPathComponent("dial.1.png")) == Self.dial(changed: 1))
    #expect(try Self.decode(hand) == Self.face(255))
  }

  /// The build compiled the snapshot library, the strategies and
  /// swift-snapshot-testing's one module, and nothing of swift-syntax.
  func checkCompiledModules(_ package: DependentPackage) throws {
    let built = package.folder.appendingPathComponent(".build/debug")
    let files = FileManager.default
    var compiled: Set<String> = []
    for folder in try files.contentsOfDirectory(atPath: built.path) where folder.hasSuffix(".build")
    {
      let objects = files.enumerator(atPath: built.appendingPathComponent(folder).path)?
        .contains { ($0 as? String)?.hasSuffix(".o") == true }
      if objects == true { compiled.insert(String(folder.dropLast(".build".count))) }
    }
    #expect(
      compiled.filter { !$0.hasPrefix("SnapshotStrategies") && !$0.hasPrefix("Clock") }
        == Self.needed, "the dependent compiled \(compiled.sorted())")
    // What the trait fetches: swift-snapshot-testing and its dependencies.
    let checkouts = try files.contentsOfDirectory(
      atPath: package.folder.appendingPathComponent(".build/checkouts").path)
    #expect(Set(SnapshotDependentTests.snapshotTesting).isSubset(of: checkouts), "\(checkouts)")
  }

  static func decode(_ url: URL) throws -> RGBAImage {
    try PNGDecoder.decode([UInt8](Data(contentsOf: url)))
  }
}
