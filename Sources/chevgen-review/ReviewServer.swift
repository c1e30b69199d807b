import ChevgenCommandLine
import ChevronCompare
import ChevronReview
import ChevronSupport
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Serves a review with FlyingFox on 127.0.0.1 until Done or Ctrl-C.
///
/// FlyingFox carries the bytes; `ReviewRouter` decides every answer. The
/// address is printed once the socket listens, so a script that reads it can
/// connect at once.
struct ReviewServer {
  let session: ReviewSession
  let port: UInt16

  /// Listens, serves and returns when the review ends; a port that cannot be
  /// bound is a `CommandFailure`.
  func run() async throws {
    let handler = Handler()
    let server = HTTPServer(
      config: .init(
        address: Loopback.address(port: port), timeout: 30,
        pool: NoDelayPool(base: HTTPServer.defaultPool()), logger: .disabled),
      handler: handler)
    let stopper = Stopper(server: server)
    handler.stopper = stopper
    let interrupts = Loopback.onInterrupt { stopper.stop() }
    defer { withExtendedLifetime(interrupts) {} }
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await server.run() }
        group.addTask {
          try await server.waitUntilListening(timeout: 10)
          guard case .ip4(_, let bound)? = await server.listeningAddress else { return }
          let router = ReviewRouter(
            session: session, token: ReviewRouter.makeToken(), port: Int(bound))
          handler.router.withLock { $0 = router }
          StandardOutput.line("review page: \(router.address)")
          StandardOutput.line(summary())
        }
        // Not `waitForAll`, which waits for every task before it throws: a
        // port that cannot be bound would wait out the listening timeout.
        while try await group.next() != nil {}
      }
    } catch let SocketError.failed(_, errorNumber, message) {
      guard !stopper.stopping else { return finish() }
      let problem = Loopback.bindProblem(port: Int(port), errorNumber: errorNumber) ?? message
      throw CommandFailure(
        message: "cannot serve the review: \(problem); choose another with --port, or leave "
          + "--port out for a free one", exitCode: 2)
    } catch {
      guard stopper.stopping else { throw error }
    }
    finish()
  }

  /// `3 of 16 files differ (2 changed, 1 added, 0 removed); …`.
  private func summary() -> String {
    let counts = session.counts
    let figures = [ReviewPage.Card.Status.changed, .added, .removed].map {
      "\(counts.statuses[$0] ?? 0) \($0.rawValue)"
    }
    var line =
      "\(counts.differing) of \(counts.total) files differ (\(figures.joined(separator: ", ")))"
    line +=
      session.accepting ? "; Accept in the page copies the actual image over the reference" : ""
    return line + "; Done in the page or Ctrl-C ends the review"
  }

  private func finish() {
    let counts = session.counts
    StandardOutput.line(
      "review ended: \(counts.accepted) accepted, \(counts.differing) still differ")
  }
}

/// Hands each request to the router once the port is known.
private final class Handler: HTTPHandler, @unchecked Sendable {
  /// Set once listening, before the address is printed; until then every
  /// request is refused.
  let router = Mutex<ReviewRouter?>(nil)
  /// Set before the server runs.
  var stopper: Stopper?

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard let router = router.withLock({ $0 }) else {
      return HTTPResponse(statusCode: HTTPStatusCode(503, phrase: "Service Unavailable"))
    }
    let answer = router.respond(method: request.method.rawValue, target: request.target.rawValue) {
      request.headers[HTTPHeader($0)]
    }
    for path in answer.accepted { StandardOutput.line("accepted: \(path)") }
    if answer.endsReview { stopper?.stop() }
    var headers = HTTPHeaders()
    for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
    return HTTPResponse(
      statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)),
      headers: headers, body: Data(answer.body))
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 421: "Misdirected Request"
    default: "Internal Server Error"
    }
  }
}

/// Ends the server once, from a request or a signal, without waiting in
/// either: `stop` waits for open connections, the asking one among them.
private final class Stopper: Sendable {
  let server: HTTPServer
  private let stopped = Atomic<Bool>(false)

  init(server: HTTPServer) { self.server = server }

  var stopping: Bool { stopped.load(ordering: .acquiring) }

  func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    Task.detached { [server] in await server.stop(timeout: 0.25) }
  }
}
