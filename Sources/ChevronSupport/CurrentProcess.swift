#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
  import MachO  // _NSGetExecutablePath, declared in mach-o/dyld.h
#endif

/// What front ends ask of the running process: how to leave, whether a
/// person watches its standard error, a clock, its environment and its file.
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

  /// Replaces this process with the program at `path`, started with
  /// `arguments` (its own path first) and the environment variable `name`
  /// set to `value`; returns only when the program cannot be started.
  public static func replace(
    with path: String, arguments: [String], setting name: String, to value: String
  ) {
    setenv(name, value, 1)
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(path, &pointers)
    for pointer in pointers { free(pointer) }
    unsetenv(name)
  }

  /// True when standard error is a terminal, where progress lines belong.
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The value of the environment variable `name`; nil when it is unset.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The running program's file as an absolute path, symbolic links resolved;
  /// nil when the system cannot tell.
  ///
  /// chevgen's parts are programs of their own, installed beside the `chevgen`
  /// launcher, which starts them.
  public static var executablePath: String? {
    #if os(Linux)
      // Linux names the program's file, links already resolved, in /proc.
      let capacity = 4096
      var path = [UInt8](repeating: 0, count: capacity)
      let length = path.withUnsafeMutableBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          readlink("/proc/self/exe", $0.baseAddress!, capacity)
        }
      }
      guard length > 0, length < capacity else { return nil }
      return String(decoding: path[..<length], as: UTF8.self)
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var link = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&link, &size) == 0, let resolved = realpath(link, nil) else {
        return nil
      }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      return nil
    #endif
  }

  /// Seconds on a clock that only moves forward, for durations.
  public static var monotonicSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
