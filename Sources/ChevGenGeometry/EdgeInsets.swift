/// Distances from the four edges of a rectangle, as used for cap insets and label insets.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The insets with left and right exchanged, for right-to-left layouts.
  public var mirrored: EdgeInsets {
    EdgeInsets(top: top, left: right, bottom: bottom, right: left)
  }

  /// The insets converted to whole device pixels at `scale`, rounding outwards so
  /// that the pixel caps always cover the point caps.
  public func pixels(atScale scale: Double) -> EdgeInsets {
    EdgeInsets(
      top: PixelGrid(scale: scale).pixelsCovering(top),
      left: PixelGrid(scale: scale).pixelsCovering(left),
      bottom: PixelGrid(scale: scale).pixelsCovering(bottom),
      right: PixelGrid(scale: scale).pixelsCovering(right))
  }
}
