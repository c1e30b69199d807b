import ChevGenTestSupport
import Foundation
import Testing

/// Scalars that glue themselves to the `/` before them in one Swift
/// `Character` (a nonspacing, a spacing and an enclosing mark, both
/// zero-width joiners, a variation selector, an emoji modifier): paths are
/// split on the byte `/`, so each is the first scalar of a name like any
/// other, and never hides the `..` before it.
private let marks = ["\u{0301}", "\u{0903}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}"]

/// Names that begin with a combining mark, and `..` followed by one, through
/// every command that takes a path inside a folder: diff's report, accept,
/// accept all, the report's own list, the manifest's names and `--out`.
@Suite struct CombiningMarkPathTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  typealias Server = ReviewServerTests

  /// `relative` inside `cli`'s folder.
  func path(_ cli: CLI, _ relative: String) -> String {
    cli.directory.path + "/" + relative
  }

  /// A reference and an actual folder whose changed images are named
  /// `MARK` + `top.png` and `sub/` + `MARK` + `x.png`.
  func folders(_ cli: CLI, _ mark: String) throws {
    for (side, red) in [("ref", 0), ("act", 3)] {
      try cli.write(Server.picture(width: 8, height: 4, red: red), to: "\(side)/\(mark)top.png")
      try cli.write(Server.picture(width: 8, height: 4, red: red), to: "\(side)/sub/\(mark)x.png")
      try cli.write(Server.picture(width: 8, height: 4), to: "\(side)/same.png")
    }
  }

  @Test(arguments: marks)
  func namesThatStartWithAMarkAreComparedReportedAndAccepted(_ mark: String) throws {
    try folders(cli, mark)
    let diff = try cli.run(["diff", "ref", "act", "--report", "review", "--json"])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(diff.stderr == "")
    #expect(diff.stdout.contains("\"sub/\(mark)x.png\""))
    #expect(diff.stdout.contains("\"\(mark)top.png\""))
    for side in ["expected", "actual", "diff"] {
      #expect(FileManager.default.fileExists(atPath: path(cli, "review/\(side)/sub/\(mark)x.png")))
      #expect(FileManager.default.fileExists(atPath: path(cli, "review/\(side)/\(mark)top.png")))
    }
    let one = try cli.run(["review", "ref", "act", "--accept", "\(mark)top.png"])
    #expect(one.status == 0 && one.stderr == "")
    #expect(one.stdout == "accepted: \(mark)top.png\nreview ended: 1 accepted, 1 still differ\n")
    let all = try cli.run(["review", "ref", "act", "--accept-all"])
    #expect(all.status == 0 && all.stderr == "")
    #expect(all.stdout == "accepted: sub/\(mark)x.png\nreview ended: 1 accepted, 0 still differ\n")
    #expect(try cli.data("ref/sub/\(mark)x.png") == cli.data("act/sub/\(mark)x.png"))
    #expect(try cli.run(["diff", "ref", "act"]).status == 0)
  }

  @Test(arguments: marks)
  func aMarkAfterDotDotNeverLeadsOutOfTheFolders(_ mark: String) throws {
    try folders(cli, mark)
    let before = try Server.listing(cli)
    let path = "../\(mark)top.png"
    let result = try cli.run(["review", "ref/sub", "act/sub", "--accept", path])
    result.expect(
      status: 2,
      line: "chevgen: error: --accept '\(path)' leads out of the folders compared; name an image "
        + "by its path inside them, as chevgen diff lists it; nothing was accepted")
    #expect(try Server.listing(cli) == before)
  }

  /// A report's list is read as hostile: a listed path that climbs out by a
  /// `..` followed by a mark makes the list not chevgen's, and the file it
  /// names, beside the report, stays.
  @Test(arguments: marks)
  func aReportListThatClimbsOutRemovesNothingOutside(_ mark: String) throws {
    try folders(cli, mark)
    #expect(try cli.run(["diff", "ref", "act", "--report", "review"]).status == 1)
    let victim = "\(mark)victim.png"
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path(cli, victim)))
    var list = try cli.data("review/.chevgen-report")
    list.append(Data("../\(victim)\n".utf8))
    try list.write(to: URL(fileURLWithPath: path(cli, "review/.chevgen-report")))
    let again = try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(again.status == 2)
    #expect(try cli.data(victim) == Data("mine".utf8))
  }

  @Test(arguments: marks)
  func aManifestNameWithASlashBeforeAMarkIsRefusedAsAWayOut(_ mark: String) throws {
    try Data("buttons:\n  - {name: \"a/\(mark)b\", role: back, title: Back}\n".utf8)
      .write(to: URL(fileURLWithPath: path(cli, "chevgen.yml")))
    let result = try cli.run(["build", "chevgen.yml", "--out", "Generated"])
    result.expect(
      status: 64,
      line: "chevgen.yml:2:12: error: buttons[0].name: 'a/\(mark)b' would write "
        + "outside the output directory; use letters a–z, digits, - and _, starting with a "
        + "letter, e.g. BackButton")
    #expect(!FileManager.default.fileExists(atPath: path(cli, "Generated")))
  }

  @Test(arguments: marks)
  func anOutputNamedWithAMarkIsWrittenWhereItSays(_ mark: String) throws {
    let missing = try cli.run(["--title", "Menu", "--out", "none/\(mark)x.png"])
    missing.expect(
      status: 1,
      line: "chevgen: error: cannot write 'none/\(mark)x.png': directory 'none' does not exist; "
        + "create it or choose another path")
    try FileManager.default.createDirectory(
      atPath: path(cli, "out"), withIntermediateDirectories: true)
    let result = try cli.run(["--title", "Menu", "--out", "out/\(mark)x.png", "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: path(cli, "out")).sorted()
        == ["\(mark)x.png", "\(mark)x@2x.png", "\(mark)x@3x.png"])
  }
}
