import ChevGenFormat
import ChevGenGeometry

/// Where art lies on its glass backdrop, as the user gave it: centred on the
/// backdrop, or with its top-left corner at a point of it.
///
/// Only ``origin(for:on:)`` turns a placement into a point, so every drawing
/// of glass (a button, a bar and its buttons, a group's shared platter)
/// places the same art at the same spot.
public enum BackdropPlacement: Hashable, Sendable {
  /// The art's centre on the backdrop's centre (a single colour is the same
  /// everywhere, so there the corner is simply (0, 0)).
  case centred
  /// The art's top-left corner at this point of the backdrop, in points.
  case at(Point)
  /// A glass button in the bar's row of a full-screen screenshot: its
  /// platter `margin` points from the backdrop's left or right edge, where
  /// ``ScreenModel`` lays the bar's items out.
  case bar(Edge, margin: Double)

  /// A side of the backdrop.
  public enum Edge: Hashable, Sendable {
    case left
    case right
  }

  /// The art's top-left corner on `backdrop` for art of `artSize`, in points.
  public func origin(for artSize: Size, on backdrop: GlassBackdrop) -> Point {
    switch self {
    case .at(let point):
      return point
    case .bar(let edge, let margin):
      guard !backdrop.isUniform else { return Point(x: 0, y: 0) }
      // The art reaches past the platter by the glass margins, its shadows' room.
      let inset = GlassButton.margins
      let screen = ScreenModel(width: backdrop.size.width)
      let platterWidth = artSize.width - inset.left - inset.right
      return Point(
        x: screen.x(ofItem: platterWidth, inset: margin, from: edge) - inset.left,
        y: ScreenModel.platterTop(height: GlassButton.height) - inset.top)
    case .centred:
      guard !backdrop.isUniform else { return Point(x: 0, y: 0) }
      let size = backdrop.size
      return Point(x: (size.width - artSize.width) / 2, y: (size.height - artSize.height) / 2)
    }
  }
}

extension BackdropPlacement {
  /// Why `given`, fields that say how a screenshot lies under the art (where,
  /// `backdropOrigin`; its pixels per point, `backdropScale`), cannot be
  /// used over `backdrops`, the backdrops given as a user names them; nil
  /// when one of them is a screenshot. A colour is the same under every
  /// point, so over colours alone (or the system background) they would be
  /// taken and do nothing.
  public static func refusal(placing given: [RequestField], over backdrops: [String]) -> FieldText?
  {
    guard let first = given.first, !backdrops.contains(where: { !GlassBackdrop.namesColor($0) })
    else { return nil }
    let one = given.count == 1
    let fields: FieldText = one ? "\(first)" : "\(first) and \(given[given.count - 1])"
    let drop: FieldText = one ? "\(first)" : "them"
    let matters: FieldText =
      fields + (one ? " only matters" : " only matter") + " over a screenshot"
    guard !backdrops.isEmpty else {
      return matters + ", and \(.backdrop) is not given; give \(.backdrop), a PNG screenshot, or "
        + "drop " + drop
    }
    return matters + ", and \(.backdrop) is "
      + (backdrops.count == 1 ? "a colour" : "a colour for every appearance")
      + ", the same everywhere; make \(.backdrop) a PNG screenshot or drop " + drop
  }
}
