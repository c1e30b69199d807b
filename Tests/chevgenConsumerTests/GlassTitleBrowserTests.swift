import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The web page of the Platform Outputs article, as written: its manifest
/// built, its HTML loaded in headless Chromium at 1x, 2x and 3x with
/// `css/chevgen-glass.svg` pasted where the article says.
///
/// The live titled glass sets its title as the PNG does, so a `<button>`
/// holding the PNG's title is within 1 px of the PNG's platter (the PNG
/// rounds its platter up to whole pixels, the browser does not: measured
/// 66.22, 66.21 and 66.21 px beside 67 pt; 59.08 px in the browser's own font
/// before the stylesheet named one). Each PNG class's box is its platter, and
/// the lens turns on for the live circle.
@Suite struct GlassTitleBrowserTests {
  static let article = "Sources/chevgen/chevgen.docc/PlatformOutputs.md"
  /// The line of the article's HTML that the lens's `<svg>` replaces.
  static let lensPlaceholder = "<!-- paste css/chevgen-glass.svg here: its whole <svg> element -->"

  /// Each class's box `[width, height]`, whether the page's font of the
  /// glass titles loaded, and the live circle's `backdrop-filter`.
  static let script = """
    const box = (c) => { const r = document.querySelector('.' + c).getBoundingClientRect();
      return [r.width, r.height]; };
    return {dpr: devicePixelRatio,
      boxes: Object.fromEntries(['chevgen-back', 'chevgen-done', 'chevgen-back_glass',
        'chevgen-done_glass'].map(c => [c, box(c)])),
      font: [...document.fonts].filter(f => f.family.replaceAll('"', '') ==
        'chevgen Inter Regular').map(f => f.status),
      lens: getComputedStyle(document.querySelector('.chevgen-back_glass')).backdropFilter};
    """

  /// The article's blocks of `language`.
  static func blocks(_ language: String) throws -> [MarkdownExample] {
    try MarkdownExample.all(root: DocumentationTests.root).filter {
      $0.document == article && $0.language == language
    }
  }

  @Test(.needs(.chromium)) func theArticlesPageSetsTheLiveTitleAsThePNG() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let manifest = try #require(try Self.blocks("yaml").first)
    let html = try #require(try Self.blocks("html").first)
    try manifest.code.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let build = try #require(try Self.blocks("sh").first?.commands.first)
    #expect(build == "chevgen build chevgen.yml --out web")
    let result = try cli.run(["build", "chevgen.yml", "--out", "web"])
    try #require(result.status == 0, "\(result.stderr)")
    let web = cli.directory.appendingPathComponent("web")
    let lens = try String(
      contentsOf: web.appendingPathComponent("css/chevgen-glass.svg"), encoding: .utf8)
    try #require(html.code.contains("  " + Self.lensPlaceholder + "\n"))
    let page = web.appendingPathComponent("index.html")
    try html.code.replacingOccurrences(of: Self.lensPlaceholder, with: lens)
      .write(to: page, atomically: true, encoding: .utf8)
    let scales = [1, 2, 3]
    let sessions = scales.map { scale in
      Browser.Session(
        dpr: Double(scale), width: 400, height: 200,
        shots: [
          Browser.Shot(
            url: page, script: Self.script,
            screenshot: cli.directory.appendingPathComponent("shot@\(scale)x.png"))
        ])
    }
    let captures = try Browser.run(sessions, in: cli.directory)
    for (scale, capture) in zip(scales, captures.map(\.first)) {
      let capture = try #require(capture)
      let seen = try #require(
        try JSONSerialization.jsonObject(with: capture.json) as? [String: Any])
      let boxes = try #require(seen["boxes"] as? [String: [Double]])
      let suffix = scale == 1 ? "" : "@\(scale)x"
      let art = try PNGDecoder.decode([UInt8](cli.data("web/css/Done\(suffix).png")))
      // The art reaches 12 pt past its platter on each side, where its shadows fall.
      let platter = Double(art.width) / Double(scale) - 24
      let live = try #require(boxes["chevgen-done_glass"])
      #expect(
        abs(live[0] - platter) <= 1 && live[1] == 44,
        "\(scale)x: the live Done is \(live), its PNG's platter \(platter) × 44")
      #expect(boxes["chevgen-done"] == [platter, 44], "\(scale)x")
      #expect(boxes["chevgen-back"] == [44, 44], "\(scale)x")
      #expect(boxes["chevgen-back_glass"] == [44, 44], "\(scale)x")
      #expect(seen["font"] as? [String] == ["loaded"], "\(scale)x")
      let filter = seen["lens"] as? String ?? ""
      #expect(filter.contains("#chevgen-glass-lens"), "\(scale)x: \(filter)")
    }
  }
}
