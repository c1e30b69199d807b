import ChevGenFormat
import ChevGenKit
import ChevGenStyles
import ChevGenSystem

/// `index.json`: every button, locale and image written, with cap insets in
/// points and in pixels of each file, and the label's frame.
enum AssetIndex {
  static func json(_ drawn: [RenderedButton], layout: AssetLayout) -> JSONValue {
    .object([
      ("manifest", .string(String(PathText.lastComponent(of: layout.manifest.path)))),
      // On every core: a build's index holds every image's files and insets.
      ("buttons", .array(ParallelMap.map(drawn) { button($0, layout: layout) })),
    ])
  }

  private static func button(_ unit: RenderedButton, layout: AssetLayout) -> JSONValue {
    .object([
      ("name", .string(unit.button.name)),
      ("role", .string(unit.button.role.name)),
      ("locale", unit.locale.map { .string($0.description) } ?? .null),
      ("direction", .string(unit.direction.rawValue)),
      // The edition's kind (the art, a locale's art reversed for the catalog, or
      // Android's without its title), under the key readers of the index depend on.
      ("variant", .string(unit.kind.rawValue)),
      ("title", unit.title.map(JSONValue.string) ?? .null),
      ("titleTruncated", .bool(unit.titleTruncated)),
      (
        "size",
        .object([("width", .number(unit.size.width)), ("height", .number(unit.size.height))])
      ),
      (
        "labelFrame",
        unit.labelFrame.map { frame in
          .object([
            ("x", .number(frame.minX)), ("y", .number(frame.minY)),
            ("width", .number(frame.width)), ("height", .number(frame.height)),
          ])
        } ?? .null
      ),
      ("images", .array(unit.images.map { image($0, of: unit, layout: layout) })),
    ])
  }

  private static func image(
    _ image: RenderedButton.Image, of unit: RenderedButton, layout: AssetLayout
  ) -> JSONValue {
    // The catalog's unlocalised fallback, the one second file of an output, has a key of its own.
    var files: [(String, JSONValue)] = []
    let named = AssetLayout.Image(unit, image)
    for file in layout.files(of: named, ninePatch: image.slice != nil) {
      let key = files.contains { $0.0 == file.output } ? file.output + "Unlocalized" : file.output
      files.append((key, .string(file.path)))
    }
    func insets(_ left: Double, _ right: Double) -> JSONValue {
      .object([
        ("top", .number(0)), ("left", .number(left)), ("bottom", .number(0)),
        ("right", .number(right)),
      ])
    }
    return .object(
      [
        ("state", .string(image.state.rawValue)),
        ("appearance", .string(image.appearance.rawValue)),
        ("scale", .number(image.scale)),
        ("pixelWidth", .number(Double(image.pixelWidth))),
        ("pixelHeight", .number(Double(image.pixelHeight))),
        (
          "capInsets",
          image.slice.map {
            let points = $0.points(scale: image.scale)
            return insets(points.left, points.right)
          } ?? .null
        ),
        ("capInsetsPixels", image.slice.map { insets(Double($0.left), Double($0.right)) } ?? .null),
        ("files", .object(files)),
      ] + fileSizes(unit, files: files))
  }

  /// The size of each file listed that is not the image's own, so that the
  /// index gives every file's size: the catalog PDF of a glyph whose glass
  /// the platform draws is the template UIKit tints, the glyph alone on a
  /// 44 pt square, where the art (its other outputs) holds the platter and
  /// its shadows. Nothing for other art, whose files all have the image's size.
  private static func fileSizes(
    _ unit: RenderedButton, files: [(String, JSONValue)]
  ) -> [(String, JSONValue)] {
    guard unit.button.role.rules(theme: unit.style).platformDrawsGlass,
      CatalogContents.intent(unit)
    else { return [] }
    let side = JSONValue.number(GlassButton.height)
    let sizes: [(String, JSONValue)] = files.compactMap { key, path in
      guard case .string(let file) = path, file.hasSuffix(".pdf") else { return nil }
      return (key, .object([("width", side), ("height", side)]))
    }
    return sizes.isEmpty ? [] : [("fileSizes", .object(sizes))]
  }
}
