/// Why a child process could not be run to the end, or was stopped.
public enum ChildProcessError: Error, Hashable, Sendable {
  /// The program could not be started: a pipe or `posix_spawn` failed.
  case notStarted(program: String, reason: String)
  /// Its output could not be read, or its end could not be waited for.
  case lost(program: String, reason: String)
  /// It printed more than `limit` bytes on standard output, and was stopped.
  case outputTooLarge(program: String, limit: Int)
  /// It ended, or closed its output, before answering what it was asked;
  /// `reason` is its first line on standard error, else how it ended.
  case ended(program: String, reason: String)
  /// It had not finished within its time limit, `seconds`, and was killed.
  case timedOut(program: String, seconds: Double)

  /// What went wrong, without the program's name, for a caller that names the
  /// command its own way.
  public var reason: String {
    switch self {
    case .notStarted(_, let reason), .lost(_, let reason):
      reason
    case .outputTooLarge(_, let limit):
      "it printed more than \(Self.amount(limit)), the most chevgen reads from it"
    case .ended(_, let reason):
      "it stopped before answering: \(reason)"
    case .timedOut(_, let seconds):
      "it had not finished after \(Self.duration(seconds)), and was stopped"
    }
  }

  /// One line naming the problem and the fix.
  public var message: String {
    switch self {
    case .notStarted(let program, let reason):
      "cannot run '\(program)': \(reason); check that it is installed and executable"
    case .lost(let program, _):
      "lost track of '\(program)': \(reason); run the command again"
    case .outputTooLarge(let program, _):
      "'\(program)': \(reason); ask it for less"
    case .ended(let program, _):
      "'\(program)' \(reason); run the command again"
    case .timedOut(let program, _):
      "'\(program)': \(reason); find out what it waits for"
    }
  }

  /// `seconds` as "120 s", or "0.5 s" for a part of one.
  public static func duration(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e9 ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// `bytes` in MiB when it is a whole number of them, else in bytes.
  static func amount(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
