import ArgumentParser
import ChevGenCompare
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

  @OptionGroup var output: JSONFirstOutputOptions<Diff, ReportOption>

  /// `--report`, held by `output` for its place in the help.
  var report: String? { output.between.report }

  public init() {}

  static var exitRules: ExitRules { .comparison }

  /// Both paths, unless parts are merged, which names none.
  public func validate() throws {
    guard sharding.merge.isEmpty else { return }
    if expected == nil { throw ValidationError("Missing expected argument '<expected>'") }
    if actual == nil { throw ValidationError("Missing expected argument '<actual>'") }
  }

  /// Builds the request, then compares (or merges) and writes its reports,
  /// printing what they print; exit 1 when anything differs.
  public func run() throws {
    let environment = CIEnvironment(variable: CurrentProcess.environment)
    let request = try sharding.merge.isEmpty ? comparison(environment) : merge(environment)
    let console = output.console
    let progress = console.progress(
      request.parts.isEmpty ? "chevgen: comparing" : "chevgen: merging")
    defer { progress.finish() }
    let result: DiffResult
    do {
      result = try DiffRunner.run(request, progress: progress.update) { printout in
        // The bar's line is cleared before the first result is printed.
        progress.finish()
        Self.print(printout, console)
      }
    } catch {
      if case .ignore(let reference, let problem) = error {
        throw ignoring.failure(problem, reference: reference)
      }
      let review = request.reviewFolder != nil || !request.parts.isEmpty
      throw CommandFailure(error, output: review ? .report : .output)
    }
    if !result.passed { throw ExitCode(1) }
  }

  /// The comparison of two paths the options ask for, checked as far as
  /// options can be.
  private func comparison(_ environment: CIEnvironment) throws(CommandFailure) -> DiffRequest {
    let (expected, actual) = (expected ?? "", actual ?? "")
    let options = try comparison.pixelMatchOptions()
    let tolerance = try comparison.tolerance()
    var request = DiffRequest(
      expected: expected, actual: actual, options: options, tolerance: tolerance,
      ignoring: try ignoring.areas(), diffOutput: out,
      settings: CompareOptions.settings(options, tolerance), naming: CommandFailure.flag)
    if case let ignored = ignoring.summary, !ignored.isEmpty { request.settings += ", " + ignored }
    if report != nil { try checkFoldersForReport(expected, actual) }
    request.shard = try sharding.chosen(folders: request.kind == .folders, environment: environment)
    request.reports = try reports(inputs: [expected, actual], environment)
    request.reviewFolder = report
    return request
  }

  /// What is printed (text or JSON), then the CI reports.
  func reports(
    inputs: [String], _ environment: CIEnvironment
  ) throws(CommandFailure) -> [DiffReport] {
    let json = output.json
    return [json ? .json : .text]
      + (try ci.reports(json: json, inputs: inputs, environment: environment))
  }

  /// A report's printout on standard output: a pair's line coloured by its
  /// verdict, the folders' lines with their status words, or the JSON.
  private static func print(_ printout: DiffPrintout, _ console: Console) {
    switch printout {
    case .results(let lines, let verdict):
      console.results(
        lines,
        color: verdict.map { $0 == .identical ? .green : $0 == .withinTolerance ? .yellow : .red })
    case .document(let document):
      console.document(document)
    case .commands(let lines):
      StandardOutput.lines(lines)
    }
  }

  /// A report compares two folders that exist, and holds its own diff
  /// images: anything else is one line, exit 2.
  private func checkFoldersForReport(_ expected: String, _ actual: String) throws(CommandFailure) {
    for path in [expected, actual] where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); \(CommandFailure.flag(.report)) compares two folders of "
          + "PNGs, e.g. chevgen diff Fixtures/ build/snapshots/ --report build/review",
        exitCode: ExitRules.comparison.failure)
    }
    if out != nil {
      let (out, report) = (CommandFailure.flag(.output), CommandFailure.flag(.report))
      throw CommandFailure(
        message: "\(out) and \(report) both name where diff images go; drop \(out): the report "
          + "holds them in its diff/ folder", exitCode: ExitRules.comparison.failure)
    }
  }
}

/// `chevgen diff`'s `--json`: the result as one object.
extension Diff: OutputWording {
  static let jsonHelp: ArgumentHelp = "Print the result as a JSON object. e.g. --json"
}
