/// The device-pixel grid of one scale, for snapping point values onto whole pixels.
public struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point.
  public var scale: Double

  public init(scale: Double) {
    self.scale = scale
  }

  /// Tolerance for "already on the grid", so that 57 × 3 is not rounded up to 172.
  private static let epsilon = 1e-9

  /// The number of whole pixels needed to cover `points`.
  public func pixelsCovering(_ points: Double) -> Double {
    (points * scale - Self.epsilon).rounded(.up)
  }

  /// `points` rounded up to the next value that falls on a pixel edge.
  public func snapUp(_ points: Double) -> Double {
    pixelsCovering(points) / scale
  }

  /// `points` rounded to the nearest pixel edge, never below one pixel.
  public func snapThickness(_ points: Double) -> Double {
    max(1, (points * scale).rounded()) / scale
  }

  /// Whether `points` lies on a pixel edge.
  public func isAligned(_ points: Double) -> Bool {
    let pixels = points * scale
    return abs(pixels - pixels.rounded()) < 1e-6
  }

  /// The length of one device pixel in points.
  public var pixel: Double { 1 / scale }
}
