import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem

/// The sprite sheet's JSON frame table: where each frame is on the sheet, when
/// it shows, and what the transition was doing.
struct FrameTable {
  var scale: Double
  var suffix: String
  var request: AnimationRequest
  var transition: Transition
  var titles: (from: String, to: String)
  var timeline: Timeline
  var frames: [TransitionFrame]
  var rects: [(x: Int, y: Int, width: Int, height: Int)]

  var json: JSONValue {
    let first = rects.first ?? (0, 0, 0, 0)
    return .object([
      ("image", .string("sprites\(suffix).png")),
      ("animation", .string("animation\(suffix).png")),
      ("scale", .number(scale)),
      ("frameWidth", .number(Double(first.width))),
      ("frameHeight", .number(Double(first.height))),
      (
        "canvas",
        .object([
          ("width", .number(transition.canvasSize.width)),
          ("height", .number(transition.canvasSize.height)),
        ])
      ),
      ("direction", .string(transition.direction.rawValue)),
      ("state", .string(request.state.rawValue)),
      ("appearance", .string(request.appearance.rawValue)),
      ("from", end(request.from, title: titles.from)),
      ("to", end(request.to, title: titles.to)),
      ("duration", .number(timeline.duration)),
      ("fps", .number(Double(timeline.framesPerSecond))),
      ("curve", .string(timeline.curve.rawValue)),
      ("frameCount", .number(Double(frames.count))),
      ("frames", .array(zip(timeline.frames, zip(frames, rects)).map(frameJSON))),
    ])
  }

  private func end(_ end: AnimationRequest.End, title: String) -> JSONValue {
    .object([
      ("style", .string(end.style.rawValue)), ("purpose", .string(end.purpose.rawValue)),
      ("title", .string(title)),
    ])
  }

  private func frameJSON(
    _ timing: Timeline.Frame,
    _ drawn: (TransitionFrame, (x: Int, y: Int, width: Int, height: Int))
  ) -> JSONValue {
    let (frame, rect) = drawn
    return .object([
      ("index", .number(Double(timing.index))),
      ("file", .string(AnimationRenderer.frameName(timing.index, suffix: suffix))),
      ("time", .number(timing.time)),
      ("progress", .number(timing.progress)),
      (
        "rect",
        .object([
          ("x", .number(Double(rect.x))), ("y", .number(Double(rect.y))),
          ("width", .number(Double(rect.width))), ("height", .number(Double(rect.height))),
        ])
      ),
      ("buttonWidth", .number(frame.buttonWidth)),
      ("outgoingOpacity", .number(frame.outgoingOpacity)),
      ("incomingOpacity", .number(frame.incomingOpacity)),
    ])
  }
}
