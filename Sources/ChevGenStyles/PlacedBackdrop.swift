import ChevGenFormat
import ChevGenGeometry

/// A glass backdrop with the art's top-left corner resolved to a point on it:
/// what a scene's glass is drawn from, never guessed again further down.
public struct PlacedBackdrop: Hashable, Sendable {
  public var backdrop: GlassBackdrop
  /// Where the art's point (0, 0) lies on the backdrop, in points.
  public var origin: Point

  public init(_ backdrop: GlassBackdrop, origin: Point) {
    self.backdrop = backdrop
    self.origin = origin
  }

  /// What a placement puts on the backdrop, as a refusal names it.
  public enum Placed: Sendable {
    /// A button's glass platter; a button given no place is centred.
    case platter
    /// A button's platter lined up along an edge of the bar, after the
    /// buttons before it there (a manifest's `place: leading|trailing`).
    case linedPlatter
    /// A preview's bar; a bar given no place lies under the status bar, at
    /// ``ScreenModel/barOrigin``.
    case bar
  }

  /// Why `rect`, the platter or the bar in the art's points, cannot be drawn
  /// here: it lies wholly off the backdrop, where the glass would show the
  /// nearest edge's pixels alone, stretched over it, whatever the origin.
  /// nil when any of it lies on the backdrop (the glass past an edge shows
  /// that edge's pixels extended) or when the backdrop is one colour.
  public func refusal(_ placed: Placed, at rect: Rect) -> FieldText? {
    let size = backdrop.size
    let (left, top) = (origin.x + rect.minX, origin.y + rect.minY)
    guard !backdrop.isUniform,
      left >= size.width || top >= size.height || left + rect.width <= 0
        || top + rect.height <= 0
    else { return nil }
    func number(_ value: Double) -> String { DecimalText.fraction(value, places: 2) }
    let screen: FieldText =
      "\(.backdrop), whose \(backdrop.image.width) × \(backdrop.image.height) pixels at "
      + "\(.backdropScale) \(number(backdrop.pixelsPerPoint)) are \(number(size.width)) × "
      + "\(number(size.height)) points"
    switch placed {
    case .platter:
      return "\(.backdropOrigin) puts the glass platter wholly off " + screen
        + "; move it so that part of the glass platter lies on the backdrop, or drop "
        + "\(.backdropOrigin) to centre the button"
    case .linedPlatter:
      return "\(.backdropOrigin) puts the glass platter wholly off " + screen
        + ", past the buttons before it on its edge; put it on the other edge, or give it a "
        + "point where part of it lies on the backdrop"
    case .bar: break
    }
    let bar = ScreenModel.barOrigin
    return "the bar at \(.backdropOrigin) \(number(origin.x)),\(number(origin.y)) lies wholly "
      + "off " + screen + "; a bar lies under a \(number(ScreenModel.statusBarHeight)) pt "
      + "status bar (\(number(bar.x)),\(number(bar.y))) unless \(.backdropOrigin) moves it: "
      + "give \(.backdropOrigin) 0,0 for a screenshot of the bar alone, or a point that puts "
      + "part of the bar on the backdrop"
  }

  /// The mean luma (Rec. 709 weights on the stored sRGB values, 0…1) of the
  /// backdrop under `rect`, a rectangle in the art's points; what decides the
  /// glyph's tone when glass follows the content.
  public func meanLuma(under rect: Rect) -> Double {
    lumaStatistics(under: rect).mean
  }

  /// The mean luma of the backdrop under `rect` (the art's points) and its
  /// standard deviation: how light, and how busy, the content is there;
  /// from every `step`th pixel of every `step`th row (1: all of them).
  public func lumaStatistics(under rect: Rect, step: Int = 1) -> (
    mean: Double, deviation: Double
  ) {
    let image = backdrop.image
    let scale = backdrop.pixelsPerPoint
    func clamp(_ value: Double, _ limit: Int) -> Int { min(max(Int(value), 0), limit - 1) }
    let left = clamp(((origin.x + rect.origin.x) * scale).rounded(.down), image.width)
    let right = clamp(
      ((origin.x + rect.origin.x + rect.size.width) * scale).rounded(.up) - 1, image.width)
    let top = clamp(((origin.y + rect.origin.y) * scale).rounded(.down), image.height)
    let bottom = clamp(
      ((origin.y + rect.origin.y + rect.size.height) * scale).rounded(.up) - 1, image.height)
    var total = 0.0
    var squares = 0.0
    var count = 0.0
    for y in stride(from: top, through: bottom, by: max(step, 1)) {
      for x in stride(from: left, through: right, by: max(step, 1)) {
        count += 1
        let pixel = image[x, y]
        let luma = GlassMaterial.luma(
          red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
          blue: Double(pixel.blue) / 255)
        total += luma
        squares += luma * luma
      }
    }
    let mean = total / count
    return (mean, max(squares / count - mean * mean, 0).squareRoot())
  }
}
