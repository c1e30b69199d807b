import ChevGenKit
import ChevGenManifest
import ChevGenStyles
import ChevGenText

/// The title font of the stylesheet's live glass: the font, size and weight
/// the PNG sets a glass title in, so that a `<button>` with the same title is
/// the PNG's width (its title's width and 12 px each side).
///
/// A browser sets a `<button>` in its own small font (Chromium: 13.33 px
/// Arial), so the stylesheet names the PNG's: Inter Regular, which chevgen
/// ships (`WebFont`), copied beside the stylesheet with its licence, as the
/// SIL OFL asks, and named by an `@font-face` under a family of chevgen's own,
/// so that it never stands in for a page's own Inter (another version, other
/// widths) nor a page's font for it. A theme that names its own `font` gets
/// its size alone: its file is the user's to load and name on the page.
enum GlassTitleFont {
  /// The copy of the shipped font, beside the stylesheet.
  static let path = "css/chevgen-inter-regular.otf"
  /// Its copyright notice and licence, beside it.
  static let licencePath = "css/chevgen-inter-license.txt"
  /// Both, as the build's plan and state name them.
  static let paths = [path, licencePath]
  /// The family the `@font-face` declares and the live classes name.
  static let family = "chevgen Inter Regular"
  /// What a browser that cannot load the file sets the title in.
  static let fallback = "system-ui, sans-serif"

  /// The face the files hold.
  static var font: WebFont { .interRegular }

  /// The font a glass title's PNG is set in under `theme`.
  static func choice(_ theme: ManifestTheme) -> FontChoice {
    ButtonLook(style: .glass, fontFile: theme.font, fontSize: theme.fontSize).font
  }

  /// Whether the stylesheet of `manifest` comes with the font: it has the
  /// live glass of a titled button, set in the shipped font.
  static func isShipped(in manifest: Manifest) -> Bool {
    StyleRules(style: manifest.theme.style).stylesheetDrawsGlass
      && choice(manifest.theme).file == FontChoice.titleFile
      && manifest.buttons.contains { $0.role.rules(theme: .glass).drawsTitle }
  }

  /// The font's file and its licence's, by path in the output folder.
  static var files: [(path: String, bytes: [UInt8])] {
    let font = self.font
    return [(path, font.bytes), (licencePath, font.licence)]
  }

  /// The `@font-face` rule: the file beside the stylesheet, held back
  /// (`font-display: block`) rather than shown in another font of another
  /// width until it loads.
  static var fontFace: String {
    let file = String(path.dropFirst("css/".count))
    return "\n/* The glass titles' font, Inter Regular (SIL OFL 1.1: "
      + "\(String(licencePath.dropFirst("css/".count)))). */\n@font-face {\n"
      + "  font-family: \(CSSText.string(family));\n"
      + "  src: url(\(CSSText.string(file))) format(\"opentype\");\n"
      + "  font-weight: \(font.weight);\n  font-style: normal;\n  font-display: block;\n}\n"
  }

  /// A titled live class's font: the shipped family and its weight (none
  /// for a theme's own font), the PNG's size, and nothing a page's own
  /// letter spacing or wrapping may change, as the PNG's title is one line.
  static func declarations(_ manifest: Manifest) -> String {
    var body = ""
    if isShipped(in: manifest) {
      body += "  font-family: \(CSSText.string(family)), \(fallback);\n"
      body += "  font-weight: \(font.weight);\n"
    }
    body += "  font-size: \(Stylesheet.number(choice(manifest.theme).size))px;\n"
    body += "  font-style: normal;\n  letter-spacing: normal;\n  white-space: nowrap;\n"
    return body
  }
}
