#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What front ends ask of the running process: how to leave, where its
/// binary is, whether a person watches its standard error, and a clock.
public enum CurrentProcess {
  /// Ends the process with `status`, flushing standard output.
  public static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// True when standard error is a terminal, where progress lines belong.
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Seconds on a clock that only moves forward, for durations.
  public static var monotonicSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The path of this process's executable, or nil when the system will not say.
  public static var executablePath: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Replaces this process with the program at `path` given `arguments`
  /// (the first is its name); returns the error text only when that fails.
  public static func replace(with path: String, arguments: [String]) -> String {
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(path, &pointers)
    let reason = SystemError.last
    for pointer in pointers { free(pointer) }
    return reason
  }
}
