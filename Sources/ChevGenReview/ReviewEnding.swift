import ChevGenSystem
import Synchronization

/// How a review ends, once, whichever comes first: Done in the page, Ctrl-C
/// or SIGTERM before the page is served, or one while it is served.
///
/// A signal before the address is printed ends the program at once with
/// status 2, as a review that never ran; one after it stops the server, which
/// prints the end line and exits 0 as after Done. Whatever the server's
/// threads are doing then (comparing a large pair, writing an accepted file,
/// waiting on git), the program ends within ``limit`` seconds of the signal:
/// past it, the end line is printed here if it was not, and the program
/// exits. The end line is printed once, by whichever path gets there first.
package final class ReviewEnding: Sendable {
  /// Where the review is: comparing (0), serving (1), ended before serving (2).
  private static let phase = Atomic<Int>(0)
  /// The server's ending, registered before it begins serving: a signal
  /// finds it here when it runs, not when its action was chosen, so one
  /// taken just before the server started and handled just after still stops it.
  private static let serving = Mutex<ReviewEnding?>(nil)

  /// Seconds from a signal to the program's end, at most: children get
  /// `LiveChildren`'s grace within it, and an accept writes its file long before.
  package static let limit = 0.9

  private let signal = AsyncStream<Void>.makeStream()
  private let lineClaimed = Atomic<Bool>(false)
  /// The line that ends a served review, with the counts of the moment.
  package let endLine: @Sendable () -> String

  package init(endLine: @escaping @Sendable () -> String) { self.endLine = endLine }

  /// The end line for a signal before the page is served.
  package static let beforeServingLine = "review ended: 0 accepted, before the page was served"

  /// For a signal: ends the program at once when the page is not served yet
  /// (status 2, no child left); else asks the server to stop, ends every git
  /// so that no answer waits on one, and makes sure the program has ended
  /// within ``limit`` seconds, printing its end line if nobody has.
  /// `failure` is the status the program ends with when nothing was served.
  package static func interrupted(failure: Int32) {
    if phase.compareExchange(expected: 0, desired: 2, ordering: .sequentiallyConsistent).exchanged {
      _ = StandardStreams.sendLine(beforeServingLine)
      InterruptSignals.endNow(failure)
    }
    // Serving (the server registered first) or already ending.
    guard let ending = serving.withLock({ $0 }) else { return }
    InterruptSignals.endAfter(seconds: limit, status: 0) {
      if ending.claimLine() { _ = StandardStreams.sendLine(ending.endLine()) }
    }
    LiveChildren.endAll()
    ending.stop()
  }

  /// Called just before the address is printed, with the ending a signal
  /// stops from then on: false when a signal came first, in which case the
  /// program is ending and the caller must print nothing.
  package static func beginServing(_ ending: ReviewEnding) -> Bool {
    serving.withLock { $0 = ending }
    return phase.compareExchange(expected: 0, desired: 1, ordering: .sequentiallyConsistent)
      .exchanged
  }

  /// Asks the server to stop; later calls do nothing more.
  package func stop() { signal.continuation.finish() }

  /// Returns once `stop` has been called.
  package func stopped() async {
    for await _ in signal.stream {}
  }

  /// True for the first caller only: the one that prints the end line.
  package func claimLine() -> Bool {
    !lineClaimed.exchange(true, ordering: .sequentiallyConsistent)
  }
}
