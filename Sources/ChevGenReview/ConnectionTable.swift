import ChevGenSystem
import Synchronization

/// The review server's open connections: what each is doing since when, its
/// deadline, and its tasks, which are cancelled to drop it.
///
/// The limits are ``ReviewLimits``': a connection that waits on its client
/// (reading a request, sending an answer) past its deadline is dropped; while
/// all ``ReviewLimits/connections`` are open, a new connection is taken only
/// in place of one that has waited ``ReviewLimits/displaceSeconds`` on its
/// client, and otherwise waits in the system's queue. A client that never
/// sends, sends slowly or opens connections by the hundred therefore holds
/// none for long, and stopping cancels them all.
///
/// A dropped connection is told why before it closes (503 when displaced,
/// 408 when late), since its request may be waiting unread: only one not
/// reading its answer is closed without a word. Each connection has two
/// tasks: its own, which owns the socket and sends that last answer, and its
/// exchange of requests and answers, which dropping cancels.
final class ConnectionTable: Sendable {
  enum Phase {
    /// Waiting for a request, head and body.
    case reading
    /// The router answers; never dropped, as it may be writing files.
    case answering
    /// Sending an answer.
    case sending
    /// Sending a refusal and reading what the client still sends, for at
    /// most a second; counted apart from the connections served.
    case refusing
  }

  /// Why the table dropped a connection.
  private enum Drop {
    /// A new connection took its place while it waited for a request.
    case displaced
    /// Its deadline passed while it waited for a request.
    case late
    /// Dropped while sending an answer: nothing more can be said.
    case silenced
  }

  private struct Entry {
    /// The connection's own task, which ends by closing it.
    var task: Task<Void, Never>?
    /// Its exchange of requests and answers, cancelled to drop it.
    var exchange: Task<ReviewResponse?, Never>?
    var phase: Phase
    var since: Double
    var deadline: Double
    var drop: Drop?
  }

  /// Where a new connection goes.
  private enum Room {
    /// Beside the others.
    case free
    /// In place of this connection, the one waiting longest on its client.
    case displacing(Int)
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var next = 0
    var closed = false

    /// Whether a new connection fits, and how; nil when it does not.
    func room(_ now: Double) -> Room? {
      guard entries.count < ReviewLimits.connections + ReviewLimits.refusals else { return nil }
      let served = entries.values.count { $0.phase != .refusing }
      guard served >= ReviewLimits.connections else { return .free }
      let waiting = entries.filter {
        ($0.value.phase == .reading || $0.value.phase == .sending)
          && now - $0.value.since >= ReviewLimits.displaceSeconds
      }
      return waiting.min { $0.value.since < $1.value.since }.map { .displacing($0.key) }
    }

    /// Drops connection `id`, displaced or late: it leaves the connections
    /// served for the refusals; its exchange, to cancel, is returned. One
    /// sending an answer is silenced, as nothing may follow part of one.
    mutating func drop(
      _ id: Int, _ reason: Drop, _ now: Double
    ) -> Task<ReviewResponse?, Never>? {
      guard var entry = entries[id], entry.drop == nil else { return nil }
      entry.drop = entry.phase == .sending ? .silenced : reason
      entry.phase = .refusing
      entry.since = now
      entry.deadline = now + 1
      entries[id] = entry
      return entry.exchange
    }
  }

  private let state = Mutex(State())

  /// Whether a new connection can be taken now (see ``open(_:)``).
  func hasRoom() -> Bool {
    let now = CurrentProcess.monotonicSeconds
    return state.withLock { !$0.closed && $0.room(now) != nil }
  }

  /// Makes room for a new connection, displacing one if need be, and starts
  /// `start(id)`, its task; false when there is no room or the table is
  /// closed, and nothing started.
  func open(_ start: (Int) -> Task<Void, Never>) -> Bool {
    let now = CurrentProcess.monotonicSeconds
    let (opened, displaced) = state.withLock {
      state -> (Bool, Task<ReviewResponse?, Never>?) in
      guard !state.closed, let room = state.room(now) else { return (false, nil) }
      var displaced: Task<ReviewResponse?, Never>?
      if case .displacing(let other) = room { displaced = state.drop(other, .displaced, now) }
      let id = state.next
      state.next += 1
      state.entries[id] = Entry(
        phase: .reading, since: now, deadline: now + ReviewLimits.requestSeconds)
      // The task removes its entry when it ends, which waits for this lock.
      state.entries[id]?.task = start(id)
      return (true, displaced)
    }
    displaced?.cancel()
    return opened
  }

  /// Connection `id`'s exchange, cancelled when the table drops the
  /// connection: at once if it already has.
  func watch(_ id: Int, _ exchange: Task<ReviewResponse?, Never>) {
    let dropped = state.withLock { state in
      state.entries[id]?.exchange = exchange
      return state.entries[id]?.drop != nil
    }
    if dropped { exchange.cancel() }
  }

  /// Connection `id` starts `phase`, to end within `seconds`; false when the
  /// table has dropped it, and the phase must not begin.
  func enter(_ id: Int, _ phase: Phase, for seconds: Double = .infinity) -> Bool {
    let now = CurrentProcess.monotonicSeconds
    return state.withLock {
      guard var entry = $0.entries[id], entry.drop == nil else { return false }
      entry.phase = phase
      entry.since = now
      entry.deadline = now + seconds
      $0.entries[id] = entry
      return true
    }
  }

  /// What connection `id`, whose exchange has ended, must still be told: why
  /// the table dropped it, or else `refusal`, the exchange's own. Telling it
  /// takes at most a second; nil once the table is closed.
  func farewell(_ id: Int, refusal: ReviewResponse?) -> ReviewResponse? {
    let now = CurrentProcess.monotonicSeconds
    return state.withLock { state in
      guard !state.closed, let entry = state.entries[id] else { return nil }
      switch entry.drop {
      case .displaced: return Self.busy
      case .late: return Self.late
      case .silenced: return nil
      case nil:
        guard let refusal else { return nil }
        state.entries[id]?.phase = .refusing
        state.entries[id]?.deadline = now + 1
        return refusal
      }
    }
  }

  /// Forgets connection `id`, which has ended.
  func remove(_ id: Int) {
    _ = state.withLock { $0.entries.removeValue(forKey: id) }
  }

  /// Drops every connection past its deadline: one waiting on its client is
  /// told why (or closed), one refusing stops reading and closes.
  func expire() {
    let now = CurrentProcess.monotonicSeconds
    let (exchanges, tasks) = state.withLock { state in
      var exchanges: [Task<ReviewResponse?, Never>] = []
      var tasks: [Task<Void, Never>] = []
      for (id, entry) in state.entries where entry.deadline < now {
        if entry.phase == .refusing {
          state.entries[id]?.deadline = .infinity
          tasks += entry.task.map { [$0] } ?? []
        } else {
          exchanges += state.drop(id, .late, now).map { [$0] } ?? []
        }
      }
      return (exchanges, tasks)
    }
    for exchange in exchanges { exchange.cancel() }
    for task in tasks { task.cancel() }
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

  /// The answer to a displaced connection.
  static let busy = ReviewResponse.text(
    503,
    "service unavailable: \(ReviewLimits.connections) other connections are open; nothing "
      + "was done; send the request again in \(ReviewLimits.retrySeconds) s",
    extra: [("Retry-After", String(ReviewLimits.retrySeconds))])

  /// The answer to a connection whose request did not arrive in time.
  static let late = ReviewResponse.text(
    408,
    "request timeout: no whole request arrived within \(Int(ReviewLimits.requestSeconds)) s; "
      + "send it again at once")
}
