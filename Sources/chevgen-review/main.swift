// chevgen-review: `chevgen review …`, which the `chevgen` launcher runs as a
// program of its own (see Sources/ChevgenLauncher/main.c).
import ChevronSupport

CurrentProcess.exit(await Review.launch())
