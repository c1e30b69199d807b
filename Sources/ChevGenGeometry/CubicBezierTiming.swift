/// A timing function given by a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as in `CAMediaTimingFunction` and CSS `cubic-bezier()`.
public struct CubicBezierTiming: Hashable, Sendable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  /// Control x values outside 0...1 would make time run backwards; they are clamped.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  /// kCAMediaTimingFunctionEaseIn, CSS ease-in.
  public static let easeIn = CubicBezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// kCAMediaTimingFunctionEaseOut, CSS ease-out.
  public static let easeOut = CubicBezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// kCAMediaTimingFunctionEaseInEaseOut, CSS ease-in-out.
  public static let easeInOut = CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The curve's y where its x is `fraction`: x(u) = fraction is solved for the
  /// curve parameter u to 1e-12, then y(u) is returned.
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return Self.coordinate(solve(fraction), y1, y2)
  }

  /// The parameter u where x(u) = x. x(u) rises from 0 to 1 (its control values
  /// lie in 0...1), so bisection always converges; Newton's steps speed it up.
  private func solve(_ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var u = x
    for _ in 0..<64 {
      let error = Self.coordinate(u, x1, x2) - x
      if abs(error) < 1e-12 { break }
      if error > 0 { high = u } else { low = u }
      let slope = Self.derivative(u, x1, x2)
      let newton = u - error / slope
      u = slope > 1e-9 && newton > low && newton < high ? newton : (low + high) / 2
    }
    return u
  }

  /// One coordinate of the curve at u, with end points 0 and 1 and controls a, b.
  static func coordinate(_ u: Double, _ a: Double, _ b: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
  }

  private static func derivative(_ u: Double, _ a: Double, _ b: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
  }
}
