import ChevGenTestSupport
import Foundation
import Testing

/// One rule for exit codes, held per kind of input: a missing or unreadable
/// input is a failure (1) whichever option or key names it, a command line
/// that cannot mean anything is a usage error (64), and diff and review keep
/// 0 same, 1 different, 2 trouble.
@Suite struct MissingInputExitTests {
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// Runs chevgen and expects `status` and one line on stderr starting `prefix`.
  private func expect(
    _ arguments: [String], _ status: Int32, _ prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try cli.run(arguments)
    #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.split(separator: "\n").count == 1, "\(result.stderr)",
      sourceLocation: sourceLocation)
  }

  @Test func aMissingFontIsAFailure() throws {
    try expect(
      ["--title", "Menu", "--font", "nowhere.ttf", "--out", "back.png"], 1,
      "chevgen: error: font file 'nowhere.ttf' does not exist")
  }

  @Test func aMissingBackdropIsAFailureAndAMalformedColourUsage() throws {
    try expect(
      ["--style", "glass", "--backdrop", "nowhere.png", "--out", "back.png"], 1,
      "chevgen: error: --backdrop 'nowhere.png' is not valid: cannot read it")
    try expect(
      ["--style", "glass", "--backdrop", "#12", "--out", "back.png"], 64,
      "chevgen: error: --backdrop '#12' is not valid")
  }

  @Test func aMissingManifestIsAFailureAndAWrongOneUsage() throws {
    try expect(
      ["build", "nowhere.yml", "--out", "out"], 1,
      "chevgen build: error: cannot read manifest 'nowhere.yml'")
    try Data("buttons: [{name: Back, role: sideways}]\n".utf8).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"))
    let wrong = try cli.run(["build", "chevgen.yml", "--out", "out"])
    #expect(wrong.status == 64, "\(wrong.stderr)")
  }

  @Test func aMissingOutputFolderIsAFailure() throws {
    try expect(
      ["--title", "Menu", "--out", "nowhere/back.png"], 1,
      "chevgen: error: cannot write 'nowhere/back.png': directory 'nowhere' does not exist")
  }

  @Test func aMistypedOptionIsUsage() throws {
    try expect(
      ["--titel", "Menu", "--out", "back.png"], 64,
      "chevgen: error: unknown option '--titel'; did you mean '--title'? "
        + "(see 'chevgen render --help')")
  }

  /// diff and review: trouble, a missing reference included, is 2.
  @Test func aMissingReferenceIsTroubleForDiffAndReview() throws {
    let png = try cli.run(["--title", "Menu", "--out", "back.png", "--scales", "1"])
    #expect(png.status == 0)
    try expect(
      ["diff", "nowhere.png", "back.png"], 2, "chevgen: error: cannot read 'nowhere.png'")
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("act"), withIntermediateDirectories: true)
    try expect(["review", "nowhere", "act"], 2, "chevgen: error: 'nowhere' does not exist")
  }
}
