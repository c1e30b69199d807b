/// A veil whose opacity and blur change down its rows: the scroll edge
/// effect's progressive blur, drawn as one piece of glass so that nothing
/// steps between one row and the next.
///
/// Each row takes the opacity and blur of its middle, linearly between the
/// stops around it; the blur passes through `blurLevels`, between which a row
/// mixes the two nearest, so that it too changes smoothly.
public struct GlassRamp: Hashable, Sendable {
  /// A row's opacity and blur at `y`, in the art's points.
  public struct Stop: Hashable, Sendable {
    public var y: Double
    public var opacity: Double
    /// The blur's standard deviation in points.
    public var blur: Double
  }

  /// The stops, top to bottom.
  public var stops: [Stop]
  /// The blurs a row mixes between, in points, smallest first.
  public var blurLevels: [Double]

  public init(stops: [Stop], blurLevels: [Double]) {
    self.stops = stops
    self.blurLevels = blurLevels.sorted()
  }

  /// The opacity and blur at `y`, between the stops around it (the first
  /// above them, the last below).
  public func values(at y: Double) -> (opacity: Double, blur: Double) {
    guard let first = stops.first, let last = stops.last else { return (0, 0) }
    if y <= first.y { return (first.opacity, first.blur) }
    for (upper, lower) in zip(stops, stops.dropFirst()) where y <= lower.y {
      let t = lower.y > upper.y ? (y - upper.y) / (lower.y - upper.y) : 1
      return (
        upper.opacity + (lower.opacity - upper.opacity) * t,
        upper.blur + (lower.blur - upper.blur) * t
      )
    }
    return (last.opacity, last.blur)
  }

  /// The two blur levels around `blur` (indices into `blurLevels`) and how
  /// far it lies from the first towards the second.
  public func levels(around blur: Double) -> (lower: Int, upper: Int, weight: Double) {
    guard let top = blurLevels.indices.last else { return (0, 0, 0) }
    guard let upper = blurLevels.firstIndex(where: { $0 >= blur }) else { return (top, top, 0) }
    guard upper > 0 else { return (0, 0, 0) }
    let low = blurLevels[upper - 1]
    let high = blurLevels[upper]
    return (upper - 1, upper, high > low ? (blur - low) / (high - low) : 0)
  }
}
