import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem

/// The JSON sidecar: the button's size, cap insets and label frame in points, and
/// each written image with its pixel size and pixel cap insets.
struct Sidecar {
  struct Image {
    var plan: OutputPlan.Image
    var pixelWidth: Int
    var pixelHeight: Int
  }

  var style: ButtonStyleKind
  var purpose: Purpose
  /// What the button shows; empty for the chevron alone.
  var title: String
  /// What UIKit's long-press history menu shows.
  var historyTitle: String
  var titleTruncated: Bool
  var art: any ButtonArt
  var images: [Image]

  var json: JSONValue {
    .object([
      ("style", .string(style.rawValue)),
      ("purpose", .string(purpose.rawValue)),
      ("title", .string(title)),
      ("historyTitle", .string(historyTitle)),
      ("titleTruncated", .bool(titleTruncated)),
      ("direction", .string(art.direction.rawValue)),
      ("size", Self.size(art.size)),
      ("capInsets", art.capInsets.map(Self.insets) ?? .null),
      ("labelFrame", art.labelFrame.map(Self.frame) ?? .null),
      ("images", .array(images.map(imageJSON))),
    ])
  }

  private func imageJSON(_ image: Image) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(image.plan.path)),
      ("scale", .number(image.plan.scale)),
    ]
    // A companion's key is "variant": readers of the sidecar depend on it.
    if let companion = image.plan.companion {
      members.append(("variant", .string(companion)))
    } else {
      members.append(("state", .string(image.plan.state.rawValue)))
      members.append(("appearance", .string(image.plan.appearance.rawValue)))
    }
    members += [
      ("pixelWidth", .number(Double(image.pixelWidth))),
      ("pixelHeight", .number(Double(image.pixelHeight))),
      (
        "capInsetsPixels",
        art.capInsets.map { Self.insets($0.pixels(atScale: image.plan.scale)) } ?? .null
      ),
    ]
    return .object(members)
  }

  /// `{"width", "height"}` in points.
  static func size(_ size: Size) -> JSONValue {
    .object([("width", .number(size.width)), ("height", .number(size.height))])
  }

  /// `{"x", "y", "width", "height"}` in points.
  static func frame(_ frame: Rect) -> JSONValue {
    .object([
      ("x", .number(frame.minX)), ("y", .number(frame.minY)),
      ("width", .number(frame.width)), ("height", .number(frame.height)),
    ])
  }

  private static func insets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }
}
