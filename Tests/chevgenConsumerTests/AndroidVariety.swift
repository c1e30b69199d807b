import Testing

/// A manifest per style for `everyStyleLinksWithoutAWarning`, each with the
/// buttons that style accepts (minimal draws glyphs alone; plain art with a
/// title does not stretch, so takes no width).
enum AndroidVariety: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case classic, plain, minimal, capsule

  var testDescription: String { rawValue }

  /// The buttons' YAML lines and their drawables' names.
  var buttons: [(yaml: String, stem: String)] {
    let back = "{name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}"
    let done = "{name: Done, purpose: done, titles: {en: Done, de: Fertig, ar: تم}}"
    let wide = "{name: Wide-Save, purpose: save, title: Save, width: 120}"
    let glyphs = [
      ("{name: Close, role: close}", "close"), ("{name: Add, purpose: add}", "add"),
      ("{name: Search, purpose: search}", "search"), ("{name: Share, purpose: share}", "share"),
    ]
    switch self {
    case .classic, .capsule:
      return [(back, "back")] + glyphs + [(done, "done"), (wide, "wide_save")]
    case .plain:
      return [(back, "back")] + glyphs + [(done, "done")]
    case .minimal:
      return [("{name: Back, role: back}", "back")] + glyphs
    }
  }

  var drawableStems: [String] { buttons.map(\.stem) }

  /// The buttons with a VectorDrawable: title-less art that does not
  /// stretch (classic's bezels and a capsule with a title do), and the back
  /// chevron whose title Android draws (not under baked titles).
  var vectorStems: [String] {
    let glyphs = ["add", "search", "share"]
    switch self {
    case .classic: return ["close"]
    case .plain, .minimal: return ["back", "close"] + glyphs
    case .capsule: return ["close"] + glyphs
    }
  }

  /// The titled buttons, whose titles Android draws from strings.xml unless
  /// they are baked in (the capsule run bakes them, to cover both).
  var stringNames: [String] {
    self == .capsule ? [] : buttons.filter { $0.yaml.contains("title") }.map(\.stem)
  }

  var scales: String { self == .classic ? "[1, 1.5, 2, 3, 4]" : "[1.5]" }

  /// Android's density folders for `scales`.
  var densities: [String] {
    self == .classic ? ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] : ["hdpi"]
  }

  var manifest: String {
    """
    theme: {style: \(rawValue), tint: "#4A6FA5", dark: {tint: "#8AB4F8"}}
    locales: [en, de, ar]
    appearances: [light, dark]
    states: [normal, highlighted, disabled]
    outputs: [android]
    android: {scales: \(scales), text: \(self == .capsule ? "baked" : "native")}
    buttons:

    """ + buttons.map { "  - " + $0.yaml + "\n" }.joined()
  }
}
