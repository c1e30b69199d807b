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
      let request = try self.request(expected, actual)
      let format = try ci.chosenFormat(json: json)
      try ci.check(inputs: [expected, actual])
      let console = Console(quiet: quiet, json: json)
      let result = try compare(request, console)
      print(result, console)
      try reportForCI(
        result.outcomes(naming: CompareOptions.flag), expected: expected, actual: actual,
        tolerance: request.tolerance, format: format, json: json, reportFolder: report)
      if !result.passed { throw ExitCode(1) }
    } catch let error as CompareError {
      if case .ignore(let reference, let problem) = error {
        throw ignoring.failure(problem, reference: reference)
      }
      throw CommandFailure(error, output: report == nil ? .output : .report)
    }
  }

  /// The comparison the options ask for, checked as far as options can be.
  private func request(_ expected: String, _ actual: String) throws -> DiffRequest {
    let options = try comparison.pixelMatchOptions()
    let tolerance = try comparison.tolerance()
    var request = DiffRequest(
      expected: expected, actual: actual, options: options, tolerance: tolerance,
      ignoring: try ignoring.areas(), diffOutput: out, report: report,
      settings: CompareOptions.settings(options, tolerance))
    if case let ignored = ignoring.summary, !ignored.isEmpty { request.settings += ", " + ignored }
    if report != nil { try checkFoldersForReport(expected, actual) }
    request.shard = try sharding.chosen(folders: request.kind == .folders)
    return request
  }

  /// The comparison, with a progress bar for folders.
  private func compare(_ request: DiffRequest, _ console: Console) throws -> DiffResult {
    guard request.kind == .folders else { return try DiffRunner.run(request) }
    let progress = console.progress("chevgen: comparing")
    defer { progress.finish() }
    return try DiffRunner.run(request, progress: progress.update)
  }

  /// The result on standard output: the folders' lines and the page's
  /// address, or the pair's summary coloured by its verdict; or the JSON.
  private func print(_ result: DiffResult, _ console: Console) {
    if json { return console.document(result.json) }
    switch result {
    case .folders(let compared):
      var lines = compared.lines(naming: CompareOptions.flag)
      if let report { lines.append("review page: " + DirectoryCheck.join(report, "index.html")) }
      console.results(lines)
    case .images(let report):
      console.results(
        [report.summary(naming: CompareOptions.flag)],
        color: report.verdict == .identical ? .green : report.passed ? .yellow : .red)
    }
  }

  /// A report compares two folders that exist, and holds its own diff
  /// images: anything else is one line, exit 2.
  private func checkFoldersForReport(_ expected: String, _ actual: String) throws(CommandFailure) {
    for path in [expected, actual] where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); --report compares two folders of PNGs, e.g. "
          + "chevgen diff Fixtures/ build/snapshots/ --report build/review",
        exitCode: ExitRules.comparison.failure)
    }
    if out != nil {
      throw CommandFailure(
        message: "--out and --report both name where diff images go; drop --out: the report "
          + "holds them in its diff/ folder", exitCode: ExitRules.comparison.failure)
    }
  }
}
