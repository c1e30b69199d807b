/// A position in a drawing's coordinate space (points, y grows downwards).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  public static func * (lhs: Point, rhs: Double) -> Point {
    Point(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// The distance from the origin, treating the point as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The vector scaled to length 1 (the zero vector stays zero).
  public var normalized: Point {
    let length = self.length
    return length == 0 ? self : Point(x: x / length, y: y / length)
  }

  /// The dot product, treating both points as vectors.
  public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
}
