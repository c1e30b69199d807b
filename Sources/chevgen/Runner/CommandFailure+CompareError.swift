import ChevGenCompare
import ChevGenFormat

extension CommandFailure {
  /// A comparison's trouble: `chevgen diff` and `chevgen review` exit 2 for
  /// all of it, as diff(1) does; the diff output is named by the flag of
  /// `output` (`--out`, or `--report` for a review page).
  public init(_ error: CompareError, output: RequestField = .output) {
    self.init(
      message: error.message(naming: { Self.flag($0 == .output ? output : $0) }),
      exitCode: ExitRules.comparison.failure)
  }
}
