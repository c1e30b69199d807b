import ChevGenSystem
import Synchronization

/// The review server's open connections: what each is doing since when, its
/// deadline, and its task, which is cancelled to drop it.
///
/// The limits are ``ReviewLimits``': a connection that waits on its client
/// (reading a request, sending an answer) past its deadline is dropped; a new
/// connection beyond the count drops the one that has waited longest, or is
/// refused when every one is being answered. A client that never sends, sends
/// slowly or opens connections by the hundred therefore holds none for long,
/// and stopping cancels them all.
final class ConnectionTable: Sendable {
  enum Phase {
    /// Waiting for a request, head and body.
    case reading
    /// The router answers; never dropped, as it may be writing files.
    case answering
    /// Sending an answer.
    case sending
  }

  private struct Entry {
    var task: Task<Void, Never>?
    var phase: Phase
    var since: Double
    var deadline: Double
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var next = 0
    var closed = false
  }

  private let state = Mutex(State())

  /// Makes room for a new connection and starts `start(id)`, its task; false
  /// when there is no room or the table is closed, and nothing started.
  func open(_ start: (Int) -> Task<Void, Never>) -> Bool {
    let now = CurrentProcess.monotonicSeconds
    let (opened, dropped) = state.withLock { state -> (Bool, Task<Void, Never>?) in
      guard !state.closed else { return (false, nil) }
      var dropped: Task<Void, Never>?
      if state.entries.count >= ReviewLimits.connections {
        let waiting = state.entries.filter { $0.value.phase != .answering }
        guard let oldest = waiting.min(by: { $0.value.since < $1.value.since })?.key else {
          return (false, nil)
        }
        dropped = state.entries.removeValue(forKey: oldest)?.task
      }
      let id = state.next
      state.next += 1
      state.entries[id] = Entry(
        task: nil, phase: .reading, since: now, deadline: now + ReviewLimits.requestSeconds)
      // The task removes its entry when it ends, which waits for this lock.
      state.entries[id]?.task = start(id)
      return (true, dropped)
    }
    dropped?.cancel()
    return opened
  }

  /// Connection `id` starts `phase`, to end within `seconds`.
  func enter(_ id: Int, _ phase: Phase, for seconds: Double = .infinity) {
    let now = CurrentProcess.monotonicSeconds
    state.withLock {
      $0.entries[id]?.phase = phase
      $0.entries[id]?.since = now
      $0.entries[id]?.deadline = now + seconds
    }
  }

  /// Forgets connection `id`, which has ended.
  func remove(_ id: Int) {
    _ = state.withLock { $0.entries.removeValue(forKey: id) }
  }

  /// Drops every connection past its deadline.
  func expire() {
    let now = CurrentProcess.monotonicSeconds
    let late = state.withLock { state in
      let ids = state.entries.filter { $0.value.deadline < now }.map(\.key)
      return ids.compactMap { state.entries.removeValue(forKey: $0)?.task }
    }
    for task in late { task.cancel() }
  }

  /// Takes no more connections, drops every one, and waits until they have
  /// ended: at once for those waiting on a client, after its answer for one
  /// being answered.
  func closeAll() async {
    let tasks = state.withLock { state in
      state.closed = true
      return state.entries.values.compactMap(\.task)
    }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }
}
