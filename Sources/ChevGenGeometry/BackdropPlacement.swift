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

  /// The art's top-left corner on `backdrop` for art of `artSize`, in points.
  public func origin(for artSize: Size, on backdrop: GlassBackdrop) -> Point {
    switch self {
    case .at(let point):
      return point
    case .centred:
      guard !backdrop.isUniform else { return Point(x: 0, y: 0) }
      let size = backdrop.size
      return Point(x: (size.width - artSize.width) / 2, y: (size.height - artSize.height) / 2)
    }
  }
}
