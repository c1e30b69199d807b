import Yams

/// The `android` section: the densities Android's tree is drawn at, who
/// draws the titles (`text: native`, the platform; `baked`, chevgen) and the
/// prefix of every resource name (`prefix: chevgen_`).
enum ManifestAndroidSection {
  static let keys = ["scales", "text", "prefix"]

  /// The options at `node`; the defaults for what is missing or has problems,
  /// which are reported.
  static func read(_ node: Node, reader: inout ManifestReader) -> AndroidOptions {
    var options = AndroidOptions()
    guard let entries = reader.entries(node, "android", allowed: keys, what: "Android's options")
    else { return options }
    for (key, _, value) in entries {
      let keyPath = "android.\(key)"
      if key == "scales" {
        options.scales = ManifestLists.scales(value, keyPath, reader: &reader) ?? options.scales
        continue
      }
      if key == "prefix" {
        guard let prefix = reader.string(value, keyPath, example: "chevgen_") else { continue }
        if let problem = AndroidOptions.problem(withPrefix: prefix) {
          reader.report(value, keyPath, problem)
        } else {
          options.prefix = prefix
        }
        continue
      }
      guard let text = reader.string(value, keyPath, example: "native") else { continue }
      guard let choice = AndroidOptions.Text(rawValue: text) else {
        reader.report(
          value, keyPath,
          "unknown value \(ManifestReader.quote(text)); use native (Android draws the title) or "
            + "baked (the title is drawn into the art)")
        continue
      }
      options.text = choice
    }
    return options
  }
}
