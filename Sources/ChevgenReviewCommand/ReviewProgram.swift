import ChevgenCommands
import ChevronSupport
import Dispatch

/// How chevgen-compare runs `chevgen review`: the server's work is
/// asynchronous, while `chevgen diff`, the program's other command, starts
/// without Swift's concurrency runtime (an asynchronous `main` would start it
/// for every diff too).
public enum ReviewProgram {
  /// Runs the review command line this process was started with; never returns.
  public static func run() -> Never {
    // First of all, so that no Ctrl-C or SIGTERM is lost: until the page is
    // served one ends the program at once; then it ends the review as Done does.
    InterruptSignals.catchFromNowOn { ReviewEnding.interrupted(nil) }
    StandardStreams.holdClosed()
    Task {
      let status = await Review.launch()
      // The blob readers' gits end and are waited for here, not left to end alone.
      LiveChildren.endAll()
      CurrentProcess.exit(status)
    }
    dispatchMain()
  }
}
