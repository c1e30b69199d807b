import ChevGenKit
import ChevronCompare

/// A library error on its way out: its message and the exit code it maps to.
struct CommandFailure: Error {
  let message: String
  let exitCode: Int32

  /// The exit code is 64 for a usage error and 1 for a failure, unless the
  /// command fixes it (`chevgen diff` exits 2 for any trouble, as diff(1) does).
  init(_ error: ChevGenError, exitCode: Int32? = nil) {
    message = error.message
    self.exitCode = exitCode ?? (error.isUsageError ? 64 : 1)
  }

  /// A comparison's trouble: `chevgen diff` exits 2 for all of it, as diff(1) does.
  init(_ error: CompareError) {
    message = error.message(outputOption: "--out")
    exitCode = 2
  }
}
