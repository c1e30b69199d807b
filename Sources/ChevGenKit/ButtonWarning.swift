import ChevGenFormat
import ChevGenSystem

/// Something about a drawn button that is valid but may surprise its user.
///
/// A value, not a sentence: each front end words it in its own terms (the
/// command line's flags, a manifest's keys); `text` is the wording that names
/// request fields.
public enum ButtonWarning: Hashable, Sendable {
  /// The title ends in an ellipsis to fit a label `labelWidth` points wide.
  case ellipsized(labelWidth: Double)
  /// `count` characters of the title have no glyph in `fontFile` or its
  /// fallbacks and are drawn as boxes.
  case missingGlyphs(count: Int, fontFile: String)
  /// The preferred title is too wide for `maxWidth`; the button shows `shown`
  /// ("" for the chevron alone).
  case titleGaveWay(preferred: String, shown: String, maxWidth: Double)

  /// The warning, naming the fields that would change it.
  public var text: FieldText {
    switch self {
    case .ellipsized(let labelWidth):
      "the title was shortened with an ellipsis to fit a \(ValueText.number(labelWidth)) pt "
        + "label; pass a shorter \(RequestField.title) or a wider \(RequestField.width)"
    case .missingGlyphs(let count, let fontFile):
      "\(Self.fileName(fontFile)) has no glyphs for \(count) character(s) of the title, drawn "
        + "as boxes; add \(RequestField.fallbackFont) FILE with a font that has them"
    case .titleGaveWay(let preferred, let shown, let maxWidth):
      "\(OptionValue.quoted(preferred)) makes the button wider than \(RequestField.maxWidth) "
        + "\(ValueText.number(maxWidth)); "
        + (shown.isEmpty ? "it shows the chevron alone" : "it shows \(OptionValue.quoted(shown))")
    }
  }

  /// The last component of `path`.
  static func fileName(_ path: String) -> String {
    PathText.components(of: path).last.map(String.init) ?? path
  }
}
