/// How chevgen writes a path as one line of the lists it reads back (the
/// report's `.chevgen-report`, the snapshot usage records): a backslash, a
/// line feed and a carriage return written `\\`, `\n` and `\r`.
///
/// Scalar by scalar, not by `Character`: CR LF is one `Character`, so a
/// Character escaper let a name holding it through raw, and only a reader
/// splitting on Characters, not the file system or a line tool, read its line
/// back whole. One rule for every list, so that each reads what any writes.
public enum LineText {
  /// `text` on one line.
  public static func escaped(_ text: String) -> String {
    ScalarText.replacing(text) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      default: nil
      }
    }
  }

  /// The text `escaped(_:)` wrote as `line`.
  public static func unescaped<Line: StringProtocol>(_ line: Line) -> String {
    var text = ""
    var escaping = false
    for scalar in line.unicodeScalars {
      if escaping {
        text.unicodeScalars.append(scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The non-empty lines of `bytes`, split on the byte line feed (never on a
  /// `Character`, which would keep CR LF inside a line).
  public static func lines(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
  }
}
