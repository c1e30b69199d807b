import ChevGenFormat
import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Makes a standard output that cannot be written an error on one line (a full
/// disk), or, when its reader has gone (a closed pipe), the quiet end by
/// SIGPIPE that git and ls have; never silence with status 0.
///
/// Output lost to a full disk would otherwise go unnoticed with exit status 0.
/// A reader that stops early (`chevgen … | head -1`) has what it wanted: the
/// program ends as a default SIGPIPE would end it, with no message, but only
/// at exit, after its work, so that every file it writes is whole or absent
/// (the signal itself is ignored while it runs, and writes fail instead). At
/// exit the buffered output is flushed and checked.
public enum StandardOutput {
  nonisolated(unsafe) private static var program = "chevgen"
  nonisolated(unsafe) private static var failureStatus: Int32 = 1
  /// The errno of the first write that failed, 0 while none has (a review
  /// prints from its connections' threads).
  private static let firstFailure = Atomic<Int32>(0)

  /// Call first thing in `main`; at exit, a failed write prints
  /// `PROGRAM: error: …` and makes the status `failureStatus`.
  public static func guardWrites(program: String, failureStatus: Int32) {
    self.program = program
    self.failureStatus = failureStatus
    signal(SIGPIPE, SIG_IGN)
    atexit {
      // A write that failed before may have dropped its bytes: the flag tells.
      let flushed = fflush(stdout) == 0
      let flushFailure = errno
      guard !flushed || ferror(stdout) != 0 else { return }
      let first = StandardOutput.firstFailure.load(ordering: .relaxed)
      let failure = first != 0 ? first : flushFailure
      if failure == EPIPE {
        // The reader has gone: end as SIGPIPE ends git or ls, quietly.
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
      }
      let known = first != 0 || !flushed
      let reason = known ? String(cString: strerror(failure)) : "a write failed earlier"
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
    for line in lines {
      print(TerminalText.escaped(line))
      noteFailure()
    }
  }

  /// Prints `line` and sends it at once, even into a pipe: for a program
  /// that runs on (a server) while a reader waits for its lines.
  public static func line(_ line: String) {
    print(TerminalText.escaped(line))
    fflush(stdout)
    noteFailure()
  }

  /// Prints `text` as it is, for text already made safe: a JSON document,
  /// help, or lines escaped before their colours were added.
  public static func write(_ text: String) {
    print(text, terminator: "")
    noteFailure()
  }

  /// Keeps the reason of the first failed write, which at exit tells a
  /// reader gone from a full disk: a later call may have changed errno.
  private static func noteFailure() {
    guard ferror(stdout) != 0 else { return }
    _ = firstFailure.compareExchange(expected: 0, desired: errno, ordering: .relaxed)
  }
}
