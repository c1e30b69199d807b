import ChevGenGeometry

/// The outlines of a classic back button at one scale: border, fill and highlight.
///
/// The outer outline is a rounded pentagon: a point on the left whose tip touches
/// x = 0, straight top and bottom edges, and rounded corners on the right. The fill
/// is the outline inset by the border width; the highlight is a one-pixel band
/// along the top of the fill.
///
/// Every outline is built once at `referenceWidth` and then widened or narrowed by
/// moving its right-hand points, so the caps are the same to the last bit at every
/// width and stretching the art reproduces a wider render exactly.
public struct BackButtonShape: Hashable, Sendable {
  /// Wide enough for both caps; every point right of its middle belongs to the right cap.
  public static let referenceWidth = 64.0

  /// The outer outline at the reference width.
  public let outer: RoundedPolygon
  /// The fill's outline at the reference width.
  public let inner: RoundedPolygon
  /// The border width at this scale, whole pixels.
  public let borderWidth: Double
  public let outerPath: Path
  public let innerPath: Path
  /// The one-pixel band under the top border, to be clipped to `innerPath`.
  public let highlightPath: Path

  public init(metrics: BackButtonMetrics, size: Size, scale: Double) {
    let grid = PixelGrid(scale: scale)
    let width = Self.referenceWidth
    let height = size.height
    var outer = RoundedPolygon(vertices: [
      .init(Point(x: 0, y: height / 2), radius: metrics.tipRadius),
      .init(Point(x: metrics.arrowWidth, y: 0), radius: metrics.shoulderRadius),
      .init(Point(x: width, y: 0), radius: metrics.cornerRadius),
      .init(Point(x: width, y: height), radius: metrics.cornerRadius),
      .init(Point(x: metrics.arrowWidth, y: height), radius: metrics.shoulderRadius),
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
    let band = Path(rect: Rect(x: 0, y: borderWidth, width: width, height: grid.pixel))
    let offset = size.width - width
    outerPath = outer.path.movingPoints(rightOf: width / 2, by: offset)
    innerPath = inner.path.movingPoints(rightOf: width / 2, by: offset)
    highlightPath = band.movingPoints(rightOf: width / 2, by: offset)
  }

  /// Where the left cap's curves end: the last x at which a column differs from the middle.
  public var leftCapExtent: Double {
    max(outer.fillet(at: 1).end.x, inner.fillet(at: 1).end.x)
  }

  /// How far from the right edge the right cap's curves begin.
  public var rightCapWidth: Double {
    Self.referenceWidth - min(outer.fillet(at: 2).start.x, inner.fillet(at: 2).start.x)
  }
}
