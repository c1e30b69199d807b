import Synchronization

/// Values drawing computes once and reuses while one build, render or
/// animation draws: blurred backdrops, lens fields, glass layers, shadow
/// masks. Every state, appearance and button of one shape and place asks for
/// the same ones. Owned by `DrawingCaches`, so it lives as long as the run
/// that fills it and goes with it.
///
/// At most `byteLimit` bytes of values (as `cost` counts them): past it the
/// oldest entries go first, one at a time, so that a run whose values do not
/// all fit keeps reusing its most recent ones. One type, so the rule (look up,
/// compute outside the lock, store only what was computed) is written once.
final class DrawingCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Entries {
    var values: [Key: Value] = [:]
    /// The keys, oldest first.
    var order: [Key] = []
    var bytes = 0
  }

  private let entries = Mutex(Entries())
  let byteLimit: Int
  private let cost: @Sendable (Value) -> Int

  init(byteLimit: Int, cost: @escaping @Sendable (Value) -> Int) {
    self.byteLimit = byteLimit
    self.cost = cost
  }

  /// The value for `key`, made by `make` the first time it is asked for.
  func value(for key: Key, make: () -> Value) -> Value {
    if let cached = entries.withLock({ $0.values[key] }) { return cached }
    let value = make()
    let size = cost(value)
    guard size <= byteLimit else { return value }
    entries.withLock { entries in
      // Another thread may have made it meanwhile: the same value, kept once.
      guard entries.values[key] == nil else { return }
      var dropped = 0
      while entries.bytes + size > byteLimit, dropped < entries.order.count {
        let oldest = entries.order[dropped]
        entries.bytes -= entries.values.removeValue(forKey: oldest).map(cost) ?? 0
        dropped += 1
      }
      entries.order.removeFirst(dropped)
      entries.values[key] = value
      entries.order.append(key)
      entries.bytes += size
    }
    return value
  }

  /// How many values are kept, and their bytes.
  var usage: (count: Int, bytes: Int) {
    entries.withLock { ($0.values.count, $0.bytes) }
  }
}
