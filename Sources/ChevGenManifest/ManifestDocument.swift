import Yams

/// The manifest's top-level mapping: each section read in document order by its
/// own type, then the checks that need two sections at once.
///
/// A section with problems is reported and left at its default, so that the
/// sections after it are still checked and every problem is listed in one run.
enum ManifestDocument {
  /// The top-level keys, in the order the schema lists them.
  static let keys = ["theme"] + ManifestLists.keys + ["xcassets", "android", "buttons"]

  /// The manifest at `node`, or nil when it is not a mapping or declares no buttons.
  static func read(_ node: Node, path: String, reader: inout ManifestReader) -> Manifest? {
    guard let entries = reader.entries(node, "", allowed: keys, what: "a manifest") else {
      return nil
    }
    var theme = ManifestThemeSection()
    var lists = ManifestLists()
    var android = AndroidOptions()
    var catalogVectors = false
    var buttonsNode: Node?
    for (key, _, value) in entries {
      switch key {
      case "theme": theme = ManifestThemeSection(value, reader: &reader) ?? theme
      case "android": android = ManifestAndroidSection.read(value, reader: &reader)
      case "xcassets": catalogVectors = ManifestCatalogSection.read(value, reader: &reader)
      case "buttons": buttonsNode = value
      default: lists.read(key, value, reader: &reader)
      }
    }
    lists.checkOutputsNeeds(reader: &reader)
    guard let buttonsNode else {
      reader.report(
        node, "buttons", "no buttons are declared; add buttons: [{name: Back, role: back, …}]")
      return nil
    }
    // Fixed widths must land on the pixel grid of every scale drawn, Android's too.
    let drawn = Manifest(
      path: path, theme: theme.theme, scales: lists.scales, outputs: lists.outputs,
      android: android, buttons: [])
    let buttons = ManifestButtonsSection(
      theme: theme.theme, locales: lists.locales, scales: drawn.drawnScales,
      androidOnly: drawn.drawnScales.filter { !lists.scales.contains($0) },
      resourcePrefix: android.prefix
    ).read(buttonsNode, reader: &reader)
    theme.checkColorsInUse(
      declaresClose: ManifestButtonsSection.declaresClose(buttonsNode), reader: &reader)
    return Manifest(
      path: path, theme: theme.theme, locales: lists.locales, states: lists.states,
      appearances: lists.appearances, scales: lists.scales, outputs: lists.outputs,
      android: android, catalogVectors: catalogVectors, buttons: buttons)
  }
}
