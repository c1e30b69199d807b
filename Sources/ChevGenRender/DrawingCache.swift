import Synchronization

/// Values glass drawing computes once and reuses while the process draws:
/// blurred backdrops, lens fields, glass interiors, shadow masks. Every state,
/// appearance and button of one shape and place asks for the same ones.
///
/// At most `limit` entries: past it the cache starts again empty, since what
/// one build reuses is asked for close together. One type, so the rule (look
/// up, compute outside the lock, store only what was computed) is written once.
final class DrawingCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let entries = Mutex<[Key: Value]>([:])
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  /// The value for `key`, made by `make` the first time it is asked for.
  func value(for key: Key, make: () -> Value) -> Value {
    if let cached = entries.withLock({ $0[key] }) { return cached }
    let value = make()
    entries.withLock { entries in
      if entries.count >= limit { entries.removeAll() }
      entries[key] = value
    }
    return value
  }
}
