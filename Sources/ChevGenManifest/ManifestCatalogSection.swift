import Yams

/// The `xcassets` section: how the asset catalog holds art, today whether
/// title-less art is one PDF per image instead of a PNG per scale.
enum ManifestCatalogSection {
  static let keys = ["vector"]

  /// Whether the catalog holds title-less art as vectors; false for what is
  /// missing or has problems, which are reported.
  static func read(_ node: Node, reader: inout ManifestReader) -> Bool {
    guard
      let entries = reader.entries(node, "xcassets", allowed: keys, what: "the catalog's options")
    else { return false }
    var vector = false
    for (_, _, value) in entries {
      guard let text = reader.string(value, "xcassets.vector", example: "true") else { continue }
      // Quoted, `true` is text to YAML (and to the schema): only the bare word is a yes.
      let quoted = value.scalar.map { $0.style != .plain && $0.style != .any } ?? false
      switch text {
      case "true" where !quoted: vector = true
      case "false" where !quoted: vector = false
      default:
        reader.report(
          value, "xcassets.vector",
          "\(ManifestReader.quote(text))\(quoted ? ", quoted," : "") is not true or false; use "
            + "true (unquoted) for title-less art as PDF vectors, false (the default) for PNGs")
      }
    }
    return vector
  }
}
