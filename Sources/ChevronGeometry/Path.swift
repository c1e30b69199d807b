/// A resolution-independent outline made of lines and circular arcs, in points.
///
/// An arc is given by its centre and its two end points and always turns
/// clockwise on screen (y grows downwards); like cairo's, it is joined to the
/// current point by a straight line. End points, not angles, keep this module
/// free of trigonometry.
public struct Path: Hashable, Sendable {
  /// One drawing instruction of a path.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case arc(center: Point, radius: Double, from: Point, to: Point)
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

  public mutating func arc(center: Point, radius: Double, from start: Point, to end: Point) {
    elements.append(.arc(center: center, radius: radius, from: start, to: end))
  }

  public mutating func close() { elements.append(.close) }

  /// The path mirrored about the vertical line `x = axis`.
  public func mirroredHorizontally(about axis: Double) -> Path {
    var mirrored = Path()
    for element in elements {
      switch element {
      case .move(let point):
        mirrored.move(to: Point(x: 2 * axis - point.x, y: point.y))
      case .line(let point):
        mirrored.line(to: Point(x: 2 * axis - point.x, y: point.y))
      case .arc(let center, let radius, let start, let end):
        // A mirror turns a clockwise arc anticlockwise: swap its ends to keep it clockwise.
        mirrored.arc(
          center: Point(x: 2 * axis - center.x, y: center.y), radius: radius,
          from: Point(x: 2 * axis - end.x, y: end.y),
          to: Point(x: 2 * axis - start.x, y: start.y))
      case .close:
        mirrored.close()
      }
    }
    return mirrored
  }
}
