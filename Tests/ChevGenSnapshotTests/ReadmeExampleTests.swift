import Foundation
import Testing

/// README's snapshot-test example, built as a dependent package builds it: a
/// package made of README's manifest lines and test file, verbatim, with a path
/// dependency on this repository. So the example compiles for a package that
/// depends on the ChevGenSnapshot product alone, and its `exclude:` keeps the
/// reference images from SwiftPM's warnings.
///
/// The package lives in this repository's `.build/readme-example`, so a second
/// run rebuilds only what changed (the first takes a minute or two).
@Suite(.timeLimit(.minutes(10))) struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift blocks of README's snapshot section: the manifest's lines, then the test.
  static func examples() throws -> [String] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Snapshot tests"))
    let section = readme[start.upperBound...].components(separatedBy: "\n## ")[0]
    return section.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
  }

  /// README's manifest lines in a whole manifest, the dependency on chevgen
  /// taken from `./chevgen`, a link to this repository, instead of its URL.
  static func manifest(_ lines: String) throws -> String {
    var lines = lines.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.removeFirst() == "// Package.swift")
    let url = try #require(lines.firstIndex { $0.contains(".package(url:") })
    lines[url] = #"  dependencies: [.package(path: "chevgen")],"#
    return "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
      + "let package = Package(\n  name: \"ReadmeExample\",\n" + lines.joined(separator: "\n")
      + ")\n"
  }

  @Test func theSnapshotExampleBuildsInAPackageThatDependsOnTheProduct() throws {
    let examples = try Self.examples()
    try #require(
      examples.count == 2, "README's snapshot section has \(examples.count) Swift blocks")
    let package = Self.root.appendingPathComponent(".build/readme-example")
    let tests = package.appendingPathComponent("Tests/AppTests")
    let snapshots = tests.appendingPathComponent("__Snapshots__/ButtonTests")
    let files = FileManager.default
    try files.createDirectory(at: snapshots, withIntermediateDirectories: true)
    let link = package.appendingPathComponent("chevgen")
    if (try? files.destinationOfSymbolicLink(atPath: link.path)) != Self.root.path {
      try? files.removeItem(at: link)
      try files.createSymbolicLink(at: link, withDestinationURL: Self.root)
    }
    try Self.write(
      try Self.manifest(examples[0]), to: package.appendingPathComponent("Package.swift"))
    try Self.write(examples[1], to: tests.appendingPathComponent("ButtonTests.swift"))
    // README's stand-in for the reader's own drawing code.
    try Self.write(
      "func renderMyButton() throws -> [UInt8] { [] }\n",
      to: tests.appendingPathComponent("RenderMyButton.swift"))
    try Self.write("a reference image", to: snapshots.appendingPathComponent("backButton.png"))

    let (status, output) = try Self.run(
      Self.swift(),
      [
        "build", "--build-tests", "--disable-build-manifest-caching", "--package-path",
        package.path,
      ])
    #expect(status == 0, "swift build --build-tests of README's example:\n\(output)")
    #expect(!output.contains("__Snapshots__"), "SwiftPM warns about the references:\n\(output)")
  }

  /// Writes `text` to `url` unless it holds that already, so a rebuild skips it.
  static func write(_ text: String, to url: URL) throws {
    guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The `swift` of the toolchain running these tests, never PATH's first.
  static func swift() throws -> String {
    #if os(Linux)
      // The Swift runtime this process loaded is in <toolchain>/usr/lib/swift/linux.
      // Read to the end: the file reports a size of 0.
      let file = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
      let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
      let runtime = try #require(
        maps.split(separator: "\n").lazy.compactMap { $0.split(separator: " ").last }
          .first { $0.hasSuffix("/libswiftCore.so") })
      return URL(fileURLWithPath: String(runtime)).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("bin/swift").path
    #else
      // The toolchain Xcode's selection (xcode-select, DEVELOPER_DIR, TOOLCHAINS) names.
      let (status, output) = try run("/usr/bin/xcrun", ["--find", "swift"])
      try #require(status == 0, "xcrun --find swift: \(output)")
      return output.trimmingCharacters(in: .whitespacesAndNewlines)
    #endif
  }

  /// Runs `executable`, its standard output and error together.
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
