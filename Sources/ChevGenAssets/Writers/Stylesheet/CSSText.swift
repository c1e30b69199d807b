import ChevGenFormat
import ChevGenSystem

/// How text goes into the stylesheet: quoted strings and comments, so that a
/// file name never ends a string, a comment or the `<style>` element the
/// rules may be pasted into, and a CSS parser reads back exactly the input.
///
/// The one escaper for CSS. A hex escape (`\22 `) is CSS's only way to write a
/// line break or a control in a string, and a comment has no escapes at all,
/// so a comment holds the text as a string's contents would, with `*` escaped
/// too: reading the comment's text as a string gives `text` back.
enum CSSText {
  /// `text` in double quotes, as `url()` and `content` take it.
  static func string(_ text: String) -> String {
    "\"" + escaped(text, inComment: false) + "\""
  }

  /// `bytes` as a `data:` URL of `type`, quoted: every byte but letters,
  /// digits and `-._~` percent-encoded, so that nothing in them can end the
  /// string or the rule.
  static func dataURL(_ bytes: [UInt8], type: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var encoded = [UInt8]()
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.append(byte)
      default:
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return string("data:\(type)," + String(decoding: encoded, as: UTF8.self))
  }

  /// `text` inside `/* */`: no `*/` ends the comment early.
  static func comment(_ text: String) -> String {
    escaped(text, inComment: true)
  }

  /// Quotes and backslashes escaped by a backslash; `<` (of `</style>`),
  /// `*` in a comment, and every hidden scalar (`HiddenScalar`: controls, line
  /// breaks, bidirectional controls, noncharacters) as a hex escape, whose
  /// trailing space the parser drops.
  private static func escaped(_ text: String, inComment: Bool) -> String {
    // Paths and names, nearly every string a stylesheet holds, need no escape.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !"\"\\<*".utf8.contains($0) }) {
      return text
    }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": out += "\\" + String(scalar)
      case "<",
        "*" where inComment, _ where HiddenScalar.isHidden(scalar):
        out += "\\" + String(scalar.value, radix: 16) + " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
