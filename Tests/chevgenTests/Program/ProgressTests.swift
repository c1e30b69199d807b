import ChevGenTestSupport
import Foundation
import Testing

/// Progress lines on a real pseudo-terminal for long work (folder diffs,
/// reports, a review's first comparison, build, animate), and never in a
/// pipe, under `--quiet` or `--json`, on a dumb terminal or in CI.
@Suite struct ProgressTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// Checks that `terminal` holds progress lines for `label` alone, each
  /// drawn over the last with a carriage return, at rising percents, and
  /// cleared with spaces at the end: no escape sequence. Returns what follows
  /// the cleared line.
  @discardableResult
  static func checkProgress(_ terminal: String, label: String) -> String {
    #expect(!terminal.contains(TerminalRun.escape))
    #expect(
      terminal.hasPrefix("\r" + label + " ["), "no progress line: \(terminal.debugDescription)")
    let pieces = terminal.split(separator: "\r", omittingEmptySubsequences: false).dropFirst()
    var percents: [Int] = []
    var rest = ""
    for (index, piece) in pieces.enumerated() {
      if piece.allSatisfy({ $0 == " " }) && !piece.isEmpty {
        rest = pieces.dropFirst(index + 1).joined(separator: "\r")
        break
      }
      #expect(piece.hasPrefix(label + " ["), "\(piece.debugDescription)")
      let percent = piece.split(separator: "]").last?.split(separator: "%").first
      percents.append(Int(percent?.trimmingCharacters(in: .whitespaces) ?? "") ?? -1)
    }
    #expect(!percents.isEmpty)
    #expect(percents == percents.sorted() && Set(percents).count == percents.count, "\(percents)")
    return rest
  }

  @Test func aFolderDiffShowsProgressOnStandardErrorAndTheSameResults() throws {
    try TerminalFixtures.pairs(cli, count: 40)
    let run = try TerminalRun.run(["diff", "a", "b"], in: cli, streams: .standardError)
    #expect(run.status == 1)
    #expect(Self.checkProgress(run.terminal, label: "chevgen: comparing") == "")
    #expect(
      run.pipe == (try cli.run(["diff", "a", "b"], environment: TerminalFixtures.plain)).stdout)
  }

  @Test func aReportBuildAndAnimationShowProgress() throws {
    try TerminalFixtures.pairs(cli, count: 20)
    try TerminalFixtures.manifest(cli)
    let runs: [([String], String, Int32)] = [
      (["diff", "a", "b", "--report", "report"], "chevgen: comparing", 1),
      (["build", "chevgen.yml", "--out", "out"], "chevgen build: drawing", 0),
      (
        ["animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "1"],
        "chevgen: drawing frames", 0
      ),
    ]
    for (arguments, label, status) in runs {
      let run = try TerminalRun.run(arguments, in: cli, streams: .standardError)
      #expect(run.status == Int(status), "\(arguments)")
      #expect(Self.checkProgress(run.terminal, label: label) == "", "\(arguments)")
    }
  }

  @Test func aReviewShowsProgressBeforeItsAddress() throws {
    try TerminalFixtures.pairs(cli, count: 20)
    let run = try TerminalRun.run(
      ["review", "a", "b"], in: cli, streams: .both, interruptAfter: "review page: ")
    let after = Self.checkProgress(run.terminal, label: "chevgen: comparing")
    #expect(after.hasPrefix("review page: http://127.0.0.1:"), "\(after.debugDescription)")
  }

  /// No progress where it is not wanted, even on a terminal.
  static let silent: [([String], [String: String])] = [
    (["diff", "a", "b", "--quiet"], [:]),
    (["diff", "a", "b", "-q"], [:]),
    (["diff", "a", "b", "--json"], [:]),
    (["diff", "a", "b"], ["TERM": "dumb"]),
    (["diff", "a", "b"], ["CI": "true"]),
    (["diff", "a", "b"], ["CI": "1"]),
    (["build", "chevgen.yml", "--out", "out", "--quiet"], [:]),
    (["build", "chevgen.yml", "--out", "out2", "--json"], [:]),
    (["animate", "--from", "A", "--to", "B", "--out", "anim", "--scales", "1", "-q"], [:]),
  ]

  @Test(arguments: silent.indices)
  func noProgressWhenQuietJSONDumbOrCI(index: Int) throws {
    let (arguments, environment) = Self.silent[index]
    try TerminalFixtures.pairs(cli, count: 8)
    try TerminalFixtures.manifest(cli)
    let run = try TerminalRun.run(
      arguments, in: cli, streams: .standardError, environment: environment)
    #expect(run.terminal == "", "\(run.terminal.debugDescription)")
  }

  @Test func theProgressLineIsRedrawnAndCleared() throws {
    try TerminalFixtures.pairs(cli, count: 40)
    let run = try TerminalRun.run(
      ["diff", "a", "b", "--out", "d"], in: cli, streams: .standardError)
    #expect(run.redraws >= 2)
    #expect(run.terminal.hasSuffix("\r"))
  }
}
