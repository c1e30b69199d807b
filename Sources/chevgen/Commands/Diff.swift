import ArgumentParser
import ChevGenCompare
import ChevGenDiff
import ChevGenReview
import ChevGenSystem

/// `chevgen diff`: pixelmatch-compatible comparison of two PNGs or two directories.
public struct Diff: ChevGenCommand {
  public static let configuration = CompletionPass.skipped(
    CommandConfiguration(
      commandName: "diff",
      abstract: "Compare two PNG files, or two directories of PNGs, pixel by pixel.",
      discussion: """
        The comparison is pixelmatch 7.2.0's: colours are compared in YIQ space against
        the threshold, translucent pixels are blended over a background first, and
        anti-aliased pixels are shown but not counted.
          chevgen diff expected.png actual.png --out diff.png
            → 143 of 131072 pixels differ (0.11%)
          chevgen diff Fixtures/ build/snapshots/ --out build/diffs/
            → one line per added, removed or changed file, then a count
        Images of different sizes differ; they are compared over the union of both.
        --ignore and --mask leave pixels out: each ignored pixel of the actual image
        takes the reference's value before comparing, and is drawn blue in the diff
        image. For folders (and --report) they apply to every pair.
          chevgen diff expected.png actual.png --ignore 0,0,320,20 --out diff.png
        For CI, --junit writes a JUnit file (a test case per image), and under
        GitHub Actions (GITHUB_ACTIONS=true, or --format github) each differing image
        is an ::error annotation and a table is appended to $GITHUB_STEP_SUMMARY.
          chevgen diff Fixtures/ build/snapshots/ --report build/review --junit build/junit.xml
        On a CI matrix, --shard K/N compares part K of N of the paths (under Bazel,
        TEST_TOTAL_SHARDS and TEST_SHARD_INDEX choose it), and --merge joins the
        parts' reports into one result and one page:
          chevgen diff Fixtures/ build/snapshots/ --shard 2/4 --report build/shard-2
          chevgen diff --merge build/shard-1 build/shard-2 build/shard-3 build/shard-4 --report build/review
        Exit status, as diff(1): 0 the same (within the tolerance), 1 different,
        2 trouble (a missing or unreadable file, a bad option).
        """))

  @Argument(help: "The reference PNG, or a directory of them. e.g. Fixtures/back.png")
  var expected: String?

  @Argument(help: "The PNG to check, or a directory of them. e.g. build/back.png")
  var actual: String?

  @Option(
    help: ArgumentHelp(
      "Write the diff image (a directory, for directories: one per changed file). "
        + "e.g. --out diff.png", valueName: "path"))
  var out: String?

  @OptionGroup var comparison: CompareOptions

  @OptionGroup var ignoring: IgnoreOptions

  @OptionGroup var ci: CIOptions

  @OptionGroup var sharding: ShardOptions

  @Flag(help: "Print the result as a JSON object. e.g. --json")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Write a review page of two folders' comparison (index.html, copies of every image, "
        + "the diff images) to a folder, to open in a browser. e.g. --report build/review",
      valueName: "folder"))
  var report: String?

  @Flag(name: [.short, .long], help: Console.quietHelp)
  var quiet = false

  public init() {}

  static var exitRules: ExitRules { .comparison }

  /// Both paths, unless parts are merged, which names none.
  public func validate() throws {
    guard sharding.merge.isEmpty else { return }
    if expected == nil { throw ValidationError("Missing expected argument '<expected>'") }
    if actual == nil { throw ValidationError("Missing expected argument '<actual>'") }
  }

  public func run() throws {
    if !sharding.merge.isEmpty { return try runMerge() }
    guard let expected, let actual else { return }
    do {
      let options = try comparison.pixelMatchOptions()
      let tolerance = try comparison.tolerance()
      let areas = try ignoring.areas()
      let format = try ci.chosenFormat(json: json)
      try ci.check(inputs: [expected, actual])
      let passed: Bool
      let outcomes: [ImageOutcome]
      if report != nil { try checkFoldersForReport(expected, actual) }
      let console = Console(quiet: quiet, json: json)
      let folders = (DirectoryDiffer.isDirectory(expected), DirectoryDiffer.isDirectory(actual))
      let shard = try sharding.chosen(folders: folders != (false, false))
      switch folders {
      case (true, true):
        let compared = try compareFolders(
          (expected, actual), options, tolerance, areas, shard: shard, console)
        var lines = compared.lines(naming: CompareOptions.flag)
        if let report { lines.append("review page: " + DirectoryCheck.join(report, "index.html")) }
        if json { console.document(compared.json) } else { console.results(lines) }
        passed = compared.passed
        outcomes = ImageOutcome.outcomes(of: compared, naming: CompareOptions.flag)
      case (false, false):
        let report = try ImageDiffer.compare(
          expected: expected, actual: actual, options: options, tolerance: tolerance,
          ignoring: areas, diffOutput: out)
        if json {
          console.document(report.json)
        } else {
          console.results(
            [report.summary(naming: CompareOptions.flag)],
            color: report.verdict == .identical ? .green : report.passed ? .yellow : .red)
        }
        passed = report.passed
        outcomes = ImageOutcome.outcomes(of: report, naming: CompareOptions.flag)
      default:
        throw CommandFailure(
          message: "'\(expected)' and '\(actual)' are not both files or both directories; "
            + "compare a file with a file or a directory with a directory",
          exitCode: ExitRules.comparison.failure)
      }
      try reportForCI(
        outcomes, expected: expected, actual: actual, tolerance: tolerance, format: format,
        json: json, reportFolder: report)
      if !passed { throw ExitCode(1) }
    } catch let error as CompareError {
      if case .ignore(let reference, let problem) = error {
        throw ignoring.failure(problem, reference: reference)
      }
      throw CommandFailure(error, outputOption: report == nil ? "--out" : "--report")
    }
  }

  /// A report compares two folders that exist: anything else is one line, exit 2.
  private func checkFoldersForReport(_ expected: String, _ actual: String) throws(CommandFailure) {
    for path in [expected, actual] where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); --report compares two folders of PNGs, e.g. "
          + "chevgen diff Fixtures/ build/snapshots/ --report build/review",
        exitCode: ExitRules.comparison.failure)
    }
  }

  /// The folders compared, their diff images in `--out` or the review page in `--report`.
  private func compareFolders(
    _ folders: (expected: String, actual: String), _ options: PixelMatchOptions,
    _ tolerance: DiffTolerance, _ areas: IgnoredAreas, shard: SuiteShard?, _ console: Console
  ) throws -> DirectoryDiffReport {
    let (expected, actual) = folders
    let progress = console.progress("chevgen: comparing")
    defer { progress.finish() }
    guard let report else {
      return try DirectoryDiffer.compare(
        expected: expected, actual: actual, options: options, tolerance: tolerance,
        ignoring: areas, diffDirectory: out, shard: shard, progress: progress.update)
    }
    if out != nil {
      throw CommandFailure(
        message: "--out and --report both name where diff images go; drop --out: the report "
          + "holds them in its diff/ folder", exitCode: ExitRules.comparison.failure)
    }
    var settings = CompareOptions.settings(options, tolerance)
    if case let ignored = ignoring.summary, !ignored.isEmpty { settings += ", " + ignored }
    return try ReviewReport.write(
      expected: expected, actual: actual, options: options, tolerance: tolerance,
      ignoring: areas, settings: settings, to: report, shard: shard, progress: progress.update)
  }
}
