import ChevGenTestSupport
import Foundation
import Testing

/// A mistyped or unknown command is named as a mistake, with the nearest
/// command, and exits 64, under `help` too; render stays the default; `-v`
/// and `version` print the version.
@Suite struct CommandSuggestionTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let help = " (see 'chevgen --help')\n"

  static let mistakes: [([String], String)] = [
    (["dif", "a.png", "b.png"], "unknown command 'dif'; did you mean 'diff'?"),
    (["biuld", "m.yml", "--out", "x"], "unknown command 'biuld'; did you mean 'build'?"),
    (["help", "biuld"], "unknown command 'biuld'; did you mean 'build'?"),
    (["reveiw", "a", "b"], "unknown command 'reveiw'; did you mean 'review'?"),
    (["Preview", "--title", "x"], "unknown command 'Preview'; did you mean 'preview'?"),
    (["anim", "--from", "A"], "unknown command 'anim'; did you mean 'animate'?"),
    (["shet", "--out", "s.png"], "unknown command 'shet'; did you mean 'sheet'?"),
    (
      ["Menu", "--out", "back.png"],
      "unknown command 'Menu'; the commands are render, animate, preview, diff, sheet, build "
        + "and review, and render's title is an option, e.g. chevgen --title Menu --out back.png"
    ),
    (
      ["version", "now"], "'version' takes no arguments; run chevgen version, or chevgen --version"
    ),
  ]

  @Test(arguments: mistakes.indices)
  func aMistakeIsNamedWithTheNearestCommand(index: Int) throws {
    let (arguments, message) = Self.mistakes[index]
    let result = try cli.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == "chevgen: error: " + message + Self.help)
    #expect(try cli.files() == [])
  }

  @Test func renderStaysTheDefaultAndHelpStillAnswers() throws {
    let render = try cli.run(["--title", "Menu", "--out", "back.png"])
    #expect(render.status == 0)
    #expect(render.stdout == "back.png\nback@2x.png\nback@3x.png\n")
    let named = try cli.run(["render", "--title", "Menu", "--out", "named.png", "--scales", "1"])
    #expect(named.status == 0 && named.stdout == "named.png\n")
    let help = try cli.run(["help", "diff"])
    let diffHelp = try cli.run(["diff", "--help"])
    #expect(help.status == 0 && help.stdout == diffHelp.stdout)
  }

  @Test(arguments: [["-v"], ["version"]])
  func theVersionIsPrintedForItsShortSpellings(arguments: [String]) throws {
    let version = try cli.run(["--version"])
    #expect(version.status == 0 && !version.stdout.isEmpty)
    let result = try cli.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == version.stdout)
  }
}
