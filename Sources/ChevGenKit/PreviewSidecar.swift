import ChevGenFormat
import ChevGenGeometry
import ChevGenSystem
import ChevGenText

/// The preview's JSON sidecar: the bar's size, every button's frame, the
/// resolved back title, the title's frame or the large title's lines, and each
/// written image.
struct PreviewSidecar {
  var bar: PreviewBar
  var images: [Sidecar.Image]

  var json: JSONValue {
    let request = bar.request
    let historyTitle: JSONValue =
      request.configuration == .page ? .string(request.backTitles.historyTitle) : .null
    return .object([
      ("configuration", .string(request.configuration.rawValue)),
      ("style", .string(request.buttons.look.style.rawValue)),
      ("direction", .string(bar.direction.rawValue)),
      ("size", Sidecar.size(bar.layout.size)),
      ("title", titleJSON),
      ("backTitle", bar.backTitle.map(JSONValue.string) ?? .null),
      ("historyTitle", historyTitle),
      ("items", .array(bar.placedItems.map(itemJSON))),
      ("largeTitle", bar.largeTitle.map(largeTitleJSON) ?? .null),
      ("images", .array(images.map(imageJSON))),
    ])
  }

  /// The text, and for a centred title whether it was shortened and its frame.
  private var titleJSON: JSONValue {
    var members: [(String, JSONValue)] = [("text", .string(bar.request.title))]
    if let label = bar.title, let frame = bar.layout.title {
      members += [("truncated", .bool(label.isEllipsized)), ("frame", Sidecar.frame(frame))]
    }
    return .object(members)
  }

  private func itemJSON(_ item: PreviewBar.Item, frame: Rect) -> JSONValue {
    .object([
      ("role", .string(item.role.rawValue)),
      ("purpose", .string(item.drawing.factory.rules.role.name)),
      ("style", .string(item.style.rawValue)),
      ("frame", Sidecar.frame(frame)),
    ])
  }

  private func largeTitleJSON(_ lines: TitleLines) -> JSONValue {
    let placed = zip(lines.lines, bar.layout.largeTitleLines).map { line, frame in
      JSONValue.object([
        ("text", .string(line.text)), ("width", .number(line.width)),
        ("frame", Sidecar.frame(frame)),
      ])
    }
    return .object([("truncated", .bool(lines.isEllipsized)), ("lines", .array(placed))])
  }

  private func imageJSON(_ image: Sidecar.Image) -> JSONValue {
    .object([
      ("path", .string(image.plan.path)),
      ("scale", .number(image.plan.scale)),
      ("appearance", .string(image.plan.appearance.rawValue)),
      ("pixelWidth", .number(Double(image.pixelWidth))),
      ("pixelHeight", .number(Double(image.pixelHeight))),
    ])
  }
}
