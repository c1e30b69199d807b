import ChevGenFormat
import ChevGenSystem

/// The reports CI servers read: a JUnit file, and GitHub Actions'
/// annotations and step summary (`CIEnvironment` says which a run writes).
extension DiffReport {
  /// A JUnit XML file at `path`: a test case per image (`JUnitReport`).
  /// Refused before anything is compared when `path` names no file or one
  /// of `inputs`, the things compared.
  public static func junit(_ path: String, inputs: [String]) throws(CompareError) -> DiffReport {
    try JUnitReport.check(path)
    for input in inputs where DirectoryCheck.isSameFile(path, input) || path == input {
      throw .conflict(
        "\(RequestField.junit) '\(path)' is '\(input)', one of the things compared; write the "
          + "JUnit file elsewhere, e.g. build/chevgen-junit.xml")
    }
    return DiffReport { findings, _ throws(CompareError) in
      let limits = findings.tolerance.summary(naming: findings.naming)
      try JUnitReport.write(
        findings.outcomes, suite: "chevgen diff", classname: findings.expected,
        tolerance: limits.isEmpty ? "none (any differing pixel fails)" : limits, to: path)
    }
  }

  /// An `::error` line per differing image, printed whatever else is, for
  /// GitHub to annotate the pull request with.
  public static let githubAnnotations = DiffReport { findings, print in
    print(.commands(GitHubReport.annotations(findings.outcomes)))
  }

  /// A table of the differing images appended to the job's step summary,
  /// the file `summary`, linking the run's page `run` when it is known.
  public static func githubSummary(_ summary: String, run: String?) -> DiffReport {
    DiffReport { findings, _ throws(CompareError) in
      let markdown = GitHubReport.summary(
        findings.outcomes, title: "chevgen diff \(findings.expected) \(findings.actual)",
        run: run, reportPage: findings.reviewPage)
      do throws(FileError) {
        try FileAppender.append(Array(markdown.utf8), to: summary)
      } catch {
        throw .file(error)
      }
    }
  }
}
