import ChevGenTestSupport
import Foundation
import Testing

/// Bad input: one line on stderr, the exit code, and no file left behind.
private let cases: [(arguments: [String], status: Int32, message: String)] = [
  (
    ["--out", "back.png", "--style", "fancy"], 64,
    "--style 'fancy' is not valid: use classic, plain, minimal, capsule, close or glass"
  ),
  (
    ["--out", "back.png", "--appearance", "sepia"], 64,
    "--appearance 'sepia' is not valid: use light or dark"
  ),
  (
    ["--out", "back.png", "--style", "minimal", "--title", "Menu"], 64,
    "--style minimal draws the chevron alone, with no title; drop --title"
  ),
  (
    ["--out", "back.png", "--style", "plain", "--width", "90"], 64,
    "--width stretches a background, and --style plain has none that stretches; drop --width"
  ),
  (
    ["--out", "back.png", "--purpose", "rename"], 64,
    "--purpose 'rename' is not valid: use back, add, edit, delete, search, share, close, done, "
      + "save or cancel"
  ),
  (
    ["--out", "back.png", "--purpose", "add", "--title", "Add"], 64,
    "--purpose add draws its glyph and takes no title; drop --title"
  ),
  (
    ["--out", "back.png", "--purpose", "done", "--style", "minimal"], 64,
    "--style minimal draws glyphs alone, and --purpose done needs its title; use --style "
      + "classic, plain or capsule"
  ),
  (
    ["--out", "back.png", "--purpose", "save", "--display-mode", "minimal"], 64,
    "only back buttons follow UIKit's back-title rules; with --purpose save drop --display-mode"
  ),
  (
    ["--out", "back.png", "--purpose", "add", "--style", "close"], 64,
    "--style close is itself the dismiss button; drop --purpose or choose another style"
  ),
  (
    ["--out", "back.png", "--style", "close", "--title", "Close"], 64,
    "--style close draws a ✕, with no title; drop --title"
  ),
  (
    ["--out", "back.png", "--style", "plain", "--platter-color", "#FFFFFF"], 64,
    "--style plain has no platter; --platter-color is for capsule and the ✕ (close)"
  ),
  (
    ["--out", "back.png", "--style", "capsule", "--width", "30"], 64,
    "--width '30' is not valid: the art needs at least 49 points (both caps and a one-point "
      + "middle)"
  ),
  (
    ["--out", "back.png", "--style", "plain", "--shadow-color", "#000000"], 64,
    "--style plain draws no text shadow; drop --shadow-color or use --style classic"
  ),
  (
    ["--out", "back.png", "--direction", "up"], 64,
    "--direction 'up' is not valid: use ltr, rtl or auto"
  ),
  (
    ["--out", "back.png", "--display-mode", "compact"], 64,
    "--display-mode 'compact' is not valid: use default, generic or minimal"
  ),
  (
    ["--out", "back.png", "--max-width", "10"], 64,
    "--max-width '10' is not valid: the chevron alone needs 20 points; give at least that"
  ),
  (
    ["--out", "back.png", "--max-width", "100", "--width", "90"], 64,
    "--max-width chooses a title by the space it leaves, --width fixes the width; "
      + "drop one of them"
  ),
  (
    ["--out", "back.png", "--back-item-title", "Do\tne"], 64,
    "the title has a control character (U+0009) at character 3, which cannot be drawn on a "
      + "one-line label; remove it from --back-item-title"
  ),
  (
    ["--title", "Menu", "--out", "back.jpg"], 64,
    "cannot tell the format of 'back.jpg'; end --out with .png, .svg or .pdf"
  ),
  (["--out", "back"], 64, "cannot tell the format of 'back'; end --out with .png, .svg or .pdf"),
  (
    ["--out", "back.png", "--frobnicate"], 64,
    "unknown option '--frobnicate' (see 'chevgen render --help')"
  ),
  (
    ["--title", "Menu"], 64,
    "missing expected argument '--out <path>' (see 'chevgen render --help')"
  ),
  (
    ["--out", "back.png", "--tint", "blue"], 64,
    "--tint 'blue' is not valid: use #RRGGBB or #RRGGBBAA, e.g. #4A6FA5"
  ),
  (
    ["--out", "back.png", "--text-color", "#12345"], 64,
    "--text-color '#12345' is not valid: use #RRGGBB or #RRGGBBAA, e.g. #4A6FA5"
  ),
  (
    ["--out", "back.png", "--scales", "0"], 64,
    "--scales '0' is not valid: give scales as a comma-separated list of multiples of 0.5 from 1 to 8, e.g. 1,2,3"
  ),
  (
    ["--out", "back.png", "--scales", "1,2.7"], 64,
    "--scales '1,2.7' is not valid: give scales as a comma-separated list of multiples of 0.5 from 1 to 8, e.g. 1,2,3"
  ),
  (
    ["--out", "back.png", "--scales", "2,2"], 64,
    "--scales '2,2' is not valid: scale 2 is listed twice; list it once"
  ),
  (
    ["--out", "back.png", "--scales", "1000"], 64,
    "--scales '1000' is not valid: give scales as a comma-separated list of multiples of 0.5 from 1 to 8, e.g. 1,2,3"
  ),
  (
    ["--out", "back.png", "--width", "0"], 64,
    "--width '0' is not valid: the art needs at least 18 points (both caps and a one-point middle)"
  ),
  (
    ["--out", "back.png", "--width=-40"], 64,
    "--width '-40' is not valid: the art needs at least 18 points (both caps and a one-point middle)"
  ),
  (
    ["--out", "back.png", "--width", "57.5"], 64,
    "--width '57.5' is not valid: use a whole number of points"
  ),
  (
    ["--out", "back.png", "--width", "100000"], 64,
    "--width '100000' is not valid: an image holds at most 32767 pixels a side, so at scale 3 use at most 10922 points"
  ),
  (
    ["--out", "back.png", "--font-size", "0"], 64,
    "--font-size '0' is not valid: use a size from 4 to 24 points; the button is 30 points high"
  ),
  (
    ["--out", "back.png", "--shadow-offset", "1,2,3"], 64,
    "--shadow-offset '1,2,3' is not valid: give X,Y in points, each between -10 and 10, e.g. 0,-1"
  ),
  (
    ["--out", "back.png", "--state", "pressed"], 64,
    "--state 'pressed' is not valid: use normal, highlighted or disabled"
  ),
  (
    ["--out", "back.svg", "--scales", "2"], 64,
    "--scales applies to PNG output only; SVG files are vector art drawn once in points: drop --scales or write a .png"
  ),
  (
    ["--out", "back.png", "--title", "Me\u{7}nu"], 64,
    "the title has a control character (U+0007) at character 3, which cannot be drawn on a one-line label; remove it from --title"
  ),
  (
    ["--out", "back.png", "--title", "Two\nlines"], 64,
    "the title has a control character (U+000A) at character 4, which cannot be drawn on a one-line label; remove it from --title"
  ),
  (
    ["--out", "back.png", "--title", "a\u{2028}b"], 64,
    "the title has a line break (U+2028) at character 2, which cannot be drawn on a one-line label; remove it from --title"
  ),
  (
    ["--out", "back.png", "--metadata", ""], 64,
    "--metadata '' is not valid: give a file path, e.g. back.json"
  ),
  (
    ["--out", "back.png", "--metadata", "back@2x.png"], 64,
    "--metadata 'back@2x.png' is also an image chevgen writes; give the sidecar its own name, e.g. back.json"
  ),
  (
    ["--out", "missing/back.png"], 1,
    "cannot write 'missing/back.png': directory 'missing' does not exist; create it or choose another path"
  ),
  (
    ["--out", "back.png", "--metadata", "missing/back.json"], 1,
    "cannot write 'missing/back.json': directory 'missing' does not exist; create it or choose another path"
  ),
  (
    ["--out", "back.png", "--font", "/nonexistent/font.ttf"], 1,
    "font file '/nonexistent/font.ttf' does not exist; give --font the path of a .ttf or .otf file"
  ),
  (
    ["--out", "back.png", "--font", "/etc/hosts"], 1,
    "'/etc/hosts' is not a font file fontconfig can read; give --font a .ttf or .otf file"
  ),
  // Quoted input stays on the one line: line breaks and escapes are shown as such.
  (
    ["--out", "back.png", "--style", "clas\nsic\u{1B}[2J\u{2028}"], 64,
    "--style 'clas\\u{A}sic\\u{1B}[2J\\u{2028}' is not valid: use classic, plain, minimal, "
      + "capsule, close or glass"
  ),
  // A value may start with a minus; the option's own check judges it.
  (
    ["--out", "back.png", "--title", "Menu", "--font-size", "-3"], 64,
    "--font-size '-3' is not valid: use a size from 4 to 24 points; the button is 30 points high"
  ),
  (
    ["--out", "back.png", "--style", "glass", "--backdrop-origin", "--title", "Menu"], 64,
    "missing value for '--backdrop-origin <x,y>' (see 'chevgen render --help')"
  ),
  (
    ["--out", "back.png", "--title", "-Menu"], 64,
    "missing value for '--title <text>'; a value that starts with '-' is written --title=-Menu "
      + "(see 'chevgen render --help')"
  ),
  (
    ["--out", "back.png", "--quiet", "-5"], 64,
    "the option '--quiet' does not take any value, but '-5' was specified. "
      + "(see 'chevgen render --help')"
  ),
  (
    ["--out", "back\n.bmp"], 64,
    "cannot tell the format of 'back\\u{A}.bmp'; end --out with .png, .svg or .pdf"
  ),
]

/// render's refusals, each checked alone, and an output folder it may not write in.
@Suite struct ErrorTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test(arguments: cases.indices)
  func badInputFailsWithOneLineAndWritesNothing(index: Int) throws {
    let item = cases[index]
    try cli.expectRefusal(item.arguments, status: item.status, item.message)
  }

  @Test func failedRunLeavesEarlierFilesUntouched() throws {
    try cli.run(["--title", "Old", "--out", "back.png", "--scales", "1"])
    let before = try cli.data("back.png")
    // The sidecar cannot be written, so neither may the new image.
    let result = try cli.run([
      "--title", "New", "--out", "back.png", "--scales", "1", "--metadata", "missing/back.json",
    ])
    #expect(result.status == 1)
    #expect(try cli.data("back.png") == before)
    #expect(try cli.files() == ["back.png"])
  }

  @Test func writeFailureReportsTheCauseAndExitsOne() throws {
    // A directory where the file should go: nothing can be renamed onto it.
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("back.png"), withIntermediateDirectories: false)
    let result = try cli.run(["--out", "back.png", "--scales", "1"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "chevgen: error: cannot write 'back.png': it is a directory; check the disk and permissions, then retry\n"
    )
    #expect(try cli.files() == ["back.png"])
  }

  @Test(.enabled(if: geteuid() != 0, "root may write anywhere"))
  func unwritableDirectoryIsReported() throws {
    let locked = cli.directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    let result = try cli.run(["--out", "locked/back.png"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "chevgen: error: cannot write 'locked/back.png': directory 'locked' is not writable; fix its permissions or choose another path\n"
    )
  }
}
