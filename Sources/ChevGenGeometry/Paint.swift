/// How a filled area is coloured.
public enum Paint: Hashable, Sendable {
  /// One colour throughout.
  case solid(Color)
  /// Colours interpolated along the line from `start` to `end`, constant across it.
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// One colour of a gradient at `offset` (0 at the start, 1 at the end).
public struct GradientStop: Hashable, Sendable {
  public var offset: Double
  public var color: Color

  public init(_ offset: Double, _ color: Color) {
    self.offset = offset
    self.color = color
  }
}
