import ChevGenKit
import ChevgenCommands
import ChevronGeometry

/// `ImageOptions` read as chevgen's values.
extension ImageOptions {
  /// The appearances given, light when none is.
  func appearances() throws(ChevGenError) -> [Appearance] {
    let given = try appearance.map { name throws(ChevGenError) in try Self.appearance(name) }
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
