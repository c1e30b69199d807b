// chevgen-review: `chevgen review …`, which the `chevgen` launcher runs as a
// program of its own (see Sources/ChevgenLauncher/main.c).
import ChevronSupport

// First of all, so that no Ctrl-C or SIGTERM is lost: until the page is
// served one ends the program at once; then it ends the review as Done does.
InterruptSignals.catchFromNowOn { Review.endBeforeServing() }
StandardStreams.holdClosed()
let status = await Review.launch()
// The blob readers' gits end and are waited for here, not left to end alone.
LiveChildren.endAll()
CurrentProcess.exit(status)
