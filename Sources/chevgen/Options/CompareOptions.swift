import ArgumentParser
import ChevGenCompare
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
    let limits = tolerance.summary(naming: CommandFailure.flag)
    return settings + (limits.isEmpty ? ", no tolerance" : ", passing with " + limits)
  }

  /// pixelmatch's options, each value checked (exit 2, as every trouble of diff).
  public func pixelMatchOptions() throws(CommandFailure) -> PixelMatchOptions {
    var options = PixelMatchOptions()
    do throws(CompareError) {
      options.threshold = try DiffValue.threshold(threshold)
      options.alpha = try DiffValue.alpha(alpha)
      options.includeAntiAliased = includeAa
      options.diffMask = diffMask
      if let diffColor { options.diffColor = try DiffValue.color(diffColor, field: .diffColor) }
      if let diffColorAlt {
        options.darkerDiffColor = try DiffValue.color(diffColorAlt, field: .diffColorAlt)
      }
      if let aaColor { options.antiAliasedColor = try DiffValue.color(aaColor, field: .aaColor) }
      options.background = try DiffValue.background(background)
    } catch {
      throw CommandFailure(error)
    }
    return options
  }

  /// The tolerance, each limit checked.
  public func tolerance() throws(CommandFailure) -> DiffTolerance {
    do throws(CompareError) {
      return DiffTolerance(
        maximumPixels: try maxDiffPixels.map(DiffValue.maximumPixels),
        maximumRatio: try maxDiffRatio.map(DiffValue.maximumRatio))
    } catch {
      throw CommandFailure(error)
    }
  }
}
