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

  @OptionGroup var scales: ScalesOption

  /// The appearances given, light when none is.
  func appearances() throws(ChevGenError) -> [Appearance] {
    let given = try appearance.map { name throws(ChevGenError) in try Self.appearance(name) }
    return given.isEmpty ? [.light] : given
  }

  /// The scales given; nil for the format's default.
  func parsedScales() throws(ChevGenError) -> [Double]? {
    try scales.parsed()
  }

  /// One `--appearance` value; `animate`, which draws one appearance, parses its own with it.
  static func appearance(_ name: String) throws(ChevGenError) -> Appearance {
    try OptionValue.choice(name, option: "--appearance")
  }
}
