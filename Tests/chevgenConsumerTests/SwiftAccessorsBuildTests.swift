import ChevGenTestSupport
import Foundation
import Testing

/// `outputs: [..., swift]` end to end: the build writes the accessors among
/// its files, the compiler parses them, and a build without `swift` removes
/// them again as it removes any output no longer asked for.
@Suite struct SwiftAccessorsBuildTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let withSwift = ExampleManifest.text.replacingOccurrences(
    of: "outputs: [xcassets, android, css]", with: "outputs: [xcassets, android, css, swift]")
  static let accessors = "out/swift/ChevGenArt.swift"

  func build(_ cli: CLI, _ manifest: String) throws -> CLI.Result {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    return try cli.run(["build", "chevgen.yml", "--out", "out"])
  }

  @Test func theAccessorsAreWrittenParsedAndRemovedWithTheOutput() throws {
    #expect(Self.withSwift != ExampleManifest.text)
    let first = try build(cli, Self.withSwift)
    #expect(first.status == 0, "\(first.stderr)")
    let source = try String(decoding: cli.data(Self.accessors), as: UTF8.self)
    #expect(source.contains("public static let back = Button("))
    #expect(source.contains("imageNames: [.normal: \"Back\", .highlighted: \"Back-highlighted\"]"))
    #expect(source.contains("locale: \"ar\", rightToLeft: true,"))
    let compiler = try #require(SwiftCompiler.path, "no swiftc beside the Swift runtime")
    let parsed = try CLI.execute(
      URL(fileURLWithPath: compiler), ["-parse", Self.accessors], in: cli.directory)
    #expect(parsed.status == 0, "\(parsed.stderr)")

    // Nothing changed: nothing is written, the accessors stay.
    let again = try build(cli, Self.withSwift)
    #expect(again.stdout.contains("is up to date"), "\(again.stdout)")

    let without = try build(cli, ExampleManifest.text)
    #expect(without.status == 0, "\(without.stderr)")
    let path = cli.directory.appendingPathComponent(Self.accessors).path
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.directory.appendingPathComponent("out/swift").path))
    #expect(
      FileManager.default.fileExists(
        atPath: cli.directory.appendingPathComponent("out/index.json").path))
  }

  /// The default outputs write no Swift: the same files as before the option existed.
  @Test func theDefaultOutputsWriteNoSwift() throws {
    let result = try build(
      cli,
      ExampleManifest.text.replacingOccurrences(
        of: "outputs: [xcassets, android, css]\n", with: ""))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.directory.appendingPathComponent("out/swift").path))
  }

  /// Cap insets per scale the catalog holds: Android's 1.5x and 4x art, drawn
  /// for baked titles, stays out of the accessors as it stays out of the catalog.
  @Test func capInsetsListTheCatalogsScalesOnly() throws {
    let result = try build(
      cli,
      "outputs: [xcassets, android, swift]\nandroid: {text: baked}\n"
        + "buttons:\n  - {name: Back, role: back, title: Menu}\n")
    #expect(result.status == 0, "\(result.stderr)")
    let source = try String(decoding: cli.data(Self.accessors), as: UTF8.self)
    let scales = source.split(separator: "\n").compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.first?.isNumber == true, text.contains(": Insets("),
        let colon = text.firstIndex(of: ":")
      else {
        return nil
      }
      return String(text[..<colon])
    }
    #expect(scales == ["1", "2", "3", "1", "2", "3"], "\(scales)")
  }
}
