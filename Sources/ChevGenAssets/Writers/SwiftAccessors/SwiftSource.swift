import ChevGenFormat
import ChevGenSystem

/// How text goes into generated Swift: string literals and comments, so that
/// the file compiles to exactly the input and reads as it compiles.
///
/// The one escaper for Swift: every title, name and file name the accessors
/// write passes through it. Quotes and backslashes are escaped, and every
/// hidden scalar (`HiddenScalar`: controls, line breaks of every kind,
/// bidirectional controls, noncharacters) is written `\u{202E}`, in a literal
/// and in a comment alike: a line separator ends a `//` comment in an editor's
/// eyes, not the compiler's, and a bidirectional control shows a reviewer
/// code in another order than it compiles. The one exception is U+FDD0 to
/// U+FDEF in a literal, which Swift's `\u{}` refuses: written as themselves,
/// and never met in practice, as the manifest refuses noncharacters in titles.
enum SwiftSource {
  /// `text` as a one-line Swift string literal: `"Zurück"`, `"a\u{202E}b"`.
  static func literal(_ text: String) -> String {
    "\"" + escaped(text, inComment: false) + "\""
  }

  /// `text` for a `//` or `///` comment: one line, escaped as a literal's
  /// contents are, so that reading it as a literal gives `text` back (and
  /// Markdown shows `\\` and `\"` as `\` and `"`); U+FDD0 to U+FDEF too.
  static func comment(_ text: String) -> String {
    escaped(text, inComment: true)
  }

  /// The contents of a literal holding `text`: `\(`, `"""` and `#` need no
  /// more than the backslash and quote escapes in a one-line literal.
  private static func escaped(_ text: String, inComment: Bool) -> String {
    ScalarText.replacing(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case _ where (0xFDD0...0xFDEF).contains(scalar.value) && !inComment:
        // Swift's `\u{}` refuses these noncharacters; a literal holds them only as themselves.
        nil
      case _ where HiddenScalar.isHidden(scalar):
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: nil
      }
    }
  }
}
