import ChevGenCompare
import ChevGenSystem
import FlyingSocks
import Synchronization

/// Serves a review on 127.0.0.1 until Done or Ctrl-C.
///
/// FlyingSocks (FlyingFox's socket layer) carries the bytes: non-blocking
/// sockets woken by epoll or kqueue. Reading requests, keeping connections
/// within ``ReviewLimits`` and writing answers is ``ReviewConnection``'s, and
/// ``ReviewRouter`` decides every answer: FlyingFox's own HTTP server reads a
/// request's head without a limit and in time that grows with the square of a
/// line's length (a 100 KB header line cost 4.7 s of CPU), and has no
/// deadline for a request to arrive. The address is printed once the socket
/// listens, so a script that reads it can connect at once.
package struct ReviewServer {
  let session: ReviewSession
  let port: UInt16

  /// A server for `session` on `port` (0: a free one).
  package init(session: ReviewSession, port: UInt16) {
    self.session = session
    self.port = port
  }

  /// Listens, serves and returns when the review ends; a port that cannot be
  /// bound, or an address that cannot be printed, is a `ReviewError`; FlyingSocks'
  /// other failures pass through.
  package func run() async throws {
    let stopper = ReviewEnding { [session] in Self.endLine(session) }
    let pool = SocketPool<Poll>.make(maxEvents: 64)
    try await pool.prepare()
    let (listener, bound) = try listen()
    defer { try? listener.close() }
    let router = ReviewRouter(session: session, token: ReviewRouter.makeToken(), port: bound)
    // A signal came first: the program is ending, with its own line.
    guard ReviewEnding.beginServing(stopper) else { await Self.neverEnding() }
    for line in ["review page: \(router.address)", summary()] {
      if let reason = StandardStreams.sendLine(line) {
        throw ReviewError.addressUnwritable(reason: reason)
      }
    }
    let table = ConnectionTable()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { try? await pool.run() }
      group.addTask { await Self.accept(on: listener, pool: pool, table: table, router, stopper) }
      group.addTask { await Self.expire(table) }
      await stopper.stopped()
      await table.closeAll()
      group.cancelAll()
    }
    if stopper.claimLine() { StandardOutput.line(stopper.endLine()) }
  }

  /// Waits for the end a signal has begun on its own thread.
  private static func neverEnding() async -> Never {
    while true { try? await Task.sleep(for: .seconds(3600)) }
  }

  /// A socket listening on 127.0.0.1 at `port` (0: a free one), and its port.
  private func listen() throws -> (Socket, Int) {
    do {
      let address = Loopback.address(port: port)
      let socket = try Socket(domain: Int32(type(of: address).family))
      // A review started again at once may bind the port of the last one.
      try socket.setValue(true, for: BoolSocketOption.localAddressReuse)
      try socket.bind(to: address)
      try socket.listen(maxPendingConnection: Int32(ReviewLimits.backlog))
      guard case .ip4(_, let bound) = try socket.sockname() else {
        throw SocketError.unsupportedAddress
      }
      return (socket, Int(bound))
    } catch let SocketError.failed(_, errorNumber, message) {
      let problem = Loopback.bindProblem(port: Int(port), errorNumber: errorNumber) ?? message
      throw ReviewError.cannotListen(problem: problem)
    }
  }

  /// Takes connections until cancelled, each served by a task of its own.
  /// While the table has no room, new connections wait in the system's
  /// queue, so that none is closed unanswered.
  private static func accept(
    on listener: Socket, pool: some AsyncSocketPool, table: ConnectionTable,
    _ router: ReviewRouter, _ stopper: ReviewEnding
  ) async {
    guard let listening = try? AsyncSocket(socket: listener, pool: pool) else { return }
    let noDelay = BoolSocketOption(level: Loopback.noDelay.level, name: Loopback.noDelay.name)
    while !Task.isCancelled {
      // Room comes as connections end, or as one waits long enough on its
      // client to give way: checked a hundred times a second.
      while !table.hasRoom() {
        guard (try? await Task.sleep(for: .milliseconds(10))) != nil else { return }
      }
      do {
        let client = try await listening.accept()
        // An answer leaves at once, not after the client's delayed
        // acknowledgement of the last one (40 ms per image on Linux).
        try? client.socket.setValue(true, for: noDelay)
        let opened = table.open { id in
          let connection = ReviewConnection(
            socket: client, id: id, table: table, router: router, stop: stopper.stop)
          return Task { await connection.serve() }
        }
        if !opened { try? client.close() }
      } catch {
        // Out of descriptors, or a connection reset before it was taken:
        // the next one may succeed.
        try? await Task.sleep(for: .milliseconds(50))
      }
    }
  }

  /// Drops connections past their deadline, ten times a second, until cancelled.
  private static func expire(_ table: ConnectionTable) async {
    while !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(100))
      table.expire()
    }
  }

  /// `3 of 16 files differ (2 changed, 1 added, 0 removed); …`, and how
  /// many differ within tolerance when some do (they can be accepted too).
  private func summary() -> String {
    let counts = session.counts
    var figures = [ReviewPage.Card.Status.changed, .added, .removed].map {
      "\(counts.statuses[$0] ?? 0) \($0.rawValue)"
    }
    if let within = counts.statuses[.withinTolerance], within > 0 {
      figures.append("\(within) within tolerance")
    }
    var line =
      "\(counts.differing) of \(counts.total) files differ (\(figures.joined(separator: ", ")))"
    line +=
      session.accepting ? "; Accept in the page copies the actual image over the reference" : ""
    return line + "; Done in the page or Ctrl-C ends the review"
  }

  /// `review ended: 3 accepted, 1 still differ`.
  private static func endLine(_ session: ReviewSession) -> String {
    let counts = session.counts
    return "review ended: \(counts.accepted) accepted, \(counts.differing) still differ"
  }
}
