/// How text goes into XML and HTML: the characters markup reads as syntax,
/// and the ones a reader would not see, written as references.
///
/// One rule for every markup chevgen writes (Android's resources, the review
/// page), so a title or a file name never becomes a tag, ends an attribute or
/// reorders the text around it, and a parser reads back exactly the input.
public enum MarkupText {
  /// How `scalar` is written where markup would take it as syntax or a reader
  /// would not see it; nil for a scalar written as itself.
  ///
  /// `&`, `<`, `>` and both quotes are entities. Tab, line feed and carriage
  /// return are numeric references: an XML parser turns them into spaces in an
  /// attribute and both parsers turn a carriage return into a line feed. So
  /// are the other hidden scalars (`HiddenScalar`), but for C1 controls
  /// (U+0080 to U+009F), written as themselves: an HTML parser reads `&#x85;`
  /// as Windows-1252's `…`, and only the character itself reaches the page.
  /// XML cannot hold C0 controls or U+FFFE and U+FFFF in any form: the
  /// manifest refuses them in titles, the one text that reaches XML.
  public static func entity(for scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return "&quot;"
    case "'": return "&#39;"
    case _ where (0x80...0x9F).contains(scalar.value): return nil
    case "\t", "\n", "\r",
      _ where HiddenScalar.isHidden(scalar):
      return "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    default: return nil
    }
  }

  /// `text` safe in element text and in quoted attributes alike.
  public static func escaped(_ text: String) -> String {
    ScalarText.replacing(text, entity(for:))
  }

  /// `text` inside `<!-- -->`, which has no escapes of its own: written as
  /// `escaped(_:)` writes element text, and a `-` after a `-` as `&#45;`, so
  /// that no `--` ends the comment early or makes it malformed. Reading the
  /// comment's text as element text gives `text` back.
  public static func comment(_ text: String) -> String {
    var out = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "-", previous == "-" {
        out += "&#45;"
      } else if let entity = entity(for: scalar) {
        out += entity
      } else {
        out.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return out
  }
}
