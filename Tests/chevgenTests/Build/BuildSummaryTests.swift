import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen build`'s summary and `--json` count what the manifest declares:
/// its buttons, then their images and the lists that make them; a back
/// button drawn facing both ways is still one button.
@Suite struct BuildSummaryTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// Four buttons in two states, two appearances and three scales; the back
  /// button is drawn both ways, so the build draws five units.
  static let fourButtons = """
    theme: {style: classic, tint: "#4A6FA5"}
    states: [normal, highlighted]
    appearances: [light, dark]
    scales: [1, 2, 3]
    outputs: [xcassets, css]
    buttons:
      - {name: Back, role: back, title: Back}
      - {name: Close, role: close}
      - {name: Add, purpose: add}
      - {name: Done, purpose: done}
    """

  func build(
    _ cli: CLI, _ manifest: String, _ extra: [String] = [], out: String = "out"
  ) throws -> CLI.Result {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", out] + extra)
    try #require(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    return result
  }

  /// The summary line without its time, which varies; nil when the line
  /// does not end with one.
  func withoutTime(_ result: CLI.Result) -> String? { withoutTime(result.stdout) }

  func withoutTime(_ line: some StringProtocol) -> String? {
    guard let match = String(line).wholeMatch(of: /(.*) \([0-9]+ ms\)\n?/) else { return nil }
    return String(match.1)
  }

  @Test func theSummaryCountsTheButtonsDeclaredThenTheirImages() throws {
    let counts = "chevgen build: 4 buttons (60 images: 2 states, 2 appearances, 3 scales)"
    #expect(
      withoutTime(try build(cli, Self.fourButtons))
        == counts + ", drew 60, wrote 131 files, removed 0 in out")
    // Answered from the state alone: the same counts.
    #expect(withoutTime(try build(cli, Self.fourButtons)) == counts + ", out is up to date")

    // Done retitled: its twelve images drawn, the other 48 kept.
    let retitled = Self.fourButtons.replacingOccurrences(
      of: "purpose: done}", with: "purpose: done, title: Finish}")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(build(cli, retitled, ["--json"]).stdout.utf8))
        as? [String: Any])
    let expected: [String: Int] = [
      "buttons": 4, "images": 60, "drawnImages": 12, "keptImages": 48, "locales": 0,
      "states": 2, "appearances": 2, "scales": 3, "units": 5, "drawnUnits": 1,
    ]
    #expect(report.compactMapValues { $0 as? Int } == expected)
    #expect(
      withoutTime(try build(cli, Self.fourButtons))
        == counts + ", drew 12 and kept 48, wrote 28 files, removed 0 in out")
  }

  /// One of everything reads in the singular.
  @Test func oneOfEachIsSingular() throws {
    let one = """
      theme: {style: classic, tint: "#4A6FA5"}
      states: [normal]
      scales: [1]
      outputs: [xcassets]
      buttons:
        - {name: Add, purpose: add}
      """
    #expect(
      withoutTime(try build(cli, one))
        == "chevgen build: 1 button (1 image: 1 state, 1 appearance, 1 scale), drew 1, "
        + "wrote 4 files, removed 0 in out")
    // Another tint: the one PNG again, nothing else.
    let retinted = one.replacingOccurrences(of: "#4A6FA5", with: "#4A6FA6")
    #expect(
      withoutTime(try build(cli, retinted))
        == "chevgen build: 1 button (1 image: 1 state, 1 appearance, 1 scale), drew 1, "
        + "wrote 1 file, removed 0 in out")
  }

  /// The asset pipeline article's summary lines are what its manifest prints,
  /// built, built again and built with its German title changed; times aside.
  @Test func theArticleQuotesTheSummaryAsPrinted() throws {
    let document = "Sources/chevgen/chevgen.docc/AssetPipeline.md"
    let root = SourceTree.root
    let article = try String(
      contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    // The article's first YAML block is the manifest it builds.
    let blocks = article.components(separatedBy: "```yaml\n")
    let manifest = try #require(blocks.dropFirst().first?.components(separatedBy: "```").first)
    let quoted = article.split(separator: "\n").filter { $0.hasPrefix("chevgen build: ") }.map {
      withoutTime($0)
    }
    let retitled = manifest.replacingOccurrences(of: "de: Zurück", with: "de: Zurück!")
    let printed = try [manifest, manifest, retitled].map {
      withoutTime(try build(cli, $0, out: "Generated"))
    }
    #expect(quoted == printed)
  }
}
