#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to standard error, unbuffered.
public enum StandardError {
  /// Writes `text` as one line: control characters in it (a newline or a
  /// terminal escape inside a quoted title or path) are written as `\u{…}`, so a
  /// message is one line whatever input it quotes.
  public static func line(_ text: String) {
    write(text.unicodeScalars.map(shown).joined() + "\n")
  }

  /// `scalar` as a one-line message shows it: itself, or `\u{A}` for a control
  /// character or a line or paragraph separator.
  public static func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator:
      "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      String(scalar)
    }
  }

  /// Writes `text` as it is: a progress line ends in a carriage return.
  public static func write(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        writeDescriptor(STDERR_FILENO, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return }
      written += result
    }
  }
}

/// The C library's `write(2)`, named apart because `StandardError.write` hides
/// it inside the type, and reached without naming a module (Glibc, Darwin or
/// Musl), so that one line serves every platform.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
