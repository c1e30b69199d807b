import ArgumentParser
import ChevGenCompare
import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

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

  /// What is printed and appended for GitHub.
  enum Format: String, CaseIterable {
    case text, github
  }

  /// The format asked for, or GitHub's when run by GitHub Actions; with
  /// `json`, an automatic github is dropped (a script reads the JSON) and an
  /// asked-for one refused.
  func chosenFormat(json: Bool) throws(CommandFailure) -> Format {
    guard let format else {
      let actions = CurrentProcess.environment("GITHUB_ACTIONS") == "true"
      return actions && !json ? .github : .text
    }
    guard let chosen = Format(rawValue: format) else {
      throw CommandFailure(
        message: ValueText.invalid("--format", value: format, expected: "use text or github"),
        exitCode: ExitRules.comparison.failure)
    }
    if chosen == .github && json {
      throw CommandFailure(
        message: "--format github and --json both say what is printed; drop one of them",
        exitCode: ExitRules.comparison.failure)
    }
    return chosen
  }

  /// Refuses a JUnit path that names no file, or names one of the images compared.
  func check(inputs: [String]) throws(CommandFailure) {
    guard let junit else { return }
    if let problem = OutputPath.problem(junit, kind: .file, example: "build/chevgen-junit.xml") {
      throw CommandFailure(
        message: ValueText.invalid("--junit", value: junit, expected: problem),
        exitCode: ExitRules.comparison.failure)
    }
    for input in inputs where DirectoryCheck.isSameFile(junit, input) || junit == input {
      throw CommandFailure(
        message: "--junit '\(junit)' is '\(input)', one of the things compared; write the "
          + "JUnit file elsewhere, e.g. build/chevgen-junit.xml",
        exitCode: ExitRules.comparison.failure)
    }
  }

}
