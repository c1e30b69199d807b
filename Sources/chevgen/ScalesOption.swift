import ArgumentParser
import ChevGenKit

/// `--scales`, the PNG scales every drawing command writes a file at.
struct ScalesOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "PNG scales, comma-separated multiples of 0.5 from 1 to 8 (default: 1,2,3). e.g. --scales 2",
      valueName: "list"))
  var scales: String?

  /// The scales given; nil for the format's default.
  func parsed() throws(ChevGenError) -> [Double]? {
    try scales.map { text throws(ChevGenError) in try OptionValue.scales(text, option: "--scales") }
  }
}
