import ChevGenTestSupport
// Foundation, for the test folder's files.
import Foundation
import Testing

/// Fonts that cannot be used, found where `CHEVGEN_FONTS` points: the
/// message names the variable, which is the fix, not `--font`, which the
/// user never gave.
@Suite struct FontOverrideTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func aJunkFontFromTheVariableNamesTheVariable() throws {
    try cli.makeFolder("junk")
    for name in [
      "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf",
    ] {
      try cli.put("not a font", at: "junk/" + name)
    }
    let folder = cli.directory.appendingPathComponent("junk").path
    let fix =
      "is not a font file fontconfig can read; it is chevgen's font in CHEVGEN_FONTS='\(folder)'; "
      + "set CHEVGEN_FONTS to a folder holding DejaVuSans-Bold.ttf, DejaVuSans.ttf, "
      + "Inter-Regular.otf and Inter-SemiBold.otf as chevgen ships them, or unset it\n"
    let render = try cli.run(
      ["--title", "Menu", "--out", "back.png"], environment: ["CHEVGEN_FONTS": folder])
    #expect(render.status == 1)
    #expect(render.stderr == "chevgen: error: '\(folder)/DejaVuSans-Bold.ttf' " + fix)
    try cli.put(
      "outputs: [xcassets]\nbuttons:\n  - {name: Back, role: back, title: Back}\n",
      at: "chevgen.yml")
    let build = try cli.run(
      ["build", "chevgen.yml", "--out", "Generated"], environment: ["CHEVGEN_FONTS": folder])
    #expect(build.status == 1)
    #expect(build.stderr.hasSuffix("'\(folder)/DejaVuSans-Bold.ttf' " + fix), "\(build.stderr)")
    // Given by --font, the same file is mended by --font.
    let given = try cli.run([
      "--title", "Menu", "--out", "back.png", "--font", "junk/DejaVuSans.ttf",
    ])
    #expect(
      given.stderr
        == "chevgen: error: 'junk/DejaVuSans.ttf' is not a font file fontconfig can read; give "
        + "--font a .ttf or .otf file\n")
  }

  /// A plain title loads Inter and, after it, the DejaVu files it falls back
  /// to: a broken fallback there is chevgen's font too, mended by the variable.
  @Test func aJunkFallbackBehindInterNamesTheVariable() throws {
    try cli.makeFolder("fonts")
    for name in ["DejaVuSans-Bold.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf"] {
      try FileManager.default.copyItem(
        atPath: shippedFonts + "/" + name,
        toPath: cli.directory.appendingPathComponent("fonts/" + name).path)
    }
    try cli.put("not a font", at: "fonts/DejaVuSans.ttf")
    let folder = cli.directory.appendingPathComponent("fonts").path
    let environment = ["CHEVGEN_FONTS": folder]
    let classic = try cli.run(
      ["--title", "Menu", "--out", "classic.png"], environment: environment)
    #expect(classic.status == 0, "\(classic.stderr)")
    let plain = try cli.run(
      ["--style", "plain", "--title", "Menu", "--out", "plain.png"], environment: environment)
    plain.expect(
      status: 1,
      line: "chevgen: error: '\(folder)/DejaVuSans.ttf' is not a font file fontconfig can read; "
        + "it is chevgen's font in CHEVGEN_FONTS='\(folder)'; set CHEVGEN_FONTS to a folder "
        + "holding DejaVuSans-Bold.ttf, DejaVuSans.ttf, Inter-Regular.otf and Inter-SemiBold.otf "
        + "as chevgen ships them, or unset it")
    #expect(!(try cli.files()).contains { $0.hasPrefix("plain") })
  }
}
