import ChevGenReview
import ChevGenSystem
import Dispatch

/// How `chevgen review` runs: the server's work is asynchronous, while every
/// other command starts without Swift's concurrency runtime (an asynchronous
/// `main` would start it for every render and diff too).
enum ReviewProgram {
  /// Runs `review`; never returns.
  static func run(_ review: Review) -> Never {
    // First of all, so that no Ctrl-C or SIGTERM is lost: until the page is
    // served one ends the program at once; then it ends the review as Done does.
    InterruptSignals.catchFromNowOn {
      ReviewEnding.interrupted(failure: Review.exitRules.failure)
    }
    StandardStreams.holdClosed()
    Task {
      let status = await review.launch()
      // The blob readers' gits end and are waited for here, not left to end alone.
      LiveChildren.endAll()
      CurrentProcess.exit(status)
    }
    dispatchMain()
  }
}
