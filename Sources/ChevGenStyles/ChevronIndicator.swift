import ChevGenGeometry

/// The iOS 7–12 back indicator: a thin chevron drawn as one stroked line with
/// round caps and joins, in a 13 × 21 pt box.
public enum ChevronIndicator {
  /// The box UIKit's back indicator image has at 1x.
  public static let size = Size(width: 13, height: 21)
  /// The stroke's width in points.
  public static let strokeWidth = 2.5

  /// The chevron's centre line in a box of `size` whose top-left corner is
  /// `origin`, pointing left: from the top right corner to the middle of the
  /// left edge to the bottom right corner, inset by half the stroke.
  public static func path(at origin: Point) -> Path {
    let inset = strokeWidth / 2
    var path = Path()
    path.move(to: origin + Point(x: size.width - inset, y: inset))
    path.line(to: origin + Point(x: inset, y: size.height / 2))
    path.line(to: origin + Point(x: size.width - inset, y: size.height - inset))
    return path
  }

  /// UIKit's transition mask for the indicator at `origin`: opaque from the
  /// chevron's right-hand edge to the box's right side, clear over the chevron
  /// and left of it, so a sliding title appears from the arrow's edge.
  public static func maskPath(at origin: Point) -> Path {
    let inset = strokeWidth / 2
    var path = Path()
    path.move(to: origin + Point(x: size.width, y: 0))
    path.line(to: origin + Point(x: size.width - inset, y: 0))
    path.line(to: origin + Point(x: inset + strokeWidth, y: size.height / 2))
    path.line(to: origin + Point(x: size.width - inset, y: size.height))
    path.line(to: origin + Point(x: size.width, y: size.height))
    path.close()
    return path
  }
}
