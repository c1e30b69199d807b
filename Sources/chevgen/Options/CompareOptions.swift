import ArgumentParser
import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// How two images are compared, for `chevgen diff` and `chevgen review`:
/// pixelmatch's options and the tolerance, as options of both commands.
public struct CompareOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "Matching threshold from 0 to 1; smaller is more sensitive (default: 0.1). "
        + "e.g. --threshold 0.05"),
    transform: DecimalOption.read)
  var threshold: Double = 0.1

  @Flag(help: "Count anti-aliased pixels as differences. e.g. --include-aa")
  var includeAa = false

  @Option(
    help: ArgumentHelp(
      "Opacity of the faded original under the differences, 0 to 1 (default: 0.1). "
        + "e.g. --alpha 0.5"),
    transform: DecimalOption.read)
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
      "Pass with up to this many differing pixels. e.g. --max-diff-pixels 100", valueName: "n"),
    transform: DecimalOption.count)
  var maxDiffPixels: Int?

  @Option(
    help: ArgumentHelp(
      "Pass with up to this share of differing pixels, 0 to 1. e.g. --max-diff-ratio 0.001",
      valueName: "ratio"),
    transform: DecimalOption.read)
  var maxDiffRatio: Double?

  public init() {}

  /// The settings line a review page shows.
  public static func settings(_ options: PixelMatchOptions, _ tolerance: DiffTolerance) -> String {
    var settings = "threshold \(ValueText.number(options.threshold))"
    settings += options.includeAntiAliased ? ", anti-aliasing counted" : ", anti-aliasing ignored"
    let limits = tolerance.summary(naming: flag)
    return settings + (limits.isEmpty ? ", no tolerance" : ", passing with " + limits)
  }

  public func pixelMatchOptions() throws(CommandFailure) -> PixelMatchOptions {
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
  public static func flag(_ limit: DiffTolerance.Limit) -> String {
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
      message: ValueText.invalid(option, value: value, expected: expected),
      exitCode: ExitRules.comparison.failure)
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

  public func tolerance() throws(CommandFailure) -> DiffTolerance {
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
