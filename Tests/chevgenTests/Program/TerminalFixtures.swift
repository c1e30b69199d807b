import ChevGenTestSupport
import Foundation
import Testing

/// Images and folders the terminal-convention tests run chevgen on, each
/// drawn by chevgen itself in the test's folder.
enum TerminalFixtures {
  /// The environment of a run whose streams are pipes, with the variables
  /// that force or refuse colours cleared (empty counts as unset), so that
  /// the runner's own settings do not decide a test.
  static let plain = ["FORCE_COLOR": "", "CLICOLOR_FORCE": "", "NO_COLOR": "", "CI": ""]

  /// Draws `a/` and `b/`: `same.png` in both, `changed.png` in a second tint,
  /// `removed.png` in `a/` alone and `added.png` in `b/` alone.
  static func folders(_ cli: CLI) throws {
    for folder in ["a", "b"] {
      try FileManager.default.createDirectory(
        at: cli.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let drawings: [[String]] = [
      ["--title", "Menu", "--out", "a/same.png"], ["--title", "Menu", "--out", "b/same.png"],
      ["--title", "Menu", "--out", "a/changed.png"],
      ["--title", "Menu", "--tint", "#FF0000", "--out", "b/changed.png"],
      ["--title", "Gone", "--out", "a/removed.png"], ["--title", "New", "--out", "b/added.png"],
    ]
    for drawing in drawings {
      try #require(try cli.run(drawing + ["--scales", "1"]).status == 0)
    }
  }

  /// Draws `count` pairs of 1x buttons into `a/` and `b/`, every fourth pair
  /// differing, for the progress line to have work to show.
  static func pairs(_ cli: CLI, count: Int) throws {
    try folders(cli)
    let one = cli.directory.appendingPathComponent("a/same.png")
    let other = cli.directory.appendingPathComponent("b/changed.png")
    for index in 0..<count {
      let name = String(format: "pair-%03d.png", index)
      try FileManager.default.copyItem(
        at: one, to: cli.directory.appendingPathComponent("a/" + name))
      try FileManager.default.copyItem(
        at: index % 4 == 0 ? other : one, to: cli.directory.appendingPathComponent("b/" + name))
    }
  }

  /// The manifest `chevgen build` reads in these tests: the example.
  static func manifest(_ cli: CLI) throws {
    try Data(ExampleManifest.text.utf8).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"))
  }

  /// A render whose title is too long for its width: one warning, exit 0.
  static let warningRender = [
    "--title", "A very long title that will not fit at all", "--max-width", "60", "--out", "w.png",
    "--scales", "1",
  ]

  /// That warning's text, after `chevgen: warning: `.
  static let warningText =
    "'A very long title that will not fit at a…' makes the button wider than --max-width 60; "
    + "it shows 'Back'"
}
