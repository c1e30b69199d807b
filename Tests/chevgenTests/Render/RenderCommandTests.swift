import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The default command, render: the files it writes for every style and
/// option, and its refusals.
@Suite struct RenderCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func defaultRenderWritesThreeScalesAndPrintsTheirPaths() throws {
    let result = try cli.run(["--title", "Menu", "--out", "back.png"])
    #expect(result.status == 0)
    #expect(result.stdout == "back.png\nback@2x.png\nback@3x.png\n")
    #expect(result.stderr == "")
    #expect(try cli.files() == ["back.png", "back@2x.png", "back@3x.png"])
    try cli.expectThreeScales(of: "back", width: 58, height: 30)
  }

  @Test func renderIsTheDefaultSubcommand() throws {
    try cli.run(["--title", "Menu", "--out", "a.png", "--scales", "2"])
    try cli.run(["render", "--title", "Menu", "--out", "b.png", "--scales", "2"])
    #expect(try cli.data("a@2x.png") == cli.data("b@2x.png"))
  }

  @Test func scalesTwoWritesOnlyTheDoubleSizeImage() throws {
    let result = try cli.run(["--out", "back.png", "--scales", "2"])
    #expect(result.status == 0 && result.stdout == "back@2x.png\n")
    #expect(try cli.files() == ["back@2x.png"])
  }

  @Test func statesGoBeforeTheScaleSuffix() throws {
    let result = try cli.run([
      "--out", "back.png", "--scales", "1,2", "--state", "highlighted", "--state", "disabled",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "back-highlighted.png\nback-highlighted@2x.png\nback-disabled.png\nback-disabled@2x.png\n"
    )
    #expect(try cli.data("back-highlighted.png") != cli.data("back-disabled.png"))
  }

  @Test func metadataSidecarDescribesSizeInsetsLabelAndImages() throws {
    let result = try cli.run([
      "--title", "Menu", "--out", "back.png", "--scales", "1,3", "--state", "normal", "--state",
      "highlighted", "--metadata", "back.json",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("back-highlighted@3x.png\nback.json\n"))
    let json = try cli.jsonObject("back.json")
    #expect(json["title"] as? String == "Menu")
    #expect(json["historyTitle"] as? String == "Menu")
    #expect(json["titleTruncated"] as? Bool == false)
    #expect(json["size"] as? [String: Double] == ["width": 58, "height": 30])
    #expect(
      json["capInsets"] as? [String: Double] == ["top": 0, "left": 13, "bottom": 0, "right": 4])
    let label = try #require(json["labelFrame"] as? [String: Double])
    #expect(abs(label["x"]! - (12 + (38 - 37.166015625) / 2)) < 1e-9)
    #expect(abs(label["width"]! - 37.166015625) < 1e-9)
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(
      images.map { $0["path"] as? String } == [
        "back.png", "back@3x.png", "back-highlighted.png", "back-highlighted@3x.png",
      ])
    let last = images[3]
    #expect(last["scale"] as? Double == 3 && last["state"] as? String == "highlighted")
    #expect(last["pixelWidth"] as? Int == 174 && last["pixelHeight"] as? Int == 90)
    #expect(
      last["capInsetsPixels"] as? [String: Int] == ["top": 0, "left": 39, "bottom": 0, "right": 12])
  }

  @Test func svgAndPdfDrawTheSamePictureAsThePNG() throws {
    #expect(try cli.run(["--title", "Menu", "--out", "back.png", "--scales", "1"]).status == 0)
    #expect(try cli.run(["--title", "Menu", "--out", "back.svg"]).stdout == "back.svg\n")
    #expect(try cli.run(["--title", "Menu", "--out", "back.pdf"]).stdout == "back.pdf\n")
    #expect(try cli.tool("rsvg-convert", ["back.svg", "-o", "svg.png"]).status == 0)
    #expect(
      try cli.tool("pdftoppm", ["-r", "72", "-png", "-singlefile", "back.pdf", "pdf"]).status == 0)
    let png = try PNGDecoder.decode([UInt8](cli.data("back.png")))
    // Other rasterizers anti-alias glyph edges differently: pixelmatch at its
    // default threshold ignores anti-aliasing, and 3% may differ. A missing label
    // or a wrong colour changes far more.
    let tolerance = DiffTolerance(maximumRatio: 0.03)
    let svg = try PNGDecoder.decode([UInt8](cli.data("svg.png")))
    let svgResult = PixelMatch.compare(png, svg)
    #expect(svgResult.sizesMatch && tolerance.accepts(svgResult), "\(svgResult.summary)")
    // pdftoppm draws on white: compare with the PNG composited on white.
    let pdf = try PNGDecoder.decode([UInt8](cli.data("pdf.png")))
    let pdfResult = PixelMatch.compare(onWhite(png), pdf)
    #expect(pdfResult.sizesMatch && tolerance.accepts(pdfResult), "\(pdfResult.summary)")
  }
}

/// `image` composited on white, as pdftoppm draws a PDF.
func onWhite(_ image: RGBAImage) -> RGBAImage {
  var pixels = image.pixels
  for index in stride(from: 0, to: pixels.count, by: 4) {
    let alpha = Int(pixels[index + 3])
    for channel in 0..<3 {
      pixels[index + channel] = UInt8(
        (Int(pixels[index + channel]) * alpha + 255 * (255 - alpha)) / 255)
    }
    pixels[index + 3] = 255
  }
  return RGBAImage(width: image.width, height: image.height, pixels: pixels)!
}

extension RenderCommandTests {
  @Test(arguments: ["png", "svg", "pdf"])
  func outputIsByteIdenticalFromRunToRun(format: String) throws {
    let first = try CLI()
    let second = try CLI()
    defer {
      first.remove()
      second.remove()
    }
    let arguments = ["--title", "Zurück", "--out", "back.\(format)", "--state", "disabled"]
    let a = try first.run(arguments)
    let b = try second.run(arguments)
    #expect(a.status == 0 && a.stdout == b.stdout)
    for name in try first.files() {
      #expect(try first.data(name) == second.data(name), "\(name) differs between runs")
    }
  }

  @Test func thousandsOfCharactersEndInAnEllipsisAtTheMaximumWidth() throws {
    let title = String(repeating: "Einstellungen ", count: 400)
    let result = try cli.run([
      "--title", title, "--out", "long.png", "--scales", "1", "--metadata", "long.json",
    ])
    result.expect(
      status: 0,
      line: "chevgen: warning: the title was shortened with an ellipsis to fit a 300 pt label; "
        + "pass a shorter --title or a wider --width")
    #expect(try cli.pngSize("long.png") == (320, 30))
    #expect(try cli.jsonObject("long.json")["titleTruncated"] as? Bool == true)
  }

  @Test func zeroWidthTitleDrawsTheBareArt() throws {
    #expect(try cli.run(["--title", "\u{200B}", "--out", "zw.png", "--scales", "1"]).status == 0)
    #expect(try cli.run(["--title", "", "--out", "empty.png", "--scales", "1"]).status == 0)
    #expect(try cli.pngSize("zw.png") == (20, 30))
    #expect(try cli.pngSize("empty.png") == (20, 30))
  }

  @Test func charactersTheFontLacksWarnAndStillRender() throws {
    let result = try cli.run(["--title", "戻る", "--out", "cjk.png", "--scales", "1"])
    result.expect(
      status: 0,
      line: "chevgen: warning: DejaVuSans-Bold.ttf has no glyphs for 2 character(s) of the title, "
        + "drawn as boxes; add --fallback-font FILE with a font that has them")
    #expect(try cli.files() == ["cjk.png"])
  }
}

private let lookFlags = [
  "--tint", "--text-color", "--shadow-color", "--shadow-offset", "--font", "--fallback-font",
  "--font-size", "--disabled-color", "--platter-color",
]

private let helpCases: [(arguments: [String], flags: [String], example: String)] = [
  (
    ["render", "--help"],
    lookFlags + [
      "--title", "--out", "--scales", "--state", "--width", "--metadata", "--back-button-title",
      "--back-item-title", "--display-mode", "--generic-title", "--max-width", "--direction",
      "--style", "--appearance", "--purpose",
    ], "chevgen --title Menu --out back.png"
  ),
  (
    ["animate", "--help"],
    lookFlags + [
      "--from", "--to", "--style", "--purpose", "--to-style", "--to-purpose", "--out",
      "--duration", "--fps", "--curve", "--scales", "--state", "--appearance", "--direction",
    ], "chevgen animate --from Pause --to Menu --out anim"
  ),
]

extension RenderCommandTests {
  @Test(arguments: helpCases.indices)
  func helpDocumentsEveryFlag(index: Int) throws {
    let (arguments, flags, example) = helpCases[index]
    let result = try cli.run(arguments)
    #expect(result.status == 0)
    // Each flag's entry runs from its name to the next flag's name; it must show an example.
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for flag in flags {
      guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(flag) <") }) else {
        Issue.record("\(flag) is not in --help")
        continue
      }
      let rest = lines[(start + 1)...]
      let end = rest.firstIndex { $0.hasPrefix("  -") } ?? lines.endIndex
      let entry = lines[start..<end].joined(separator: " ").split(separator: " ").joined(
        separator: " ")
      #expect(entry.contains("e.g. \(flag)"), "\(flag) has no example in --help: \(entry)")
    }
    #expect(result.stdout.contains(example))
  }

  /// UIKit's back-title rules end to end: what the button shows and what the
  /// history menu would show, from the sidecar.
  @Test(
    arguments: [
      (["--title", "Settings"], "Settings", "Settings", ""),
      (["--title", "Settings", "--back-button-title", "Prefs"], "Prefs", "Prefs", ""),
      (["--title", "Settings", "--display-mode", "generic"], "Back", "Settings", ""),
      (["--title", "Settings", "--display-mode", "minimal"], "", "Settings", ""),
      (
        ["--title", "Settings", "--back-item-title", "Done", "--display-mode", "minimal"], "Done",
        "Done", ""
      ),
      (
        ["--title", "Notifications", "--max-width", "60"], "Back", "Notifications",
        "chevgen: warning: 'Notifications' makes the button wider than --max-width 60; it shows 'Back'\n"
      ),
      (
        ["--title", "Notifications", "--generic-title", "Zurück", "--max-width", "40"], "",
        "Notifications",
        "chevgen: warning: 'Notifications' makes the button wider than --max-width 40; it shows the "
          + "chevron alone\n"
      ),
    ] as [([String], String, String, String)])
  func backTitleRules(arguments: [String], shown: String, history: String, warning: String) throws {
    let result = try cli.run(
      arguments + ["--out", "back.png", "--scales", "1", "--metadata", "back.json"])
    #expect(result.status == 0)
    #expect(result.stderr == warning)
    let json = try cli.jsonObject("back.json")
    #expect(json["title"] as? String == shown)
    #expect(json["historyTitle"] as? String == history)
  }

  /// --direction: auto follows the title (or, with no title shown, the source
  /// title); the sidecar records it and the mirrored cap insets.
  @Test(
    arguments: [
      (["--title", "رجوع"], "rtl", 4.0, 13.0),
      (["--title", "Back", "--direction", "rtl"], "rtl", 4, 13),
      (["--title", "חזרה", "--direction", "ltr"], "ltr", 13, 4),
      (["--title", "רשימות", "--display-mode", "minimal"], "rtl", 4, 13),
      (["--title", "2024"], "ltr", 13, 4),
    ] as [([String], String, Double, Double)])
  func directionFollowsTheTitle(
    arguments: [String], direction: String, left: Double, right: Double
  ) throws {
    let result = try cli.run(
      arguments + ["--out", "back.png", "--scales", "1", "--metadata", "back.json"])
    #expect(result.status == 0)
    let json = try cli.jsonObject("back.json")
    #expect(json["direction"] as? String == direction)
    #expect(
      json["capInsets"] as? [String: Double] == [
        "top": 0, "left": left, "bottom": 0, "right": right,
      ])
  }

  @Test func plainStyleWritesEveryStateAndAppearanceWithoutCapInsets() throws {
    let result = try cli.run([
      "--style", "plain", "--title", "Settings", "--out", "back.png", "--scales", "2",
      "--state", "normal", "--state", "disabled", "--appearance", "light", "--appearance", "dark",
      "--metadata", "back.json",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "back@2x.png\nback-disabled@2x.png\nback-dark@2x.png\nback-disabled-dark@2x.png\n"
        + "back.json\n")
    let json = try cli.jsonObject("back.json")
    #expect(json["style"] as? String == "plain")
    #expect(json["capInsets"] is NSNull)
    #expect((json["size"] as? [String: Double])?["height"] == 44)
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.map { $0["appearance"] as? String } == ["light", "light", "dark", "dark"])
    #expect(try cli.pngSize("back-dark@2x.png").1 == 88)
  }

  @Test func minimalStyleWritesTheIndicatorAndItsTransitionMask() throws {
    let result = try cli.run(["--style", "minimal", "--out", "indicator.png", "--scales", "1,3"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "indicator.png\nindicator@3x.png\nindicator-mask.png\nindicator-mask@3x.png\n")
    #expect(try cli.pngSize("indicator@3x.png") == (39, 63))
    #expect(try cli.pngSize("indicator-mask.png") == (13, 21))
  }

  @Test func capsuleStretchesAndBecomesACircleWithoutTitle() throws {
    #expect(
      try cli.run([
        "--style", "capsule", "--title", "Back", "--out", "titled.png", "--scales", "2",
        "--metadata", "titled.json",
      ]).status == 0)
    let json = try cli.jsonObject("titled.json")
    #expect(
      json["capInsets"] as? [String: Double] == ["top": 0, "left": 26, "bottom": 0, "right": 22])
    #expect(
      try cli.run(["--style", "capsule", "--title", "", "--out", "c.png", "--scales", "2"]).status
        == 0)
    #expect(try cli.pngSize("c@2x.png") == (88, 88))
    #expect(
      try cli.run(["--style", "capsule", "--width", "120", "--out", "w.png", "--scales", "1"])
        .status
        == 0)
    #expect(try cli.pngSize("w.png") == (120, 44))
  }

  @Test func closeDrawsACrossInACircle() throws {
    let result = try cli.run([
      "--style", "close", "--out", "close.png", "--scales", "3", "--platter-color", "#FFFFFF",
    ])
    #expect(result.status == 0)
    #expect(try cli.pngSize("close@3x.png") == (90, 90))
  }

  /// Actions: glyphs take no title; titled actions default to their English title.
  @Test(
    arguments: [
      (["--purpose", "add"], "classic", "", 38.0, 30.0),
      (["--purpose", "search", "--style", "plain"], "plain", "", 44, 44),
      (["--purpose", "share", "--style", "minimal"], "minimal", "", 22, 22),
      (["--purpose", "delete", "--style", "capsule"], "capsule", "", 44, 44),
      (["--purpose", "done", "--style", "plain"], "plain", "Done", nil, 44),
      (["--purpose", "cancel", "--title", "Abbrechen"], "classic", "Abbrechen", nil, 30),
    ] as [([String], String, String, Double?, Double)])
  func actionsDrawTheirGlyphOrTitle(
    arguments: [String], style: String, title: String, width: Double?, height: Double
  ) throws {
    let result = try cli.run(
      arguments + ["--out", "a.png", "--scales", "1", "--metadata", "a.json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try cli.jsonObject("a.json")
    #expect(json["style"] as? String == style)
    #expect(json["purpose"] as? String == arguments[1])
    #expect(json["title"] as? String == title)
    let size = try #require(json["size"] as? [String: Double])
    if let width { #expect(size["width"] == width) }
    #expect(size["height"] == height)
  }

  @Test func sheetDrawsEveryStyleAndPurpose() throws {
    let result = try cli.run(["sheet", "--out", "sheet.png", "--scales", "1"])
    #expect(result.status == 0)
    #expect(result.stdout == "sheet.png\n")
    let sheet = try PNGDecoder.decode([UInt8](cli.data("sheet.png")))
    #expect(sheet.width > 600 && sheet.height > 800)
    let bad = try cli.run(["sheet", "--out", "sheet.gif"])
    bad.expect(
      status: 64,
      line: "chevgen: error: cannot tell the format of 'sheet.gif'; end --out with .png, "
        + ".svg or .pdf")
  }

  /// Render options alone are parsed by the render command directly; the explicit
  /// subcommand and help still go through the root command, with the same result.
  @Test func explicitRenderSubcommandMatchesTheDefault() throws {
    #expect(
      try cli.run(["render", "--title", "Menu", "--out", "a.png", "--scales", "1"]).status == 0)
    #expect(try cli.run(["--title", "Menu", "--out", "b.png", "--scales", "1"]).status == 0)
    #expect(try cli.data("a.png") == cli.data("b.png"))
    let help = try cli.run(["--out", "c.png", "--help"])
    #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: Render a back or action button"))
  }
}
