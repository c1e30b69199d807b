import ChevGenKit
import ChevGenSystem
import Synchronization

/// A one-line progress bar on stderr, redrawn in place; silent when stderr is
/// not a terminal (CI logs get the summary line alone).
final class ProgressBar: Sendable {
  private let enabled: Bool
  private let shown = Mutex(-1)

  init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Redraws at each whole percent, from whichever thread finished a unit.
  func update(_ done: Int, of total: Int) {
    guard enabled, total > 0 else { return }
    let percent = done * 100 / total
    shown.withLock { shown in
      guard percent != shown else { return }
      shown = percent
      let filled = percent * 30 / 100
      StandardError.write(
        "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
          + "] \(percent)% \(done)/\(total)")
    }
  }

  /// Clears the bar's line.
  func finish() {
    guard enabled else { return }
    shown.withLock { shown in
      if shown >= 0 { StandardError.write("\r\u{1B}[K") }
      shown = -1
    }
  }
}
