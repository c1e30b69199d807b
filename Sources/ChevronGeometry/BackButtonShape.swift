/// The outlines of a classic back button at one scale: border, fill and highlight.
///
/// The outer outline is a rounded pentagon: a point on the left whose tip touches
/// x = 0, straight top and bottom edges, and rounded corners on the right. The fill
/// is the outline inset by the border width; the highlight is a one-pixel band
/// along the top of the fill.
public struct BackButtonShape: Hashable, Sendable {
  public let outer: RoundedPolygon
  public let inner: RoundedPolygon
  /// The border width at this scale, whole pixels.
  public let borderWidth: Double
  /// The one-pixel band under the top border, to be clipped to `inner`.
  public let highlight: Rect

  public init(metrics: BackButtonMetrics, size: Size, scale: Double) {
    let grid = PixelGrid(scale: scale)
    let middle = size.height / 2
    var outer = RoundedPolygon(vertices: [
      .init(Point(x: 0, y: middle), radius: metrics.tipRadius),
      .init(Point(x: metrics.arrowWidth, y: 0), radius: metrics.shoulderRadius),
      .init(Point(x: size.width, y: 0), radius: metrics.cornerRadius),
      .init(Point(x: size.width, y: size.height), radius: metrics.cornerRadius),
      .init(Point(x: metrics.arrowWidth, y: size.height), radius: metrics.shoulderRadius),
    ])
    // Move the tip left until its rounded end touches x = 0, a pixel edge. Moving
    // the vertex changes the slopes a little, so repeat until the change is nil.
    for _ in 0..<8 {
      let tip = outer.fillet(at: 0)
      outer.vertices[0].point.x -= tip.center.x - tip.radius
    }
    self.outer = outer
    borderWidth = grid.snapThickness(metrics.borderWidth)
    inner = outer.inset(by: borderWidth)
    highlight = Rect(x: 0, y: borderWidth, width: size.width, height: grid.pixel)
  }

  /// Where the left cap's curves end: the last x at which a column differs from the middle.
  public var leftCapExtent: Double {
    max(outer.fillet(at: 1).end.x, inner.fillet(at: 1).end.x)
  }

  /// Where the right cap's curves begin.
  public var rightCapStart: Double {
    min(outer.fillet(at: 2).start.x, inner.fillet(at: 2).start.x)
  }
}
