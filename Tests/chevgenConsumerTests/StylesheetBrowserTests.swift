import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `css/chevgen.css` in a real browser: headless Chromium at device-pixel
/// ratios 1, 2, 2.625 and 3 (and 1.5 for a manifest with a 1.5x scale), light
/// and dark, each button normal, held down, under the mouse and disabled, in
/// English, German, Arabic and Hebrew (right-to-left, not in the manifest).
/// The screenshots, not the stylesheet's text, must show the right file at
/// the right sharpness. One browser per ratio, so the suite runs serialised.
@Suite(.serialized) struct StylesheetBrowserTests {
  /// A manifest's scales and the ratios its stylesheet is looked at.
  struct Setup {
    var scales: [Double]
    var ratios: [Double]

    var manifest: String {
      let list = scales.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
      return """
        theme: {style: classic, tint: "#4A6FA5"}
        locales: [en, de, ar]
        states: [normal, highlighted, disabled]
        appearances: [light, dark]
        scales: [\(list.joined(separator: ", "))]
        outputs: [css]
        buttons:
          - {name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}
          - {name: Close, role: close}
        """
    }
  }

  /// What one element should show in one screenshot.
  struct Case {
    var element: StylesheetPage.Element
    var id: String
    var state: String
    var dark: Bool
    /// The page's file name, `page.html` or `sets.html`.
    var page: String
  }

  /// The layout the page reports: its device-pixel ratio and each element's box.
  struct Layout: Decodable {
    var dpr: Double
    var boxes: [String: [Double]]
  }

  /// The pages of cases: the stylesheet as built, and the same without its
  /// `min-resolution` rules, as a browser that knows only image sets reads it.
  static let pages = ["page.html": "chevgen.css", "sets.html": "image-sets.css"]

  /// Each element's screenshot is nearest to the file the stylesheet should
  /// pick, among every file of its size drawn by the same browser as an
  /// `<img>`: the sharpest scale at least the screen's, scaled down between
  /// scales (2.625 takes 3x), never a softer one scaled up; by the
  /// `min-resolution` rules and by the image sets alike. Where the ratio is
  /// the file's scale, the element's pixels are the file's own over the page.
  @Test(.needs(.chromium)) func eachElementShowsTheSharpestRightFile() throws {
    // 178 px of Back-de@3x.png left of the stretch column were once 59.333
    // CSS pixels, 177.999 device pixels, and Chromium resampled the whole
    // slice, blurring the label; `calc(178px / 3)` draws it exactly.
    try look(Setup(scales: [1, 2, 3], ratios: [1, 2, 2.625, 3]))
  }

  /// With a 1.5x scale, a 1.5 screen gets the 1.5x file from its
  /// `min-resolution` rule, pixel for pixel; the image sets, which leave 1.5x
  /// out of a border image's set, give it the 2x file scaled down.
  @Test(.needs(.chromium)) func aOneAndAHalfScreenGetsTheOneAndAHalfFile() throws {
    // As at 3x: the 11 px right of the stretch column in Back-en@1.5x.png
    // and Back-de@1.5x.png are `calc(11px / 1.5)`, not 7.333 CSS pixels.
    try look(Setup(scales: [1, 1.5, 2, 3], ratios: [1.5]))
  }

  /// Builds `setup`'s manifest, writes the pages and checks every screenshot.
  func look(_ setup: Setup) throws {
    let cli = try CLI()
    defer { cli.remove() }
    let css = try build(cli, setup)
    let stylesheet = try String(
      contentsOf: css.appendingPathComponent("chevgen.css"), encoding: .utf8)
    try StylesheetPage.imageSetsOnly(stylesheet).write(
      to: css.appendingPathComponent("image-sets.css"), atomically: true, encoding: .utf8)
    for (page, stylesheet) in Self.pages {
      try StylesheetPage.casesPage(stylesheet: stylesheet).write(
        to: css.appendingPathComponent(page), atomically: true, encoding: .utf8)
    }
    let sessions = try setup.ratios.map {
      try session($0, css: css, files: setup.scales.count * 24)
    }
    let captures = try Browser.run(sessions, in: cli.directory)
    for (ratio, captures) in zip(setup.ratios, captures) {
      try check(captures, ratio: ratio, css: css, setup: setup)
    }
  }

  /// Builds the manifest's stylesheet and writes the reference page beside it.
  func build(_ cli: CLI, _ setup: Setup) throws -> URL {
    try setup.manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let css = cli.directory.appendingPathComponent("out/css")
    let names = try FileManager.default.contentsOfDirectory(atPath: css.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    // Back in three locales and Close, three states, two appearances.
    try #require(names.count == setup.scales.count * 24)
    let files = try names.map { name in
      let size = try PNGDecoder.size(
        of: [UInt8](Data(contentsOf: css.appendingPathComponent(name))))
      return (name: name, width: size.width, height: size.height)
    }
    try StylesheetPage.referencesPage(files).write(
      to: css.appendingPathComponent("references.html"), atomically: true, encoding: .utf8)
    return css
  }

  /// One browser at `ratio`: the references and the cases, light and dark,
  /// then each enabled element held down.
  func session(_ ratio: Double, css: URL, files: Int) throws -> Browser.Session {
    let shots = css.deletingLastPathComponent().appendingPathComponent("shots")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    var list: [Browser.Shot] = []
    for page in ["references.html"] + Self.pages.keys.sorted() {
      for dark in [false, true] {
        for (action, id) in actions(page) {
          let name = "\(ratio)x-\(page.dropLast(5))-\(dark ? "dark" : "light")-\(action)-\(id).png"
          list.append(
            Browser.Shot(
              url: css.appendingPathComponent(page), dark: dark,
              press: action == "press" ? "#" + id : nil, hover: action == "hover" ? "#" + id : nil,
              script: StylesheetPage.layoutScript, screenshot: shots.appendingPathComponent(name),
              clip: page == "references.html" ? nil : [0, 0, 400, 88]))
        }
      }
    }
    // The references page holds six files a row, 40 CSS pixels apart.
    let height = 8 + (files + 5) / 6 * 40
    return Browser.Session(dpr: ratio, width: 488, height: height, shots: list)
  }

  /// What the mouse does in each shot of a page: nothing (`none`), then
  /// holding each enabled element down; on the stylesheet as built, also
  /// resting on each without pressing, which must leave it normal.
  func actions(_ page: String) -> [(String, String)] {
    let ids = StylesheetPage.elements.map(\.id)
    switch page {
    case "references.html": return [("none", "page")]
    case "page.html":
      return [("none", "page")] + ids.map { ("press", $0) } + ids.map { ("hover", $0) }
    default: return [("none", "page")] + ids.map { ("press", $0) }
    }
  }

  /// Checks every case in one browser's screenshots.
  func check(_ captures: [Browser.Capture], ratio: Double, css: URL, setup: Setup) throws {
    var references: [Bool: [String: RGBAImage]] = [:]
    for capture in captures {
      let layout = try JSONDecoder().decode(Layout.self, from: capture.json)
      #expect(layout.dpr == ratio, "Chromium started at \(ratio)x reports \(layout.dpr)")
      let screenshot = try PNGDecoder.decode([UInt8](Data(contentsOf: capture.screenshot)))
      if capture.shot.url.hasSuffix("references.html") {
        references[capture.shot.dark] = layout.boxes.mapValues {
          ScreenPixels.crop(screenshot, box: $0, ratio: ratio)
        }
        continue
      }
      let pixel = screenshot[0, 0]
      let page = String(capture.shot.url.split(separator: "/").last ?? "")
      let shot = capture.shot
      for item in cases(pressed: shot.press, hovered: shot.hover, dark: shot.dark, page: page) {
        let box = try #require(layout.boxes[item.id])
        let seen = ScreenPixels.crop(screenshot, box: box, ratio: ratio)
        let scale = expectedScale(ratio, item, setup: setup)
        expectChosen(seen, item, ratio: ratio, scale: scale, among: references[item.dark] ?? [:])
        if scale == ratio {
          try expectExact(
            seen, item, ratio: ratio, css: css, background: (pixel.red, pixel.green, pixel.blue))
        }
      }
    }
  }

  /// The cases one screenshot shows: every element normal and disabled, or
  /// only the one held down, highlighted, or only the one under the mouse, normal.
  func cases(pressed: String?, hovered: String?, dark: Bool, page: String) -> [Case] {
    StylesheetPage.elements.flatMap { element -> [Case] in
      if let pressed {
        return pressed == "#" + element.id
          ? [Case(element: element, id: element.id, state: "highlighted", dark: dark, page: page)]
          : []
      }
      if let hovered {
        return hovered == "#" + element.id
          ? [Case(element: element, id: element.id, state: "normal", dark: dark, page: page)] : []
      }
      return [
        Case(element: element, id: element.id, state: "normal", dark: dark, page: page),
        Case(
          element: element, id: element.id + "-disabled", state: "disabled", dark: dark, page: page),
      ]
    }
  }

  /// The scale chevgen's rules should pick at `ratio`: the smallest at least
  /// as sharp, of every scale, or in image sets alone only of whole ones for
  /// art that stretches (the set leaves 1.5x out of a border image).
  func expectedScale(_ ratio: Double, _ item: Case, setup: Setup) -> Double {
    let stretches = item.element.button == "Back"
    let scales = setup.scales.filter {
      item.page != "sets.html" || !stretches || $0 == $0.rounded()
    }
    return scales.first { $0 >= ratio } ?? scales.last ?? 1
  }

  /// The reference image nearest to the element's pixels is the expected file's.
  func expectChosen(
    _ seen: RGBAImage, _ item: Case, ratio: Double, scale: Double,
    among references: [String: RGBAImage]
  ) {
    let expected = StylesheetPage.file(
      item.element, state: item.state, dark: item.dark, scale: scale)
    let ranked = references.compactMap { name, image in
      ScreenPixels.meanDifference(seen, image).map { (name: name, distance: $0) }
    }
    .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
    let nearest = ranked.prefix(3).map { "\($0.name) \(String(format: "%.2f", $0.distance))" }
    let message =
      "\(item.page) at \(ratio)x \(item.dark ? "dark" : "light") \(item.id) \(item.state): expected \(expected), "
      + "nearest \(nearest.joined(separator: ", "))"
    #expect(ranked.first?.name == expected, "\(message)")
  }

  /// At a ratio that is the file's scale, the element's pixels are the
  /// file's, over the page.
  func expectExact(
    _ seen: RGBAImage, _ item: Case, ratio: Double, css: URL, background: (UInt8, UInt8, UInt8)
  ) throws {
    let name = StylesheetPage.file(item.element, state: item.state, dark: item.dark, scale: ratio)
    let art = try PNGDecoder.decode([UInt8](Data(contentsOf: css.appendingPathComponent(name))))
    let expected = ScreenPixels.composite(art, over: background)
    let difference = ScreenPixels.maximumDifference(seen, expected)
    let message =
      "\(item.page) at \(ratio)x \(item.dark ? "dark" : "light") \(item.id) \(item.state): \(seen.width)×"
      + "\(seen.height) px on screen against \(name) \(art.width)×\(art.height), "
      + "largest difference \(difference.map(String.init) ?? "none")"
    #expect(difference.map { $0 <= 1 } == true, "\(message)")
  }
}
