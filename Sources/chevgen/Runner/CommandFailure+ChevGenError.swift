import ChevGenFormat
import ChevGenKit

/// A render's, animation's, preview's or sheet's error in the command line's
/// words (diff's are `CompareError`s, mapped in CommandFailure+CompareError.swift).
extension CommandFailure {
  /// The exit code is 64 for a usage error and 1 for a failure, unless the
  /// command fixes it.
  init(_ error: ChevGenError, exitCode: Int32? = nil) {
    self.init(
      message: error.message(naming: Self.flag),
      exitCode: exitCode
        ?? (Self.isUsageError(error) ? ExitRules.drawing.usage : ExitRules.drawing.failure))
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
  /// files or the machine (exit 1): a missing or unreadable input file is 1
  /// whichever option names it. An image too large to draw is the options'
  /// doing.
  static func isUsageError(_ error: ChevGenError) -> Bool {
    switch error {
    case .invalidValue, .conflict, .title, .unknownExtension: true
    case .render(.imageTooLarge), .png(.imageTooLarge): true
    case .unusableFile, .file, .text, .render, .png: false
    }
  }
}
