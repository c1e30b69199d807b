import ChevGenFormat

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Makes a standard output that cannot be written (a closed pipe, a full disk) an
/// error on one line, never a signal or silence.
///
/// A reader that stops early (`chevgen … | head -1`) would otherwise kill the
/// process with SIGPIPE, and output lost to a full disk would go unnoticed with
/// exit status 0. Broken pipes are turned into write errors, and at exit the
/// buffered output is flushed and checked.
public enum StandardOutput {
  nonisolated(unsafe) private static var program = "chevgen"
  nonisolated(unsafe) private static var failureStatus: Int32 = 1

  /// Call first thing in `main`; at exit, a failed write prints
  /// `PROGRAM: error: …` and makes the status `failureStatus`.
  public static func guardWrites(program: String, failureStatus: Int32) {
    self.program = program
    self.failureStatus = failureStatus
    signal(SIGPIPE, SIG_IGN)
    atexit {
      // A write that failed before may have dropped its bytes: the flag tells.
      let flushed = fflush(stdout) == 0
      let reason = flushed ? "a write failed earlier" : String(cString: strerror(errno))
      guard !flushed || ferror(stdout) != 0 else { return }
      StandardError.line(
        "\(StandardOutput.program): error: cannot write to standard output (\(reason)); "
          + "check where the output goes")
      _exit(StandardOutput.failureStatus)
    }
  }

  /// Prints each of `lines`, escaped as `TerminalText` escapes names, so that
  /// no name a line quotes can forge another line or reach the terminal as a
  /// control.
  public static func lines(_ lines: [String]) {
    for line in lines { print(TerminalText.escaped(line)) }
  }

  /// Prints `line` and sends it at once, even into a pipe: for a program
  /// that runs on (a server) while a reader waits for its lines.
  public static func line(_ line: String) {
    print(TerminalText.escaped(line))
    fflush(stdout)
  }
}
