import ChevGenTestSupport
import Foundation
import Testing

/// Files chevgen wrote and reads back, edited as an attacker (or a bad merge)
/// would: every number out of range, every separator inside a field. Each run
/// ends in a warning, an error or a redraw, never a trap, and writes nothing
/// outside its output.
@Suite struct HostileFileTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  func build(_ cli: CLI) throws -> CLI.Result {
    try cli.run(["build", "chevgen.yml", "--out", "out"])
  }

  /// The example manifest built into `out`; the state file that build wrote.
  func builtExample(_ cli: CLI) throws -> URL {
    try ExampleManifest.text.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    try #require(try build(cli).status == 0)
    return cli.directory.appendingPathComponent("out/.chevgen-state")
  }

  /// A unit's layout edited to numbers no drawing gives (the stylesheet, the
  /// index and the catalog do arithmetic on them): that unit is drawn again,
  /// and the index stays JSON.
  @Test func aLayoutWithNumbersNoDrawingGivesIsDrawnAgain() throws {
    let stateURL = try builtExample(cli)
    let edits = [
      ("\t53.0\t30.0\t", "\tnan\t30.0\t"), ("\t53.0\t30.0\t", "\t1e308\t30.0\t"),
      ("\t53.0\t30.0\t", "\t0x10\t30.0\t"), ("\t53.0\t30.0\t", "\t-53.0\t30.0\t"),
      ("\t53\t30\t45,7\t", "\t9223372036854775807\t30\t45,7\t"),
      ("\t53\t30\t45,7\t", "\t53\t30\t9223372036854775807,9223372036854775807\t"),
      ("\t53\t30\t45,7\t", "\t53\t30\t-45,7\t"), ("\t53\t30\t45,7\t", "\t53\t30\t45,8\t"),
      ("\t1.0\t53\t30\t", "\t1e-300\t53\t30\t"),
      ("\t1.0\t53\t30\t", "\t99999999999999999999\t53\t30\t"),
    ]
    for (honest, hostile) in edits {
      let state = try String(contentsOf: stateURL, encoding: .utf8)
      try #require(state.contains(honest))
      let range = try #require(state.range(of: honest))
      try state.replacingCharacters(in: range, with: hostile).write(
        to: stateURL, atomically: true, encoding: .utf8)
      try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("out/index.json"))
      let result = try build(cli)
      #expect(result.status == 0, "\(hostile)")
      #expect(result.stderr == "", "\(hostile)")
      // Back in English alone: two states at three scales.
      #expect(result.stdout.contains(", drew 6 and kept 60, "), "\(hostile)")
      let index = try cli.data("out/index.json")
      #expect((try? JSONSerialization.jsonObject(with: index)) != nil, "\(hostile)")
    }
  }

  /// A state with a number that overflows is ignored, and the error about the
  /// files it no longer vouches for says so, rather than that there is none.
  @Test func anIgnoredStateIsNamedInTheErrorItCauses() throws {
    let stateURL = try builtExample(cli)
    var lines = try String(contentsOf: stateURL, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("F\t") })
    var fields = lines[index].components(separatedBy: "\t")
    fields[2] = "99999999999999999999"
    lines[index] = fields.joined(separator: "\t")
    try lines.joined(separator: "\n").write(to: stateURL, atomically: true, encoding: .utf8)
    let result = try build(cli)
    result.expect(
      status: 1,
      line: "chevgen build: error: 'out/Assets.xcassets/Back.imageset/Back-en.png' and 121 more "
        + "are in the way, and chevgen overwrites only files it wrote (.chevgen-state has a line "
        + "chevgen does not write (line \(index + 1)), so chevgen ignored it); move them away or "
        + "choose another --out")
  }
}
