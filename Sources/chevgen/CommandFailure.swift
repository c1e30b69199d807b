import ChevGenKit
import ChevronCompare

/// A library error on its way out: its message in the command line's words
/// and the exit code it maps to.
struct CommandFailure: Error {
  let message: String
  let exitCode: Int32

  /// The exit code is 64 for a usage error and 1 for a failure, unless the
  /// command fixes it (`chevgen diff` exits 2 for any trouble, as diff(1) does).
  init(_ error: ChevGenError, exitCode: Int32? = nil) {
    message = error.message(naming: Self.flag)
    self.exitCode = exitCode ?? (Self.isUsageError(error) ? 64 : 1)
  }

  /// A comparison's trouble: `chevgen diff` exits 2 for all of it, as diff(1) does.
  init(_ error: CompareError) {
    message = error.message(outputOption: "--out")
    exitCode = 2
  }

  init(message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }

  /// The flag that sets `field`.
  static func flag(_ field: RequestField) -> String {
    switch field {
    case .output: "--out"
    case .fromTitle: "--from"
    case .toTitle: "--to"
    default: "--" + field.rawValue
    }
  }

  /// Whether the command line itself is at fault (exit 64) rather than the
  /// files or the machine (exit 1). An image too large to draw is the
  /// options' doing.
  static func isUsageError(_ error: ChevGenError) -> Bool {
    switch error {
    case .invalidValue, .conflict, .title, .unknownExtension: true
    case .render(.imageTooLarge), .png(.imageTooLarge): true
    case .file, .text, .render, .png: false
    }
  }
}
