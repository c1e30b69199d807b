import ArgumentParser
import ChevgenCommandLine
import ChevronCompare
import ChevronDiff
import ChevronSupport

/// `chevgen diff`: pixelmatch-compatible comparison of two PNGs or two directories.
public struct Diff: ParsableCommand {
  public static let configuration = CommandConfiguration(
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
      Exit status, as diff(1): 0 the same (within the tolerance), 1 different,
      2 trouble (a missing or unreadable file, a bad option).
      """)

  @Argument(help: "The reference PNG, or a directory of them. e.g. Fixtures/back.png")
  var expected: String

  @Argument(help: "The PNG to check, or a directory of them. e.g. build/back.png")
  var actual: String

  @Option(
    help: ArgumentHelp(
      "Write the diff image (a directory, for directories: one per changed file). "
        + "e.g. --out diff.png", valueName: "path"))
  var out: String?

  @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive. e.g. --threshold 0.05")
  var threshold: Double = 0.1

  @Flag(help: "Count anti-aliased pixels as differences. e.g. --include-aa")
  var includeAa = false

  @Option(
    help: ArgumentHelp(
      "Opacity of the faded original under the differences, 0 to 1. "
        + "e.g. --alpha 0.5"))
  var alpha: Double = 0.1

  @Option(
    help: ArgumentHelp(
      "Colour of differing pixels (default: 255,0,0). e.g. --diff-color 255,0,255",
      valueName: "r,g,b"))
  var diffColor: String?

  @Option(
    help: ArgumentHelp(
      "Colour of pixels that are darker in the actual image (default: the diff colour). "
        + "e.g. --diff-color-alt 0,255,0", valueName: "r,g,b"))
  var diffColorAlt: String?

  @Option(
    help: ArgumentHelp(
      "Colour of anti-aliased pixels (default: 255,255,0). e.g. --aa-color 0,192,0",
      valueName: "r,g,b"))
  var aaColor: String?

  @Flag(help: "Draw only the differences, on a transparent background. e.g. --diff-mask")
  var diffMask = false

  @Option(
    help: ArgumentHelp(
      "What translucent pixels are blended over: checkerboard (pixelmatch 7) or white "
        + "(pixelmatch 5 and 6). e.g. --background white", valueName: "checkerboard|white"))
  var background = "checkerboard"

  @Option(
    help: ArgumentHelp(
      "Pass with up to this many differing pixels. e.g. --max-diff-pixels 100", valueName: "n"))
  var maxDiffPixels: Int?

  @Option(
    help: ArgumentHelp(
      "Pass with up to this share of differing pixels, 0 to 1. e.g. --max-diff-ratio 0.001",
      valueName: "ratio"))
  var maxDiffRatio: Double?

  @Flag(help: "Print the result as a JSON object. e.g. --json")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Write a review page of two folders' comparison (index.html, copies of every image, "
        + "the diff images) to a folder, to open in a browser. e.g. --report build/review",
      valueName: "folder"))
  var report: String?

  public init() {}

  public func run() throws {
    do {
      let options = try pixelMatchOptions()
      let tolerance = try self.tolerance()
      let passed: Bool
      if report != nil { try checkFoldersForReport() }
      switch (DirectoryDiffer.isDirectory(expected), DirectoryDiffer.isDirectory(actual)) {
      case (true, true):
        let compared = try compareFolders(options, tolerance)
        var lines = compared.lines(naming: Self.flag)
        if let report { lines.append("review page: " + DirectoryCheck.join(report, "index.html")) }
        print(json ? compared.json.serialized() : lines.joined(separator: "\n"))
        passed = compared.passed
      case (false, false):
        let report = try ImageDiffer.compare(
          expected: expected, actual: actual, options: options, tolerance: tolerance,
          diffOutput: out)
        print(
          json ? report.json.serialized() : report.summary(naming: Self.flag),
          terminator: json ? "" : "\n")
        passed = report.passed
      default:
        throw CommandFailure(
          message: "'\(expected)' and '\(actual)' are not both files or both directories; "
            + "compare a file with a file or a directory with a directory", exitCode: 2)
      }
      if !passed { throw ExitCode(1) }
    } catch let error as CompareError {
      throw CommandFailure(error, outputOption: report == nil ? "--out" : "--report")
    }
  }

  /// A report compares two folders that exist: anything else is one line, exit 2.
  private func checkFoldersForReport() throws(CommandFailure) {
    for path in [expected, actual] where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); --report compares two folders of PNGs, e.g. "
          + "chevgen diff Fixtures/ build/snapshots/ --report build/review", exitCode: 2)
    }
  }

  /// The folders compared, their diff images in `--out` or the review page in `--report`.
  private func compareFolders(
    _ options: PixelMatchOptions, _ tolerance: DiffTolerance
  ) throws -> DirectoryDiffReport {
    guard let report else {
      return try DirectoryDiffer.compare(
        expected: expected, actual: actual, options: options, tolerance: tolerance,
        diffDirectory: out)
    }
    if out != nil {
      throw CommandFailure(
        message: "--out and --report both name where diff images go; drop --out: the report "
          + "holds them in its diff/ folder", exitCode: 2)
    }
    var settings = "threshold \(ValueText.number(options.threshold))"
    settings += options.includeAntiAliased ? ", anti-aliasing counted" : ", anti-aliasing ignored"
    let limits = tolerance.summary(naming: Self.flag)
    settings += limits.isEmpty ? ", no tolerance" : ", passing with " + limits
    return try ReviewReport.write(
      expected: expected, actual: actual, options: options, tolerance: tolerance,
      settings: settings, to: report)
  }

  private func pixelMatchOptions() throws(CommandFailure) -> PixelMatchOptions {
    var options = PixelMatchOptions()
    options.threshold = try Self.share(
      threshold, option: "--threshold", why: "give a threshold from 0 to 1, e.g. 0.1")
    options.alpha = try Self.share(
      alpha, option: "--alpha", why: "give an opacity from 0 to 1, e.g. 0.1")
    options.includeAntiAliased = includeAa
    options.diffMask = diffMask
    if let diffColor { options.diffColor = try Self.rgb(diffColor, option: "--diff-color") }
    if let diffColorAlt {
      options.darkerDiffColor = try Self.rgb(diffColorAlt, option: "--diff-color-alt")
    }
    if let aaColor { options.antiAliasedColor = try Self.rgb(aaColor, option: "--aa-color") }
    guard let background = PixelMatchOptions.Background(rawValue: background) else {
      let names = PixelMatchOptions.Background.allCases.map(\.rawValue)
      throw Self.invalid(
        "--background", value: self.background,
        expected: "use " + names.dropLast().joined(separator: ", ") + " or " + names.last!)
    }
    options.background = background
    return options
  }

  /// A tolerance limit by the option that sets it.
  static func flag(_ limit: DiffTolerance.Limit) -> String {
    switch limit {
    case .pixels: "--max-diff-pixels"
    case .ratio: "--max-diff-ratio"
    }
  }

  /// A usage error in diff's options: exit 2, as for every trouble.
  private static func invalid(
    _ option: String, value: String, expected: String
  ) -> CommandFailure {
    CommandFailure(
      message: ValueText.invalid(option, value: value, expected: expected), exitCode: 2)
  }

  /// `value` if it is a share from 0 to 1.
  private static func share(
    _ value: Double, option: String, why: String
  ) throws(CommandFailure) -> Double {
    guard value.isFinite, (0...1).contains(value) else {
      throw invalid(option, value: ValueText.number(value), expected: why)
    }
    return value
  }

  /// `R,G,B` (see `DiffColor.init?(text:)`).
  private static func rgb(_ text: String, option: String) throws(CommandFailure) -> DiffColor {
    guard let color = DiffColor(text: text) else {
      throw invalid(option, value: text, expected: "give R,G,B, each from 0 to 255, e.g. 255,0,0")
    }
    return color
  }

  private func tolerance() throws(CommandFailure) -> DiffTolerance {
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw Self.invalid(
        "--max-diff-pixels", value: String(maxDiffPixels),
        expected: "give a count of 0 or more, e.g. 100")
    }
    let ratio = try maxDiffRatio.map { ratio throws(CommandFailure) in
      try Self.share(
        ratio, option: "--max-diff-ratio", why: "give a share from 0 to 1, e.g. 0.001 for 0.1%")
    }
    return DiffTolerance(maximumPixels: maxDiffPixels, maximumRatio: ratio)
  }
}
