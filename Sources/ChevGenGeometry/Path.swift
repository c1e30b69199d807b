/// A resolution-independent outline made of lines and circular arcs, in points.
///
/// An arc is given by its centre, its radius and the unit vectors from the centre
/// to its two ends, and always turns clockwise on screen (y grows downwards); like
/// cairo's, it is joined to the current point by a straight line. Directions, not
/// angles, keep this module free of trigonometry, and moving an arc moves only its
/// centre, so a moved arc is exactly the same curve.
public struct Path: Hashable, Sendable {
  /// One drawing instruction of a path.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case arc(center: Point, radius: Double, from: Point, to: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  /// A closed rectangle.
  public init(rect: Rect) {
    move(to: rect.origin)
    line(to: Point(x: rect.maxX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.maxY))
    line(to: Point(x: rect.minX, y: rect.maxY))
    close()
  }

  public mutating func move(to point: Point) { elements.append(.move(to: point)) }

  public mutating func line(to point: Point) { elements.append(.line(to: point)) }

  /// A clockwise arc from the direction `start` to the direction `end` (unit vectors).
  public mutating func arc(center: Point, radius: Double, from start: Point, to end: Point) {
    elements.append(.arc(center: center, radius: radius, from: start, to: end))
  }

  /// The path with every point right of `split` moved `offset` along x.
  ///
  /// This is how a wider button is made from a narrower one: the right cap moves,
  /// the left cap stays, and the straight edges between them grow. Arcs keep
  /// their directions, so the moved cap is the same curve to the last bit.
  public func movingPoints(rightOf split: Double, by offset: Double) -> Path {
    func move(_ point: Point) -> Point {
      point.x > split ? Point(x: point.x + offset, y: point.y) : point
    }
    var moved = Path()
    moved.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: move(point))
      case .line(let point): .line(to: move(point))
      case .arc(let center, let radius, let start, let end):
        .arc(center: move(center), radius: radius, from: start, to: end)
      case .curve(let point, let control1, let control2):
        .curve(to: move(point), control1: move(control1), control2: move(control2))
      case .close: .close
      }
    }
    return moved
  }

  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func close() { elements.append(.close) }

  public var isEmpty: Bool { elements.isEmpty }

  /// The leftmost and rightmost x the path can reach (see `reach`); nil for
  /// a path that draws nothing.
  public var horizontalExtent: ClosedRange<Double>? {
    corners.map { $0.low.x...$0.high.x }
  }

  /// The box the path's ink lies within (see `corners`); nil for a path that
  /// draws nothing.
  public var reach: Rect? {
    corners.map { low, high in
      Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
  }

  /// The corners of the box the path's ink lies within: control points and
  /// whole arc circles included, so a reader needs no curve arithmetic; nil
  /// for a path that draws nothing. A move followed by another move draws
  /// nothing and is left out.
  private var corners: (low: Point, high: Point)? {
    var low = Point(x: Double.infinity, y: Double.infinity)
    var high = Point(x: -Double.infinity, y: -Double.infinity)
    var start: Point?
    func include(_ point: Point) {
      if let pending = start {
        start = nil
        include(pending)
      }
      low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
      high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
    }
    for element in elements {
      switch element {
      case .move(let point): start = point
      case .line(let point): include(point)
      case .arc(let center, let radius, _, _):
        include(Point(x: center.x - radius, y: center.y - radius))
        include(Point(x: center.x + radius, y: center.y + radius))
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .close: break
      }
    }
    return low.x <= high.x && low.y <= high.y ? (low, high) : nil
  }

  /// The path moved by `offset`.
  public func translated(by offset: Point) -> Path {
    var moved = Path()
    moved.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: point + offset)
      case .line(let point): .line(to: point + offset)
      case .arc(let center, let radius, let start, let end):
        .arc(center: center + offset, radius: radius, from: start, to: end)
      case .curve(let point, let control1, let control2):
        .curve(to: point + offset, control1: control1 + offset, control2: control2 + offset)
      case .close: .close
      }
    }
    return moved
  }
}
