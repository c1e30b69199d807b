import Dispatch

/// Maps over an array on all cores, keeping the order of the input.
enum ParallelMap {
  static func map<Element: Sendable, Output: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Output
  ) -> [Output] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Output>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      slots.store(transform(elements[index]), at: index)
    }
    return slots.values
  }
}

/// One slot per iteration, each written by exactly one thread, read only after
/// `concurrentPerform` returns (which orders every write before the read).
private final class Slots<Output>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Output?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  func store(_ value: Output, at index: Int) {
    buffer[index] = value
  }

  var values: [Output] { buffer.map { $0! } }
}
