import ChevGenTestSupport
import Foundation
import Testing

/// Colours where a person reads them, on a real pseudo-terminal, and none
/// anywhere else unless forced, as `NO_COLOR`, `FORCE_COLOR`,
/// `CLICOLOR_FORCE` and `TERM=dumb` say.
@Suite struct ColourTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let escape = TerminalRun.escape

  @Test func folderResultsAreColouredByStatusOnATerminal() throws {
    try TerminalFixtures.folders(cli)
    let run = try TerminalRun.run(["diff", "a", "b"], in: cli, streams: .standardOutput)
    #expect(run.status == 1)
    #expect(
      run.terminal == "\(Self.escape)[32madded:\(Self.escape)[0m added.png\n"
        + "\(Self.escape)[33mchanged:\(Self.escape)[0m changed.png: 1341 of 1740 pixels differ "
        + "(77.07%)\n\(Self.escape)[31mremoved:\(Self.escape)[0m removed.png\n"
        + "3 of 4 files differ (1 changed, 1 added, 1 removed)\n")
    #expect(run.pipe == "")
  }

  @Test func aPairIsRedWhenItDiffersAndGreenWhenItDoesNot() throws {
    try TerminalFixtures.folders(cli)
    let differ = try TerminalRun.run(
      ["diff", "a/changed.png", "b/changed.png"], in: cli, streams: .standardOutput)
    #expect(differ.status == 1)
    #expect(
      differ.terminal
        == "\(Self.escape)[31m1341 of 1740 pixels differ (77.07%)\(Self.escape)[0m\n")
    let same = try TerminalRun.run(
      ["diff", "a/same.png", "b/same.png"], in: cli, streams: .standardOutput)
    #expect(same.status == 0)
    #expect(same.terminal == "\(Self.escape)[32m0 of 1740 pixels differ (0.00%)\(Self.escape)[0m\n")
  }

  @Test func errorsAndWarningsAreColouredOnATerminal() throws {
    let error = try TerminalRun.run(
      ["--title", "Menu", "--out", "q.txt"], in: cli, streams: .standardError)
    #expect(error.status == 64)
    #expect(
      error.terminal
        == "chevgen: \(Self.escape)[1;31merror:\(Self.escape)[0m cannot tell the format of "
        + "'q.txt'; end --out with .png, .svg or .pdf\n")
    let warning = try TerminalRun.run(
      TerminalFixtures.warningRender, in: cli, streams: .standardError)
    #expect(warning.status == 0)
    #expect(
      warning.terminal
        == "chevgen: \(Self.escape)[1;33mwarning:\(Self.escape)[0m \(TerminalFixtures.warningText)\n"
    )
    #expect(warning.pipe == "w.png\n")
    try Data("theme: {stile: classic}\nbuttons: []\n".utf8).write(
      to: cli.directory.appendingPathComponent("bad.yml"))
    let located = try TerminalRun.run(["build", "bad.yml"], in: cli, streams: .standardError)
    #expect(located.status == 64)
    #expect(
      located.terminal.hasPrefix(
        "bad.yml:1:9: \(Self.escape)[1;31merror:\(Self.escape)[0m theme.stile: unknown key "))
  }

  /// Where the result line goes, the environment, and whether it is coloured.
  static let rules: [(terminal: Bool, environment: [String: String], colored: Bool)] = [
    (true, [:], true),
    (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], true),
    (true, ["TERM": "dumb"], false),
    (true, ["TERM": "dumb", "FORCE_COLOR": "1"], true),
    (true, ["FORCE_COLOR": "0"], true),
    (false, [:], false),
    (false, ["FORCE_COLOR": "1"], true),
    (false, ["FORCE_COLOR": "3"], true),
    (false, ["CLICOLOR_FORCE": "1"], true),
    (false, ["FORCE_COLOR": "0"], false),
    (false, ["CLICOLOR_FORCE": "0"], false),
    (false, ["FORCE_COLOR": ""], false),
    (false, ["FORCE_COLOR": "1", "NO_COLOR": "1"], true),
  ]

  @Test(arguments: rules.indices)
  func theEnvironmentDecidesAsDocumented(index: Int) throws {
    let rule = Self.rules[index]
    try TerminalFixtures.folders(cli)
    let arguments = ["diff", "a/changed.png", "b/changed.png"]
    let output: String
    if rule.terminal {
      output = try TerminalRun.run(
        arguments, in: cli, streams: .standardOutput, environment: rule.environment
      ).terminal
    } else {
      let environment = TerminalFixtures.plain.merging(rule.environment) { $1 }
      output = try cli.run(arguments, environment: environment).stdout
    }
    let line = "1341 of 1740 pixels differ (77.07%)"
    #expect(output == (rule.colored ? "\(Self.escape)[31m\(line)\(Self.escape)[0m\n" : line + "\n"))
  }

  /// Every command's output in pipes: not one escape byte, on either stream.
  @Test func pipesGetNoEscapeByte() throws {
    try TerminalFixtures.folders(cli)
    try TerminalFixtures.manifest(cli)
    let runs: [[String]] = [
      ["diff", "a", "b"], ["diff", "a", "b", "--report", "report"],
      ["diff", "a/changed.png", "b/changed.png"], ["--title", "Menu", "--out", "q.txt"],
      TerminalFixtures.warningRender, ["build", "chevgen.yml", "--out", "out"],
      ["animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "1"],
      ["dif", "a", "b"],
    ]
    for arguments in runs {
      let result = try cli.run(arguments, environment: TerminalFixtures.plain)
      #expect(!result.stdout.contains(Self.escape), "\(arguments)")
      #expect(!result.stderr.contains(Self.escape), "\(arguments)")
      #expect(!result.stderr.contains("\r"), "\(arguments): a progress line in a pipe")
    }
  }
}
