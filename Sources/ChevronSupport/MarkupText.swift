/// How text goes into XML and HTML: the characters markup reads as syntax,
/// written as entities.
///
/// One rule for every markup chevgen writes (Android's resources, the review
/// page), so a title or a file name never becomes a tag or ends an attribute.
public enum MarkupText {
  /// The entity for `scalar` where markup would take it as syntax (`&`, `<`,
  /// `>`, and the quotes that delimit attributes); nil for any other.
  public static func entity(for scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&#39;"
    default: nil
    }
  }

  /// `text` safe in element text and in quoted attributes alike.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let entity = entity(for: scalar) {
        out += entity
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
