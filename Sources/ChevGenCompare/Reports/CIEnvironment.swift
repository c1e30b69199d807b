import ChevGenFormat

/// What a CI service tells a comparison through the environment: GitHub
/// Actions' variables and Bazel's test sharding. A front end reads them
/// once (`init(variable:)`) and hands the value in, so that no report reads
/// the environment itself and a test sets it as a value.
public struct CIEnvironment: Sendable {
  /// `GITHUB_ACTIONS=true`: GitHub Actions runs the command.
  public var githubActions: Bool
  /// `GITHUB_STEP_SUMMARY`: the file the job's summary is appended to; empty for none.
  public var stepSummary: String
  /// The run's page, from `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and
  /// `GITHUB_RUN_ID` when each is what GitHub sets (`GitHubReport.runPage`).
  public var runPage: String?
  /// Bazel's `TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX` and
  /// `TEST_SHARD_STATUS_FILE`, as set.
  public var bazelShards: (total: String?, index: String?, statusFile: String?)

  /// How a comparison is reported for CI: the values of the field `RequestField.format`.
  public enum Format: String, CaseIterable, Sendable {
    /// Lines for a person or a log.
    case text
    /// Also GitHub's annotations and step summary.
    case github
  }

  /// The environment `variable` gives, by each variable's name.
  public init(variable: (String) -> String?) {
    githubActions = variable("GITHUB_ACTIONS") == "true"
    stepSummary = variable("GITHUB_STEP_SUMMARY") ?? ""
    runPage = GitHubReport.runPage(
      server: variable("GITHUB_SERVER_URL"), repository: variable("GITHUB_REPOSITORY"),
      runID: variable("GITHUB_RUN_ID"))
    bazelShards = (
      variable("TEST_TOTAL_SHARDS"), variable("TEST_SHARD_INDEX"),
      variable("TEST_SHARD_STATUS_FILE")
    )
  }

  /// GitHub's reports for a run that asked for `format` (nil for the
  /// default: GitHub's under GitHub Actions, unless `json` is printed, as a
  /// script reads it) and prints JSON or not. The step summary goes to a
  /// file, not to the JSON's reader, so it is appended under `json` too
  /// when GitHub Actions runs the command and no format was asked for.
  public func githubReports(format text: String?, json: Bool) throws(CompareError) -> [DiffReport] {
    let format: Format
    if let text {
      guard let chosen = Format(rawValue: text) else {
        throw .invalidValue(.format, value: text, expected: "use text or github")
      }
      if chosen == .github && json {
        throw .conflict(
          "\(RequestField.format) github and \(RequestField.json) both say what is printed; "
            + "drop one of them")
      }
      format = chosen
    } else {
      format = githubActions && !json ? .github : .text
    }
    let summarising =
      (format == .github || (json && githubActions && text == nil)) && !stepSummary.isEmpty
    return (format == .github ? [.githubAnnotations] : [])
      + (summarising ? [.githubSummary(stepSummary, run: runPage)] : [])
  }
}
