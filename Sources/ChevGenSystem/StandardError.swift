import ChevGenFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to standard error, unbuffered.
public enum StandardError {
  /// Writes `text` as one line, escaped as `TerminalText` escapes names: a
  /// newline or a terminal escape inside a quoted title or path cannot end
  /// the line or reach the terminal.
  public static func line(_ text: String) {
    write(TerminalText.escaped(text) + "\n")
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
