import Foundation

/// The pages the browser tests load beside `css/chevgen.css`: one element per
/// localised button in each state, and every PNG of the build as an `<img>`
/// of its CSS size, drawn by the same browser as a reference.
///
/// Everything sits at multiples of 8 CSS pixels, whole device pixels at every
/// ratio tested (8 × 2.625 = 21), so an element and a reference image land on
/// the same pixel grid and can be compared pixel for pixel.
enum StylesheetPage {
  /// One button element: its art is the file named after `button` and `art`.
  struct Element {
    var id: String
    var button: String
    var tag: String
    var lang: String
    var rightToLeft: Bool
    var text: String
    /// The locale whose art the element should show, nil for art drawn once.
    var art: String?
  }

  /// English, German and Arabic have art of their own; Hebrew, which the
  /// manifest does not list, borrows the Arabic (the first right-to-left
  /// locale's) art through `:dir(rtl)`, and is a `<span>`, disabled by
  /// `aria-disabled` since it has no `disabled`.
  static let elements = [
    Element(
      id: "en", button: "Back", tag: "button", lang: "en", rightToLeft: false, text: "Back",
      art: "en"),
    Element(
      id: "de", button: "Back", tag: "button", lang: "de", rightToLeft: false, text: "Zurück",
      art: "de"),
    Element(
      id: "ar", button: "Back", tag: "button", lang: "ar", rightToLeft: true, text: "رجوع",
      art: "ar"),
    Element(
      id: "he", button: "Back", tag: "span", lang: "he", rightToLeft: true, text: "חזרה",
      art: "ar"),
    Element(
      id: "close", button: "Close", tag: "button", lang: "en", rightToLeft: false, text: "",
      art: nil),
  ]

  /// The page's own style: a known background, light or dark, and small text.
  /// The art draws the label, and the element's text (for screen readers) sits
  /// in padding sized to that label in chevgen's font; in the browser's default
  /// font it can be wider and widen the element, stretching the art, which
  /// would spoil the exact comparisons: at Chromium's default size, "Back" makes
  /// the English button 53.016 CSS pixels wide (the art is 53), and "חזרה" the
  /// Hebrew one 56.2 (the Arabic art it borrows is 52).
  static let style = """
    html, body { margin: 0; background: #fff; }
    @media (prefers-color-scheme: dark) { html, body { background: #000; } }
    [id] { position: absolute; font-size: 8px; }
    """

  /// Returns every element's box as `[x, y, width, height]` in CSS pixels,
  /// and the device-pixel ratio the page sees.
  static let layoutScript = """
    return {dpr: devicePixelRatio, boxes: Object.fromEntries([...document.querySelectorAll('[id]')]
      .map(e => { const r = e.getBoundingClientRect(); return [e.id, [r.x, r.y, r.width, r.height]]; }))};
    """

  /// `page.html`: the enabled elements in one row, the disabled ones below.
  static func casesPage(stylesheet: String = "chevgen.css") -> String {
    var body = ""
    for (column, element) in elements.enumerated() {
      for disabled in [false, true] {
        let id = element.id + (disabled ? "-disabled" : "")
        var attributes =
          "id=\"\(id)\" class=\"chevgen-\(element.button.lowercased())\" lang=\"\(element.lang)\""
        if element.rightToLeft { attributes += " dir=\"rtl\"" }
        if disabled {
          attributes += element.tag == "button" ? " disabled" : " aria-disabled=\"true\""
        }
        if element.text.isEmpty { attributes += " aria-label=\"\(element.button)\"" }
        attributes += " style=\"left: \(8 + column * 80)px; top: \(disabled ? 48 : 8)px\""
        body += "<\(element.tag) \(attributes)>\(element.text)</\(element.tag)>\n"
      }
    }
    return document(head: "<link rel=\"stylesheet\" href=\"\(stylesheet)\">", body: body)
  }

  /// `references.html`: each file as an `<img>` of its size in CSS pixels, its
  /// id the file's name, six to a row.
  static func referencesPage(_ files: [(name: String, width: Int, height: Int)]) -> String {
    var body = ""
    for (index, file) in files.enumerated() {
      let scale = self.scale(of: file.name)
      body +=
        "<img id=\"\(file.name)\" src=\"\(file.name)\" style=\"left: \(8 + index % 6 * 80)px; "
        + "top: \(8 + index / 6 * 40)px; width: \(Double(file.width) / scale)px; "
        + "height: \(Double(file.height) / scale)px\">\n"
    }
    return document(head: "", body: body)
  }

  static func document(head: String, body: String) -> String {
    "<!doctype html>\n<html><head><meta charset=\"utf-8\">\(head)<style>\n\(style)\n</style></head>\n"
      + "<body>\n\(body)</body></html>\n"
  }

  /// `css` without its `@media (min-resolution: …)` rules, as a browser that
  /// knows image sets but not `min-resolution` (Safari before 16) reads it:
  /// what is left picks a scale through `image-set()` alone.
  static func imageSetsOnly(_ css: String) -> String {
    var kept = ""
    var rest = Substring(css)
    while let start = rest.range(of: "@media (min-resolution") {
      kept += rest[..<start.lowerBound]
      var depth = 0
      var index = start.lowerBound
      repeat {
        if rest[index] == "{" { depth += 1 }
        if rest[index] == "}" { depth -= 1 }
        index = rest.index(after: index)
      } while depth > 0 || rest[rest.index(before: index)] != "}"
      rest = rest[index...]
    }
    return kept + rest
  }

  /// The scale a file is drawn for: `Back-en@2x.png` is 2, `Back-en.png` 1.
  static func scale(of name: String) -> Double {
    guard let at = name.range(of: "@", options: .backwards) else { return 1 }
    return Double(name[at.upperBound...].prefix { $0 != "x" }) ?? 1
  }

  /// The file chevgen names for an element's art: `Back-highlighted-de-dark@3x.png`.
  static func file(_ element: Element, state: String, dark: Bool, scale: Double) -> String {
    var name = element.button
    if state != "normal" { name += "-" + state }
    if let art = element.art { name += "-" + art }
    if dark { name += "-dark" }
    if scale != 1 {
      name += "@" + (scale == scale.rounded() ? String(Int(scale)) : String(scale)) + "x"
    }
    return name + ".png"
  }
}
