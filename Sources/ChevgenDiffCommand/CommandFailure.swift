import ChevgenCommandLine
import ChevronCompare

extension CommandFailure {
  /// A comparison's trouble: `chevgen diff` exits 2 for all of it, as diff(1) does.
  init(_ error: CompareError) {
    self.init(message: error.message(outputOption: "--out"), exitCode: 2)
  }
}
