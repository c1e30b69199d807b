/// A ✕ dismiss button: two crossed strokes in a 30 pt circle, in the capsule's
/// family of colours.
public struct CloseButton: ButtonArt {
  public static let diameter = 30.0
  /// The cross's half-extent from the centre, in points.
  public static let armLength = 4.75
  public static let strokeWidth = 2.25

  public let direction: LayoutDirection
  public let colors: ButtonTheme

  public init(direction: LayoutDirection, colors: ButtonTheme) {
    self.direction = direction
    self.colors = colors
  }

  public var size: Size { Size(width: Self.diameter, height: Self.diameter) }
  public var capInsets: EdgeInsets? { nil }
  public var labelFrame: Rect? { nil }

  public func scene(label: Path?, state: ButtonState, scale: Double) -> Scene {
    let radius = Self.diameter / 2
    let circle = RoundedPolygon.rectangle(
      width: Self.diameter, height: Self.diameter, radius: radius
    ).path
    let center = Point(x: radius, y: radius)
    let arm = Self.armLength
    var cross = Path()
    cross.move(to: center + Point(x: -arm, y: -arm))
    cross.line(to: center + Point(x: arm, y: arm))
    cross.move(to: center + Point(x: arm, y: -arm))
    cross.line(to: center + Point(x: -arm, y: arm))
    let glyph = state == .disabled ? colors.disabled : colors.tint
    // Symmetric, so right to left draws the same picture.
    return Scene(
      size: size,
      items: [
        .fill(circle, .solid(colors.platterColor(for: state))),
        .stroke(cross, .solid(glyph), width: Self.strokeWidth),
      ])
  }
}
