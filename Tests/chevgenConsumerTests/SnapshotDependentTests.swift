import ChevGenTestSupport
import Foundation
import Testing

/// A package that uses only ChevGenSnapshot compiles that library and what it
/// needs, nothing of the command line, the drawing libraries, the manifest
/// reader or the plugin's tool, and fetches nothing of swift-snapshot-testing
/// (behind the trait SwiftSnapshotTesting): its tests stay quick to build.
/// `SnapshotStrategyTests` builds a package that enables the trait.
///
/// The package lives in the test build's folder (`DependentPackage`); its
/// compiled modules are removed before each build, so the build lists afresh
/// every module it compiles.
@Suite(.timeLimit(.minutes(20))) struct SnapshotDependentTests {
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "SnapshotOnly",
      platforms: [.macOS(.v15)],
      dependencies: [.package(path: "chevgen", traits: [])],
      targets: [
        .testTarget(
          name: "SnapshotOnlyTests",
          dependencies: [.product(name: "ChevGenSnapshot", package: "chevgen")])
      ]
    )

    """

  static let test = """
    import ChevGenSnapshot
    import Testing

    @Test func aPictureIsItsSize() throws {
      let picture = try #require(
        RGBAImage(width: 2, height: 1, pixels: [UInt8](repeating: 255, count: 8)))
      #expect(picture.width == 2)
    }

    """

  /// The Swift modules and the C targets chevgen's snapshot library needs.
  static let needed: Set<String> = [
    "ChevGenSnapshot", "ChevGenDiff", "ChevGenFormat", "ChevGenImage", "ChevGenPNG",
    "ChevGenSystem", "CPNG", "CSystem",
  ]

  /// swift-snapshot-testing and what it brings, which only the trait
  /// SwiftSnapshotTesting fetches.
  static let snapshotTesting = [
    "swift-snapshot-testing", "swift-custom-dump", "swift-syntax", "xctest-dynamic-overlay",
  ]

  @Test func aSnapshotDependentCompilesOnlyTheSnapshotLibrary() throws {
    let package = try DependentPackage(named: "snapshot-only")
    try package.write(Self.manifest, to: "Package.swift")
    try package.write(Self.test, to: "Tests/SnapshotOnlyTests/SnapshotOnlyTests.swift")
    let built = package.folder.appendingPathComponent(".build/debug")
    let files = FileManager.default
    try? files.removeItem(at: built.appendingPathComponent("Modules"))
    for folder in (try? files.contentsOfDirectory(atPath: built.path)) ?? []
    where folder.hasSuffix(".build") {
      try files.removeItem(at: built.appendingPathComponent(folder))
    }
    let (status, output) = try package.build()
    try #require(status == 0, "\(output)")
    // No warning to wonder about, such as the -pthread pkg-config gives for
    // Pango, which the default trait Drawing brings and `traits: []` leaves out.
    let warnings = output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    var compiled: Set<String> = []
    for folder in try files.contentsOfDirectory(atPath: built.path)
    where folder.hasSuffix(".build") {
      let objects = files.enumerator(atPath: built.appendingPathComponent(folder).path)?
        .contains { ($0 as? String)?.hasSuffix(".o") == true }
      if objects == true { compiled.insert(String(folder.dropLast(".build".count))) }
    }
    #expect(
      compiled.filter { !$0.hasPrefix("SnapshotOnly") } == Self.needed,
      "the dependent compiled \(compiled.sorted())")
    let checkouts = try files.contentsOfDirectory(
      atPath: package.folder.appendingPathComponent(".build/checkouts").path)
    #expect(
      Set(checkouts).isDisjoint(with: Self.snapshotTesting),
      "without the trait nothing of swift-snapshot-testing is fetched: \(checkouts)")
  }
}
