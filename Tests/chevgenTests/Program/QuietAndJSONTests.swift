import ChevGenTestSupport
import Foundation
import Testing

/// `--quiet` on every command (errors only; the status says the rest) and
/// `--json` on every command that reports results: one document on standard
/// output, parsed, with the keys the manual's Output article lists, in order.
@Suite struct QuietAndJSONTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// Successful runs of every command, each with `-q` or `--quiet` added.
  static let succeeding: [[String]] = [
    ["--title", "Menu", "--out", "back.png", "--scales", "1"],
    ["render", "--title", "Menu", "--out", "back.svg"],
    TerminalFixtures.warningRender,
    ["animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "1"],
    ["preview", "--title", "Settings", "--out", "preview.png", "--scales", "1"],
    ["sheet", "--out", "sheet.png", "--scales", "1"],
    ["diff", "a/same.png", "b/same.png"],
    ["build", "chevgen.yml", "--out", "out"],
    ["review", "--unused", "Tests", "--artefacts", "artefacts"],
  ]

  @Test(arguments: succeeding.indices, ["-q", "--quiet"])
  func quietPrintsNothingOnSuccess(index: Int, flag: String) throws {
    try TerminalFixtures.folders(cli)
    try TerminalFixtures.manifest(cli)
    try UnusedReferencesCommandTests.setUp(cli)
    let result = try cli.run(Self.succeeding[index] + [flag])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "")
  }

  @Test func quietLetsTheStatusTellADifference() throws {
    try TerminalFixtures.folders(cli)
    for arguments in [["diff", "a/changed.png", "b/changed.png", "-q"], ["diff", "a", "b", "-q"]] {
      let result = try cli.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout == "" && result.stderr == "", "\(arguments)")
    }
  }

  @Test func quietStillPrintsErrors() throws {
    try TerminalFixtures.folders(cli)
    let render = try cli.run(["--title", "Menu", "--out", "q.txt", "-q"])
    render.expect(
      status: 64,
      line: "chevgen: error: cannot tell the format of 'q.txt'; end --out with .png, .svg or .pdf")
    let diff = try cli.run(["diff", "a/same.png", "b/none.png", "--quiet"])
    #expect(diff.status == 2)
    #expect(diff.stderr.hasPrefix("chevgen: error: ") && diff.stdout == "")
    let build = try cli.run(["build", "none.yml", "-q"])
    #expect(build.status == 1)
    #expect(build.stderr.hasPrefix("chevgen build: error: ") && build.stdout == "")
    let review = try cli.run(["review", "a", "b", "--quiet"])
    review.expect(
      status: 2,
      line: "chevgen: error: --quiet goes with --unused; a review prints the address of its "
        + "page, which is how it is opened")
    let json = try cli.run(["review", "a", "b", "--json"])
    #expect(json.status == 2)
    #expect(json.stderr.hasPrefix("chevgen: error: --json goes with --unused; "))
  }

  /// The top-level keys of `text`, a JSON object indented by two spaces, in order.
  static func keys(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  /// Parses `result`'s standard output, all of it, as one JSON object with
  /// exactly `keys`, in that order.
  @discardableResult
  static func document(
    _ result: CLI.Result, status: Int32 = 0, keys: [String]
  ) throws -> [String: Any] {
    #expect(result.status == status, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "not one JSON object: \(result.stdout)")
    #expect(Self.keys(result.stdout) == keys)
    #expect(Set(object.keys) == Set(keys))
    return object
  }

  static let drawingKeys = ["written", "warnings"]

  @Test func drawingCommandsListWhatTheyWrote() throws {
    let render = try cli.run(["--title", "Menu", "--out", "back.png", "--json"])
    let rendered = try Self.document(render, keys: Self.drawingKeys)
    #expect(rendered["written"] as? [String] == ["back.png", "back@2x.png", "back@3x.png"])
    #expect(rendered["warnings"] as? [String] == [])
    let warned = try cli.run(TerminalFixtures.warningRender + ["--json", "--quiet"])
    #expect(warned.stderr == "")
    let warnings = try Self.document(warned, keys: Self.drawingKeys)["warnings"]
    #expect(warnings as? [String] == [TerminalFixtures.warningText])
    let animate = try cli.run(
      ["animate", "--from", "A", "--to", "B", "--out", "anim", "--scales", "1", "--json"])
    let frames = try Self.document(animate, keys: Self.drawingKeys)["written"] as? [String]
    #expect(frames?.first == "anim/frame-000.png")
    #expect(frames?.contains("anim/animation.svg") == true)
    let preview = try cli.run(["preview", "--title", "Settings", "--out", "p.png", "--json"])
    let previewed = try Self.document(preview, keys: Self.drawingKeys)["written"]
    #expect(previewed as? [String] == ["p.png", "p@2x.png", "p@3x.png"])
    let sheet = try cli.run(["sheet", "--out", "sheet.png", "--scales", "1", "--json"])
    #expect(
      try Self.document(sheet, keys: Self.drawingKeys)["written"] as? [String] == ["sheet.png"])
  }

  @Test func diffKeepsItsShapes() throws {
    try TerminalFixtures.folders(cli)
    let pair = try cli.run(["diff", "a/changed.png", "b/changed.png", "--json", "-q"])
    let compared = try Self.document(
      pair, status: 1,
      keys: [
        "expected", "actual", "width", "height", "totalPixels", "differentPixels",
        "ignoredPixels", "belowThresholdPixels", "antiAliasedPixels", "ratio", "identical",
        "verdict", "passed", "sizesMatch", "expectedSize", "actualSize", "bounds", "diff",
      ])
    #expect(compared["differentPixels"] as? Int == 1341)
    let folders = try cli.run(["diff", "a", "b", "--json"])
    let listed = try Self.document(
      folders, status: 1,
      keys: [
        "expected", "actual", "passed", "added", "removed", "changed", "withinTolerance",
        "unchanged",
      ])
    #expect(listed["added"] as? [String] == ["added.png"])
    #expect(listed["unchanged"] as? Int == 1)
  }

  @Test func buildAndUnusedReferencesReportAsDocumented() throws {
    try TerminalFixtures.manifest(cli)
    let build = try cli.run(["build", "chevgen.yml", "--out", "out", "--json"])
    let built = try Self.document(
      build,
      keys: [
        "output", "buttons", "images", "drawnImages", "keptImages", "locales", "states",
        "appearances", "scales", "units", "drawnUnits", "written", "removed", "warnings",
      ])
    #expect(built["output"] as? String == "out")
    #expect(built["buttons"] as? Int == 2 && built["units"] as? Int == 9)
    #expect(built["images"] as? Int == 66 && built["drawnImages"] as? Int == 66)
    try UnusedReferencesCommandTests.setUp(cli)
    let unused = try cli.run(
      ["review", "--unused", "Tests", "--artefacts", "artefacts", "--delete-unused", "--json"])
    #expect(unused.stderr == "")
    let found = try Self.document(
      unused,
      keys: ["folder", "records", "runs", "completeRuns", "references", "unused", "removed"])
    let old = "Tests/" + UnusedReferencesCommandTests.folder.dropFirst(6) + "old.png"
    #expect(found["folder"] as? String == "Tests")
    #expect(found["records"] as? String == "artefacts/usage")
    #expect(found["runs"] as? Int == 1 && found["completeRuns"] as? Int == 1)
    #expect(found["references"] as? Int == 2)
    #expect(found["unused"] as? [String] == [old])
    #expect(found["removed"] as? [String] == [old])
  }
}
