import ArgumentParser
import ChevGenKit
import ChevronGeometry

/// The appearances and scales `render` and `preview` draw each image at.
struct ImageOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "light or dark; repeat for both. Dark files end in -dark. e.g. --appearance dark",
      valueName: "appearance"))
  var appearance: [String] = []

  @Option(
    help: ArgumentHelp(
      "PNG scales, comma-separated multiples of 0.5 from 1 to 8 (default: 1,2,3). e.g. --scales 2",
      valueName: "list"))
  var scales: String?

  /// The appearances given, light when none is.
  func appearances() throws(ChevGenError) -> [Appearance] {
    let given = try appearance.map { name throws(ChevGenError) -> Appearance in
      try OptionValue.choice(name, option: "--appearance")
    }
    return given.isEmpty ? [.light] : given
  }

  /// The scales given; nil for the format's default.
  func parsedScales() throws(ChevGenError) -> [Double]? {
    try scales.map { text throws(ChevGenError) in try OptionValue.scales(text, option: "--scales") }
  }
}
