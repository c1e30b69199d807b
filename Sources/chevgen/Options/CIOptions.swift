import ArgumentParser
import ChevGenCompare

/// `chevgen diff`'s reports for CI: a JUnit file, and GitHub Actions'
/// annotations and step summary.
struct CIOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Write a JUnit XML file: one test case per image, a failure per differing one "
        + "(count, tolerance, diff image). e.g. --junit build/chevgen-junit.xml",
      valueName: "file"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "text, or github: also an ::error line per differing image (annotating the pull "
        + "request) and a table appended to $GITHUB_STEP_SUMMARY. Default: github when "
        + "GITHUB_ACTIONS=true, else text. e.g. --format github",
      valueName: "text|github"))
  var format: String?

  /// The CI reports asked for, after what is printed: the JUnit file, then
  /// GitHub's (`CIEnvironment.githubReports`); `inputs` are the things
  /// compared, which the JUnit file may not be.
  func reports(
    json: Bool, inputs: [String], environment: CIEnvironment
  ) throws(CommandFailure) -> [DiffReport] {
    do throws(CompareError) {
      let github = try environment.githubReports(format: format, json: json)
      let junit = try junit.map { path throws(CompareError) in
        try DiffReport.junit(path, inputs: inputs)
      }
      return (junit.map { [$0] } ?? []) + github
    } catch {
      throw CommandFailure(error)
    }
  }
}
