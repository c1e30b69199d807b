import ArgumentParser

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
