import ChevGenCompare

extension CommandFailure {
  /// A comparison's trouble: `chevgen diff` and `chevgen review` exit 2 for
  /// all of it, as diff(1) does; `outputOption` names what is written
  /// (`--out`, or `--report`).
  public init(_ error: CompareError, outputOption: String = "--out") {
    self.init(
      message: error.message(outputOption: outputOption), exitCode: ExitRules.comparison.failure)
  }
}
