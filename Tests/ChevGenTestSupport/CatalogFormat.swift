/// Apple's asset catalog format for a catalog's and an image set's
/// `Contents.json`: the keys each level may hold, the values each key takes, and
/// the rules that span keys. `problems(in:)` lists every departure with its JSON
/// path, so a test can show what Xcode would misread or drop.
///
/// Sources: Apple's "Asset Catalog Format Reference" (Catalog Type, Image Set
/// Type: info, properties, images and their slot keys, resizing, center,
/// cap-insets, alignment-insets, and each enumerated value), and for what that
/// 2018 reference predates (`appearances`, `locale`, `localizable`, watch and
/// Metal values) the files Xcode writes, kept in Fixtures/catalogs.
public enum CatalogFormat {
  /// Keys of the document itself: a catalog's root holds `info` alone (and
  /// maybe `properties`), an image set adds `images`.
  static let top: [String: CatalogValue] = [
    "info": .object, "images": .objects, "properties": .object,
  ]

  static let info: [String: CatalogValue] = ["author": .text, "version": .number(minimum: 1)]

  static let compression = CatalogValue.oneOf([
    "automatic", "lossless", "lossy", "gpu-optimized-best", "gpu-optimized-smallest",
  ])
  static let intent = CatalogValue.oneOf(["original", "template"])
  static let sizeClass = CatalogValue.oneOf(["compact", "regular"])

  /// An image entry's keys: its file, the slot it fills, and how it stretches.
  static let image: [String: CatalogValue] = [
    "filename": .fileName,
    "idiom": .oneOf([
      "universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing",
      "watch-marketing", "tv-marketing",
    ]),
    "scale": .oneOf(["1x", "2x", "3x"]),
    "appearances": .objects,
    "locale": .pattern(
      "[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?",
      described: "a locale such as \"de\" or \"es-419\""),
    "language-direction": .oneOf(["left-to-right", "right-to-left"]),
    "resizing": .object,
    "alignment-insets": .object,
    "subtype": .text,
    "display-gamut": .oneOf(["sRGB", "display-P3"]),
    "color-space": .oneOf(["srgb", "display-p3"]),
    "compression-type": compression,
    "graphics-feature-set": .pattern(
      "metal[1-4]v[1-3]|apple[1-9]", described: "a Metal family such as \"metal3v1\" or \"apple6\""),
    "memory": .pattern("[1-9][0-9]*GB", described: "a memory size such as \"2GB\""),
    "screen-width": .pattern(
      "(<=|>)[0-9]+", described: "a watch width such as \"<=145\" or \">183\""),
    "width-class": sizeClass,
    "height-class": sizeClass,
    // The reference lists it per image; Xcode writes it in `properties`.
    "template-rendering-intent": intent,
  ]

  static let appearance: [String: CatalogValue] = [
    "appearance": .oneOf(["luminosity", "contrast"]), "value": .text,
  ]
  /// The values each kind of appearance takes.
  static let appearanceValues: [String: [String]] = [
    "luminosity": ["light", "dark"], "contrast": ["high"],
  ]

  static let resizing: [String: CatalogValue] = [
    "mode": .oneOf(["3-part-horizontal", "3-part-vertical", "9-part"]),
    "center": .object, "cap-insets": .object,
  ]
  static let center: [String: CatalogValue] = [
    "mode": .oneOf(["stretch", "tile"]), "width": .number(minimum: 0),
    "height": .number(minimum: 0),
  ]
  static let insets: [String: CatalogValue] = [
    "top": .number(minimum: 0), "left": .number(minimum: 0), "bottom": .number(minimum: 0),
    "right": .number(minimum: 0),
  ]

  static let properties: [String: CatalogValue] = [
    "localizable": .boolean,
    "template-rendering-intent": intent,
    "preserves-vector-representation": .boolean,
    "compression-type": compression,
    "on-demand-resource-tags": .strings,
    "auto-scaling": .oneOf(["auto"]),
    // A catalog's own property since Xcode 15: generated image and colour symbols.
    "generate-swift-asset-symbol-extensions": .oneOf(["enabled", "disabled"]),
  ]

  /// Every problem of a `Contents.json` text, or the one reason it is not JSON.
  public static func problems(in text: String) -> [String] {
    do {
      return problems(try CatalogJSON.parse(text))
    } catch {
      return ["(document): not JSON: \(error)"]
    }
  }

  /// Every problem of a parsed `Contents.json`, each led by its JSON path.
  public static func problems(_ document: CatalogJSON) -> [String] {
    var check = CatalogCheck()
    check.document(document)
    return check.problems
  }
}
