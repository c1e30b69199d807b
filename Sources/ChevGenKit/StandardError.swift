#if canImport(Glibc)
  import Glibc
#endif

/// Writes to standard error, unbuffered.
public enum StandardError {
  public static func line(_ text: String) {
    write(text + "\n")
  }

  /// Writes `text` as it is: a progress line ends in a carriage return.
  public static func write(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        Glibc.write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return }
      written += result
    }
  }
}
