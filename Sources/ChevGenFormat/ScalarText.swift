/// Text rewritten one Unicode scalar at a time, as each of chevgen's escapes
/// (markup, lines, workflow commands, XML, summaries, Swift literals) rewrites it.
///
/// By scalar, never by `Character`: CR LF is one `Character`, and an escape
/// that looked at Characters would let it through whole.
public enum ScalarText {
  /// `text` with each scalar for which `replacement` gives a text replaced by
  /// that text, and every other scalar kept.
  @inlinable
  public static func replacing(
    _ text: String, _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
