import Synchronization

/// The pixels one build may draw, shared by the threads drawing its units.
///
/// A unit's size is known only once its title is shaped, so the budget is spent
/// as units are drawn: once it is exceeded, no further unit starts, and the
/// build stops before writing anything. The work done is thereby bounded by the
/// budget itself, whatever the manifest asks for.
final class DrawingBudget: Sendable {
  private let remaining: Mutex<Int>

  init(pixels: Int) {
    remaining = Mutex(pixels)
  }

  /// Whether anything is left to draw with.
  var hasRoom: Bool { remaining.withLock { $0 >= 0 } }

  /// Takes the pixels of every image of `button`.
  func spend(on button: RenderedButton) {
    let pixels = button.images.reduce(0) { $0 + $1.pixelWidth * $1.pixelHeight }
    remaining.withLock { $0 -= pixels }
  }
}
