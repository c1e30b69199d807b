import ArgumentParser
import ChevGenKit
import ChevGenStyles

/// The appearances and scales `render` and `preview` draw each image at.
///
/// `animate` and `sheet` declare `--scales` (and `animate` a single
/// `--appearance`) themselves, with the help and parsing here: an option group
/// costs every start-up about 0.8 M instructions of parsing, 2% of a render.
public struct ImageOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "light or dark; repeat for both. Dark files end in -dark. e.g. --appearance dark",
      valueName: "appearance"))
  public var appearance: [String] = []

  @Option(help: Self.scalesHelp)
  public var scales: String?

  public static let scalesHelp = ArgumentHelp(
    "PNG scales, comma-separated multiples of 0.5 from 1 to 8 (default: 1,2,3). e.g. --scales 2",
    valueName: "list")

  public init() {}
}

/// `ImageOptions` read as chevgen's values.
extension ImageOptions {
  /// The appearances given, each once; light when none is.
  func appearances() throws(ChevGenError) -> [Appearance] {
    let given: [Appearance] = try OptionValue.choices(
      appearance, field: .appearance, what: "appearance")
    return given.isEmpty ? [.light] : given
  }

  /// The scales given; nil for the format's default.
  func parsedScales() throws(ChevGenError) -> [Double]? {
    try Self.scales(scales)
  }

  /// One `--appearance` value.
  static func appearance(_ name: String) throws(ChevGenError) -> Appearance {
    try OptionValue.choice(name, field: .appearance)
  }

  /// A `--scales` list if one is given; nil for the format's default.
  static func scales(_ text: String?) throws(ChevGenError) -> [Double]? {
    try text.map { text throws(ChevGenError) in try OptionValue.scales(text, field: .scales) }
  }
}
