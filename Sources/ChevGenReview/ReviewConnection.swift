import ChevGenSystem
import FlyingSocks
import Foundation

/// One client's connection to the review: each request read within
/// ``ReviewLimits``, answered by the router, until the client closes, the
/// table drops it, or a refusal ends it.
///
/// FlyingSocks carries the bytes; the head is read by ``RequestHeadReader``,
/// so nothing the client sends is kept or believed before it has passed every
/// limit, and the gate and the token are checked only then, by the router.
struct ReviewConnection: Sendable {
  let socket: AsyncSocket
  let id: Int
  let table: ConnectionTable
  let router: ReviewRouter
  /// Ends the review after Done's answer.
  let stop: @Sendable () -> Void

  /// Serves requests until the connection ends, sends what the client must
  /// still be told (a refusal, or why the table dropped the connection),
  /// then closes it.
  func serve() async {
    defer {
      try? socket.close()
      table.remove(id)
    }
    // Dropping the connection cancels only the exchange, so that this task
    // can still answer; stopping the review cancels both.
    let exchange = Task { await self.exchange() }
    table.watch(id, exchange)
    let refusal = await withTaskCancellationHandler {
      await exchange.value
    } onCancel: {
      exchange.cancel()
    }
    guard let last = table.farewell(id, refusal: refusal) else { return }
    try? await refuse(last)
  }

  /// Reads and answers requests until the client closes, the table drops the
  /// connection, or a request is refused: then the refusal to send.
  private func exchange() async -> ReviewResponse? {
    var pending: [UInt8] = []
    do {
      while table.enter(id, .reading, for: ReviewLimits.requestSeconds) {
        var reader = RequestHeadReader()
        var outcome = reader.read(pending)
        while case .incomplete = outcome {
          outcome = reader.read(try await socket.read(atMost: 16 * 1024))
        }
        switch outcome {
        case .incomplete: return nil
        case .refused(let answer): return answer
        case .head(let head, let rest):
          pending = try await skipBody(of: head, after: rest)
          guard try await answer(head) else { return nil }
        }
      }
    } catch {
      // The client left, was too slow, or the review is over.
    }
    return nil
  }

  /// Answers `head`; whether the connection stays open.
  private func answer(_ head: RequestHead) async throws -> Bool {
    // Dropped while its request was read: the farewell says it was not done.
    guard table.enter(id, .answering) else { return false }
    let answer = router.respond(to: head)
    for path in answer.accepted { StandardOutput.line("accepted: \(path)") }
    let closing = !head.keepsAlive || answer.endsReview
    _ = table.enter(id, .sending, for: ReviewLimits.answerSeconds)
    try await socket.write(Data(answer.encoded(withBody: head.method != "HEAD", closing: closing)))
    if answer.endsReview { stop() }
    return !closing
  }

  /// Reads past the body that follows the head (the page sends none), of
  /// which `rest` holds the start; the bytes after it.
  private func skipBody(of head: RequestHead, after rest: [UInt8]) async throws -> [UInt8] {
    var rest = rest
    var left = head.bodyLength ?? 0
    while rest.count < left {
      left -= rest.count
      rest = try await socket.read(atMost: left)
    }
    return Array(rest.dropFirst(left))
  }

  /// Sends `answer`, stops sending, and reads what the client still sends
  /// until it closes, for at most a second (the table's deadline) and
  /// ``ReviewLimits/drainBytes``, so that the client reads the refusal
  /// before the connection closes.
  private func refuse(_ answer: ReviewResponse) async throws {
    try await socket.write(Data(answer.encoded(closing: true)))
    Loopback.endSending(socket.socket.file.rawValue)
    var drained = 0
    while drained < ReviewLimits.drainBytes {
      drained += try await socket.read(atMost: 16 * 1024).count
    }
  }
}
