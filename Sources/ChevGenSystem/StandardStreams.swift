#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// The standard descriptors as a server needs them: none left closed for a
/// socket to take, and a line whose failure is known when it is written.
public enum StandardStreams {
  /// Puts /dev/null, opened for reading only, on each standard descriptor
  /// that is closed, so that a socket or pipe opened later cannot take its
  /// number (and the address printed go into a socket), and writing to a
  /// closed standard output still fails.
  public static func holdClosed() {
    for number: Int32 in 0...2 where fcntl(number, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != number {
        dup2(opened, number)
        close(opened)
      }
    }
  }

  /// Prints `line` on standard output and sends it at once; the reason it
  /// could not be written, or nil. After a failure, standard output is
  /// /dev/null and its error cleared: the caller reports the failure, once.
  public static func sendLine(_ line: String) -> String? {
    print(line)
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return nil }
    let reason = String(cString: strerror(errno))
    let null = open("/dev/null", O_WRONLY)
    if null >= 0 {
      dup2(null, STDOUT_FILENO)
      close(null)
    }
    clearerr(stdout)
    return reason
  }
}
