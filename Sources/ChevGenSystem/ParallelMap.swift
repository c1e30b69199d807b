import Synchronization

/// Maps over an array on all available cores, keeping the order of the input.
public enum ParallelMap {
  /// Applies `transform` to every element, handing elements out in order.
  public static func map<Element: Sendable, Output: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Output
  ) -> [Output] {
    run(elements, order: Array(elements.indices), transform)
  }

  /// Applies `transform` to every element; elements are handed out costliest
  /// first, so the largest job does not start last.
  public static func map<Element: Sendable, Output: Sendable, Cost: Comparable>(
    _ elements: [Element], costliestFirst cost: KeyPath<Element, Cost>,
    _ transform: @escaping @Sendable (Element) -> Output
  ) -> [Output] {
    let order = elements.indices.sorted {
      elements[$0][keyPath: cost] > elements[$1][keyPath: cost]
    }
    return run(elements, order: order, transform)
  }

  private static func run<Element: Sendable, Output: Sendable>(
    _ elements: [Element], order: [Int], _ transform: @escaping @Sendable (Element) -> Output
  ) -> [Output] {
    let threads = min(elements.count, HelperThread.availableCores)
    guard threads > 1 else { return elements.map(transform) }
    let work = Work(elements, order: order, transform: transform)
    let helpers = (1..<threads).map { _ in HelperThread { work.drain() } }
    work.drain()
    for helper in helpers {
      helper.join()
    }
    return work.results
  }
}

/// Elements shared out one at a time; each result slot is written by exactly one
/// thread and read only after every helper has been joined, which orders every
/// write before the read.
private final class Work<Element: Sendable, Output: Sendable>: @unchecked Sendable {
  private let elements: [Element]
  private let order: [Int]
  private let transform: @Sendable (Element) -> Output
  private let next = Atomic<Int>(0)
  private let slots: UnsafeMutableBufferPointer<Output?>

  init(_ elements: [Element], order: [Int], transform: @escaping @Sendable (Element) -> Output) {
    self.elements = elements
    self.order = order
    self.transform = transform
    slots = .allocate(capacity: elements.count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Transforms elements until none is left.
  func drain() {
    while true {
      let position = next.add(1, ordering: .relaxed).oldValue
      guard position < order.count else { return }
      let index = order[position]
      slots[index] = transform(elements[index])
    }
  }

  var results: [Output] { slots.map { $0! } }
}
