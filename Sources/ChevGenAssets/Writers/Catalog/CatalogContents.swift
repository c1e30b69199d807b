import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import ChevGenManifest
import ChevGenStyles
import ChevGenSystem

/// The `Contents.json` files of the asset catalog, keys in Xcode's sorted order.
enum CatalogContents {
  static let info: JSONValue = .object([("author", .string("chevgen")), ("version", .number(1))])

  /// The catalog's own `Contents.json`.
  static var root: JSONValue { .object([("info", info)]) }

  /// One image set: every locale, direction, appearance and scale of one
  /// state, and the default locale's images again without a locale, for
  /// devices in a language the app does not list.
  ///
  /// - Parameters:
  ///   - drawn: the button in each locale, as drawn and reversed (or in each
  ///     direction, when not localised).
  static func imageSet(
    state: ButtonState, drawn: [RenderedButton], catalog: CatalogWriter
  ) -> JSONValue {
    var images: [JSONValue] = []
    let mirrors = drawn.contains { $0.direction == .rightToLeft } || drawn.count > 1
    for unit in drawn {
      for image in unit.images where image.state == state {
        let named = AssetLayout.Image(unit, image)
        guard catalog.holds(named) else { continue }
        let direction = mirrors && unit.button.role == .back ? unit.direction : nil
        images.append(
          entry(image, file: catalog.fileName(named), locale: unit.locale, direction: direction))
        if let fallback = catalog.fallbackName(named) {
          images.append(entry(image, file: fallback, locale: nil, direction: direction))
        }
      }
    }
    var properties: [(String, JSONValue)] = []
    if drawn.contains(where: { $0.locale != nil }) {
      properties.append(("localizable", .bool(true)))
    }
    if let first = drawn.first, catalog.holdsVectors(first.button) {
      properties.append(("preserves-vector-representation", .bool(true)))
    }
    if let first = drawn.first {
      properties.append(
        ("template-rendering-intent", .string(intent(first) ? "template" : "original")))
    }
    return .object([
      ("images", .array(images)), ("info", info), ("properties", .object(properties)),
    ])
  }

  /// One image's entry, keys in Xcode's sorted order.
  private static func entry(
    _ image: RenderedButton.Image, file: String, locale: AssetLocale?,
    direction: LayoutDirection?
  ) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if image.appearance == .dark {
      members.append(
        (
          "appearances",
          .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])])
        ))
    }
    members.append(("filename", .string(file)))
    members.append(("idiom", .string("universal")))
    if let direction { members.append(("language-direction", .string(direction.catalogName))) }
    if let locale { members.append(("locale", .string(locale.description))) }
    if let slice = image.slice { members.append(("resizing", resizing(slice))) }
    if !file.hasSuffix(".pdf") {
      members.append(("scale", .string("\(Int(image.scale))x")))
    }
    return .object(members)
  }

  /// A three-part horizontal slice: the caps stay, one pixel column stretches.
  static func resizing(_ slice: StretchSlice) -> JSONValue {
    .object([
      (
        "cap-insets",
        .object([("left", .number(Double(slice.left))), ("right", .number(Double(slice.right)))])
      ),
      ("center", .object([("mode", .string("stretch")), ("width", .number(1))])),
      ("mode", .string("3-part-horizontal")),
    ])
  }

  /// Whether UIKit should tint the image: glyphs and the bare chevron, drawn
  /// without a background in the tint colour; art with a bezel or platter keeps its colours.
  static func intent(_ drawn: RenderedButton) -> Bool {
    let rules = drawn.button.role.rules(theme: drawn.style)
    if rules.platformDrawsGlass { return !rules.drawsTitle }
    let plain = rules.style == .plain || rules.style == .minimal
    return plain && (rules.purpose.glyph != nil || rules.style == .minimal)
  }
}

extension LayoutDirection {
  /// The asset catalog's spelling.
  var catalogName: String { self == .leftToRight ? "left-to-right" : "right-to-left" }
}
