import ChevGenText
import Synchronization

/// Text shapers for one font, lent to one thread at a time (a shaper is not
/// safe to share), created on first need and kept for the whole build.
final class ShaperPool: Sendable {
  let font: FontChoice
  private let idle: Mutex<[Shaper]>

  /// Loads the font once, so that a bad font file fails before any drawing.
  init(font: FontChoice) throws(TextError) {
    self.font = font
    idle = Mutex([Shaper(try PangoTextShaper(font: font))])
  }

  /// Runs `body` with a shaper no other thread holds.
  func withShaper<Result>(
    _ body: (PangoTextShaper) throws(TextError) -> Result
  ) throws(TextError) -> Result {
    let lent: Shaper
    if let idle = idle.withLock({ $0.popLast() }) {
      lent = idle
    } else {
      lent = Shaper(try PangoTextShaper(font: font))
    }
    defer { idle.withLock { $0.append(lent) } }
    return try body(lent.shaper)
  }

  /// Owns a shaper while it moves between threads; only one thread uses it at a time.
  private final class Shaper: @unchecked Sendable {
    let shaper: PangoTextShaper
    init(_ shaper: PangoTextShaper) { self.shaper = shaper }
  }
}
