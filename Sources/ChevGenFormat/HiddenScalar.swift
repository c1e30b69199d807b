/// The Unicode scalars that generated text writes as escapes wherever its
/// language has one: the ones that would make a file read differently from
/// how its consumer reads it.
///
/// A line break of any kind ends a comment in some editor's eyes even where
/// the compiler reads on; a bidirectional control reorders what a reviewer
/// sees without changing what is compiled; a control character or a
/// noncharacter shows as nothing at all. Every escaper (Swift, CSS, JSON,
/// markup) asks this one question, so a title or a file name is shown the same
/// way in each output.
public enum HiddenScalar {
  /// Whether `scalar` is written as an escape: a control character (C0, DEL,
  /// C1), a line or paragraph separator, a bidirectional control (U+061C,
  /// U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) or a noncharacter.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII, nearly all generated text, is answered without a table.
    if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isBidiControl || properties.isNoncharacterCodePoint
    }
  }

  /// `U+202E`: how a message names a scalar, four hex digits at least.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
