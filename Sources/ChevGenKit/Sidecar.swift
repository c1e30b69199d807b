import ChevronGeometry

/// The JSON sidecar: the button's size, cap insets and label frame in points, and
/// each written image with its pixel size and pixel cap insets.
struct Sidecar {
  struct Image {
    var plan: OutputPlan.Image
    var pixelWidth: Int
    var pixelHeight: Int
  }

  /// What the button shows; empty for the chevron alone.
  var title: String
  /// What UIKit's long-press history menu shows.
  var historyTitle: String
  var titleTruncated: Bool
  var layout: BackButtonLayout
  var images: [Image]

  var json: JSONValue {
    .object([
      ("title", .string(title)),
      ("historyTitle", .string(historyTitle)),
      ("titleTruncated", .bool(titleTruncated)),
      ("direction", .string(layout.direction.rawValue)),
      (
        "size",
        .object([("width", .number(layout.size.width)), ("height", .number(layout.size.height))])
      ),
      ("capInsets", Self.insets(layout.capInsets)),
      (
        "labelFrame",
        .object([
          ("x", .number(layout.labelFrame.minX)), ("y", .number(layout.labelFrame.minY)),
          ("width", .number(layout.labelFrame.width)),
          ("height", .number(layout.labelFrame.height)),
        ])
      ),
      (
        "images",
        .array(
          images.map { image in
            .object([
              ("path", .string(image.plan.path)),
              ("scale", .number(image.plan.scale)),
              ("state", .string(image.plan.state.rawValue)),
              ("pixelWidth", .number(Double(image.pixelWidth))),
              ("pixelHeight", .number(Double(image.pixelHeight))),
              ("capInsetsPixels", Self.insets(layout.capInsets.pixels(atScale: image.plan.scale))),
            ])
          })
      ),
    ])
  }

  private static func insets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }
}
