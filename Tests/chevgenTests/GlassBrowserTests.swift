import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The stylesheet's live glass in headless Chromium: over a known backdrop,
/// the page's pixels inside the platter match chevgen's own PNG of the same
/// button over the same backdrop.
///
/// Tolerance: inside the platter, 6 px in from its edge (where a browser's
/// `backdrop-filter` stops sampling at the element's border box while
/// chevgen's blur sees the backdrop around it) and away from the glyph (an
/// SVG image against cairo's stroke), each channel within 2 of 255 on
/// average and 8 at most. Measured here: 0.36 on average, 1 at most.
@Suite struct GlassBrowserTests {
  /// 200 × 200: a diagonal colour gradient crossed by 4 px stripes, so that
  /// the blur, the saturation and the tone all show.
  static func backdrop() throws -> [UInt8] {
    var pixels = [UInt8]()
    for y in 0..<200 {
      for x in 0..<200 {
        let stripe = (x / 4) % 2 == 0 ? 0.0 : 60.0
        let red = Double(x) * 1.1 + stripe
        let green = Double(y) * 0.9 + stripe
        let blue = 220 - Double(x + y) * 0.4
        pixels += [red, green, blue].map { UInt8(min(max($0, 0), 255)) } + [255]
      }
    }
    return try PNGEncoder.encode(RGBAImage(width: 200, height: 200, pixels: pixels)!)
  }

  static func manifest(_ variant: String) -> String {
    """
    theme: {style: glass, backdrop: backdrop.png, backdrop-scale: 1, glass-variant: \(variant)}
    scales: [1]
    outputs: [css]
    buttons:
      - {name: Close, role: close}
    """
  }

  /// The platter's top-left corner on the page: the art is centred on the
  /// 200 × 200 backdrop (68 × 70 pt, so at (66, 65)), its platter 12 pt in
  /// and 8 pt down.
  static let platter = (x: 78, y: 73)

  static let page = """
    <!doctype html>
    <html><head><meta charset="utf-8"><link rel="stylesheet" href="chevgen.css">
    <style>
    html, body { margin: 0; background: #fff; }
    #stage { position: relative; width: 200px; height: 200px;
      background: url(backdrop.png) 0 0 / 200px 200px no-repeat; }
    #glass { position: absolute; left: \(platter.x)px; top: \(platter.y)px; }
    </style></head>
    <body><div id="stage"><span id="glass" class="chevgen-close_glass"></span></div></body></html>
    """

  /// Each variant: the stylesheet's layer is the variant's (the backdrop
  /// under the platter is too dark for clear glass's dimming).
  @Test(.needs(.chromium), arguments: ["regular", "clear", "tinted"])
  func thePagesGlassIsChevgensGlass(variant: String) throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Data(Self.backdrop()).write(to: cli.directory.appendingPathComponent("backdrop.png"))
    try Self.manifest(variant).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let css = cli.directory.appendingPathComponent("out/css")
    try Data(Self.backdrop()).write(to: css.appendingPathComponent("backdrop.png"))
    try Self.page.write(
      to: css.appendingPathComponent("glass.html"), atomically: true, encoding: .utf8)
    let shot = cli.directory.appendingPathComponent("glass-shot.png")
    let session = Browser.Session(
      dpr: 1, width: 200, height: 200,
      shots: [
        Browser.Shot(
          url: css.appendingPathComponent("glass.html"), script: StylesheetPage.layoutScript,
          screenshot: shot, clip: [0, 0, 200, 200])
      ])
    _ = try Browser.run([session], in: cli.directory)
    let page = try PNGDecoder.decode([UInt8](Data(contentsOf: shot)))
    let art = try PNGDecoder.decode(
      [UInt8](Data(contentsOf: css.appendingPathComponent("Close.png"))))
    let (mean, most) = Self.difference(page: page, art: art)
    #expect(mean <= 2, "mean difference \(mean)")
    #expect(most <= 8, "largest difference \(most)")
  }

  /// The mean and largest channel difference over the platter's inside,
  /// 6 px in from its edge, outside the glyph's 14 × 14 px box.
  static func difference(page: RGBAImage, art: RGBAImage) -> (Double, Int) {
    var total = 0
    var count = 0
    var most = 0
    for y in 0..<44 {
      for x in 0..<44 {
        let dx = Double(x) + 0.5 - 22
        let dy = Double(y) + 0.5 - 22
        guard (dx * dx + dy * dy).squareRoot() <= 16, abs(dx) > 7 || abs(dy) > 7 else { continue }
        let seen = page[platter.x + x, platter.y + y]
        let drawn = art[12 + x, 8 + y]
        for (a, b) in [(seen.red, drawn.red), (seen.green, drawn.green), (seen.blue, drawn.blue)] {
          let gap = abs(Int(a) - Int(b))
          total += gap
          most = max(most, gap)
          count += 1
        }
      }
    }
    return (Double(total) / Double(max(count, 1)), most)
  }
}
