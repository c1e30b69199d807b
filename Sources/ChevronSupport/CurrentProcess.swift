#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What front ends ask of the running process: how to leave, whether a
/// person watches its standard error, and a clock.
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
}
