import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import Yams

/// The top-level lists: the locales, states, appearances and scales to draw and
/// the outputs to write. A list with problems keeps its default, so that the
/// buttons are still checked against something.
struct ManifestLists {
  /// The keys of the lists, in the order the schema lists them.
  static let keys = ["locales", "states", "appearances", "scales", "outputs"]

  private(set) var locales: [AssetLocale] = []
  private(set) var states = Manifest.defaultStates
  private(set) var appearances: [Appearance] = [.light]
  private(set) var scales = Manifest.defaultScales
  private(set) var outputs = AssetOutput.defaults
  /// Where the outputs are declared, for the check of what each output reads.
  private var outputsNode: Node?
  /// Where the scales are declared, for the check against the outputs.
  private var scalesNode: Node?

  /// Reads the list under `key`, one of `keys`.
  mutating func read(_ key: String, _ node: Node, reader: inout ManifestReader) {
    switch key {
    case "locales":
      locales = Self.locales(node, reader: &reader) ?? locales
    case "states":
      states =
        reader.choices(node, key, of: ButtonState.self, example: "[normal, highlighted]") ?? states
    case "appearances":
      appearances =
        reader.choices(node, key, of: Appearance.self, example: "[light, dark]") ?? appearances
    case "scales":
      scalesNode = node
      scales = Self.scales(node, key, reader: &reader) ?? scales
    default:
      outputsNode = node
      outputs =
        reader.choices(node, key, of: AssetOutput.self, example: "[xcassets, android, css]")
        ?? outputs
    }
  }

  /// Each output's own needs: one of the scales it takes (or it has no
  /// image), and the output it reads (`AssetOutput.takenScales`, `reads`).
  func checkOutputsNeeds(reader: inout ManifestReader) {
    for output in outputs {
      if let taken = output.takenScales, !scales.contains(where: taken.scales.contains) {
        reader.report(scalesNode, "scales", taken.refusal)
      }
    }
    for output in outputs {
      if let outputsNode, let read = output.reads, !outputs.contains(read.output) {
        reader.report(outputsNode, "outputs", read.refusal)
      }
    }
  }

  /// The locales that parse; those that do not are reported and left out.
  private static func locales(_ node: Node, reader: inout ManifestReader) -> [AssetLocale]? {
    guard let items = reader.list(node, "locales", example: "[en, de, ar]") else { return nil }
    return reader.distinctItems(items, "locales", of: AssetLocale.self) { reader, item, keyPath in
      guard let text = reader.string(item, keyPath, example: "en") else { return nil }
      guard let locale = AssetLocale(text) else {
        reader.report(
          item, keyPath,
          "\(ManifestReader.quote(text)) is not a locale; use a language code with an optional script and region, "
            + "e.g. en, pt-BR, zh-Hans")
        return nil
      }
      return (locale, ManifestReader.quote(text))
    }.values
  }

  /// The scales at `keyPath` (`scales`, `android.scales`), each one the
  /// platforms use; nil when none is left.
  static func scales(_ node: Node, _ keyPath: String, reader: inout ManifestReader) -> [Double]? {
    guard let items = reader.nonEmptyList(node, keyPath, example: "[1, 2, 3]") else {
      return nil
    }
    let scales = reader.distinctItems(items, keyPath, of: Double.self) { reader, item, keyPath in
      guard let scale = reader.number(item, keyPath, example: "2") else { return nil }
      guard Manifest.allowedScales.contains(scale) else {
        reader.report(
          item, keyPath,
          "\(ValueText.number(scale)) is not a scale the platforms use; use 1, 1.5, 2, 3 or 4")
        return nil
      }
      return (scale, ValueText.number(scale))
    }.values
    return scales.isEmpty ? nil : scales
  }
}
