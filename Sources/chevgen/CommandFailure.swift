import ChevGenKit

/// A library error on its way out: its message and the exit code it maps to.
struct CommandFailure: Error {
  let message: String
  let exitCode: Int32

  init(_ error: ChevGenError) {
    message = error.message
    exitCode = error.isUsageError ? 64 : 1
  }
}
