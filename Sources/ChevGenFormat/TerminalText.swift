/// Names as a terminal may safely show them: on one line, with nothing that
/// moves the cursor, colours the text or reorders it.
///
/// A file name can hold a newline (which would forge a line of a listing a
/// script reads), an escape sequence (which a terminal obeys) or a bidi
/// control (which makes the text read otherwise than it is). Every line a
/// command prints passes through here, at the point it is written, so a name
/// is escaped once whichever message quotes it. Escaping is idempotent: what it
/// writes holds nothing it would escape again.
public enum TerminalText {
  /// `text` with every scalar `HiddenScalar` names written as `\u{…}`.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: HiddenScalar.isHidden) else { return text }
    return text.unicodeScalars.map(shown).joined()
  }

  /// A name held as bytes (a file name need not be UTF-8): its valid UTF-8 as
  /// `escaped` shows it, every byte that is not as `\x{…}`.
  public static func escaped<Bytes: Collection<UInt8>>(bytes: Bytes) -> String {
    var text = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      var decoder = UTF8()
      var iterator = rest.makeIterator()
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        text += shown(scalar)
        rest = rest.dropFirst(UTF8.width(scalar))
      case .emptyInput:
        return text
      case .error:
        text += "\\x{" + String(rest.first!, radix: 16, uppercase: true) + "}"
        rest = rest.dropFirst()
      }
    }
    return text
  }

  /// `scalar` as a line shows it: itself, or `\u{1B}` for one that must not reach
  /// a terminal as it is (`HiddenScalar`: controls, separators, bidi controls,
  /// noncharacters).
  public static func shown(_ scalar: Unicode.Scalar) -> String {
    HiddenScalar.isHidden(scalar)
      ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
  }
}
