import CSystem
import ChevGenFormat

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

  /// The program's arguments, its own name first.
  ///
  /// An argument that is not UTF-8 comes through with U+FFFD in place of each
  /// bad byte, which names no file: ``argumentBytes`` keeps its bytes.
  public static var arguments: [String] {
    argumentBytes.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The program's arguments as the bytes it was given, its own name first.
  ///
  /// Not `CommandLine` on Linux, whose arguments the Swift runtime reads from
  /// /proc/self/cmdline: where /proc is not mounted every command would run
  /// with no arguments at all.
  public static var argumentBytes: [[UInt8]] {
    #if os(Linux)
      var kept: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let keptCount = Int(chevgen_arguments(&kept))
      let (list, count) =
        kept.map { ($0, keptCount) } ?? (CommandLine.unsafeArgv, Int(CommandLine.argc))
    #else
      let (list, count) = (CommandLine.unsafeArgv, Int(CommandLine.argc))
    #endif
    return (0..<count).map { index in
      guard let argument = list[index] else { return [] }
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// True when standard error is a terminal, where progress lines belong.
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// True when standard output is a terminal, where a command's results may
  /// be coloured.
  public static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The value of the environment variable `name`; nil when it is unset.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The running program's file as an absolute path, symbolic links resolved;
  /// nil when the system cannot tell.
  ///
  /// An installed chevgen finds its data (the fonts) from here; a path found
  /// by a relative name would depend on the current folder, so there is no
  /// guess past this.
  public static var executablePath: String? {
    #if os(Linux)
      // Linux names the program's file, links already resolved, in /proc;
      // where /proc is not mounted (a chroot, some containers), the path the
      // program was started by, resolved against the folder it started in.
      if let path = resolvedLink("/proc/self/exe") { return path }
      return chevgen_started_path().flatMap { realPath(String(cString: $0)) }
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var link = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&link, &size) == 0 else { return nil }
      return realPath(String(cString: link))
    #else
      return nil
    #endif
  }

  /// The folder where this user's programs keep caches, whose files may be
  /// removed at any time: `~/Library/Caches` on macOS; elsewhere
  /// `XDG_CACHE_HOME` when it is an absolute path, else `~/.cache`, as the XDG
  /// base directory rules say. Nil when there is no absolute home folder.
  public static var userCacheFolder: String? {
    let home = environment("HOME").flatMap { PathText.isAbsolute($0) ? $0 : nil }
    #if canImport(Darwin)
      return home.map { $0 + "/Library/Caches" }
    #else
      if let cache = environment("XDG_CACHE_HOME"), PathText.isAbsolute(cache) { return cache }
      return home.map { $0 + "/.cache" }
    #endif
  }

  /// `path` made absolute with every link resolved; nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  #if os(Linux)
    /// What the symbolic link at `path` points to; nil when it cannot be read.
    private static func resolvedLink(_ path: String) -> String? {
      let capacity = 4096
      var target = [UInt8](repeating: 0, count: capacity)
      let length = target.withUnsafeMutableBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, capacity) }
      }
      guard length > 0, length < capacity else { return nil }
      return String(decoding: target[..<length], as: UTF8.self)
    }
  #endif

  /// Seconds on a clock that only moves forward, for durations.
  public static var monotonicSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
