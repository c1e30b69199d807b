import ChevGenSystem
import Synchronization

/// A one-line progress bar on standard error, redrawn in place at most ten
/// times a second; drawn only where `Console.progress` says (a terminal,
/// neither `--quiet` nor `--json`), so CI logs get the summary line alone.
///
/// It writes no escape sequence: it returns to the line's start with a
/// carriage return and clears the line with spaces, which every terminal
/// understands.
final class ProgressBar: Sendable {
  private let label: String
  private let shown: Bool
  /// The percent drawn last, when, and the drawn line's length; nil before the first.
  private let drawn = Mutex<(percent: Int, time: Double, length: Int)?>(nil)

  /// The least time between two redraws, in seconds: more often only costs
  /// the terminal's time and is not seen.
  static let interval = 0.1

  init(label: String, shown: Bool) {
    self.label = label
    self.shown = shown
  }

  /// Redraws when the whole percent changed and a tenth of a second has
  /// passed since the last redraw, from whichever thread finished a unit.
  func update(_ done: Int, of total: Int) {
    guard shown, total > 0 else { return }
    let percent = min(done, total) * 100 / total
    drawn.withLock { drawn in
      let now = CurrentProcess.monotonicSeconds
      if let drawn, drawn.percent == percent || now - drawn.time < Self.interval { return }
      let filled = percent * 30 / 100
      let line =
        label + " [" + String(repeating: "#", count: filled)
        + String(repeating: " ", count: 30 - filled) + "] \(percent)% \(done)/\(total)"
      let padding = max(0, (drawn?.length ?? 0) - line.count)
      StandardError.write("\r" + line + String(repeating: " ", count: padding))
      drawn = (percent, now, line.count)
    }
  }

  /// Clears the bar's line, leaving the cursor at its start.
  func finish() {
    guard shown else { return }
    drawn.withLock { drawn in
      if let length = drawn?.length {
        StandardError.write("\r" + String(repeating: " ", count: length) + "\r")
      }
      drawn = nil
    }
  }
}
