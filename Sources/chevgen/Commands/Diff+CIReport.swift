import ChevGenCompare
import ChevGenDiff
import ChevGenSystem

/// What `chevgen diff --junit` and `--format github` write (`CIOptions` holds
/// the options and their checks).
extension Diff {
  /// Writes the JUnit file, prints the annotations and appends the step
  /// summary that `format` asks for, for `outcomes` of comparing `expected`
  /// with `actual`. The summary is appended also under `--json` when GitHub
  /// Actions runs the command: it goes to a file, not to the JSON's reader.
  /// `outcomes` are made only when one of those is asked for: a suite of
  /// 10^5 images holds about 750 bytes of them an image.
  func reportForCI(
    _ outcomes: @autoclosure () -> [ImageOutcome], expected: String, actual: String,
    tolerance: DiffTolerance, format: CIOptions.Format, json: Bool, reportFolder: String? = nil
  ) throws(CommandFailure) {
    let actions = CurrentProcess.environment("GITHUB_ACTIONS") == "true"
    let summary = CurrentProcess.environment("GITHUB_STEP_SUMMARY") ?? ""
    let summarising =
      (format == .github || (json && actions && ci.format == nil)) && !summary.isEmpty
    guard ci.junit != nil || format == .github || summarising else { return }
    let outcomes = outcomes()
    if let junit = ci.junit {
      let limits = tolerance.summary(naming: CompareOptions.flag)
      do throws(CompareError) {
        try JUnitReport.write(
          outcomes, suite: "chevgen diff", classname: expected,
          tolerance: limits.isEmpty ? "none (any differing pixel fails)" : limits, to: junit)
      } catch {
        throw CommandFailure(error, output: .junit)
      }
    }
    if format == .github { StandardOutput.lines(GitHubReport.annotations(outcomes)) }
    guard summarising else { return }
    let markdown = GitHubReport.summary(
      outcomes, title: "chevgen diff \(expected) \(actual)",
      run: GitHubReport.runPage(
        server: CurrentProcess.environment("GITHUB_SERVER_URL"),
        repository: CurrentProcess.environment("GITHUB_REPOSITORY"),
        runID: CurrentProcess.environment("GITHUB_RUN_ID")),
      reportPage: reportFolder.map { DirectoryCheck.join($0, "index.html") })
    do throws(FileError) {
      try FileAppender.append(Array(markdown.utf8), to: summary)
    } catch {
      throw CommandFailure(
        message: error.message(naming: { _ in "GITHUB_STEP_SUMMARY" }),
        exitCode: ExitRules.comparison.failure)
    }
  }
}
