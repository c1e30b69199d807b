#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's error numbers in words.
public enum SystemError {
  /// The system's text for error number `code` ("No such file or directory").
  public static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The text for the calling thread's last error.
  public static var last: String { reason(errno) }

  /// Whether the calling thread's last error says a file does not exist.
  public static var isMissing: Bool { errno == ENOENT }
}
