import ChevGenGeometry

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

  /// Symmetric, so right to left draws the same picture.
  public var mirrorsBackground: Bool { false }

  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let circle = RoundedPolygon.rectangle(
      width: Self.diameter, height: Self.diameter, radius: Self.diameter / 2
    ).path
    return [.fill(circle, .solid(colors.platterColor(for: state)))]
  }

  /// The ✕, the close button's glyph.
  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    let center = Point(x: Self.diameter / 2, y: Self.diameter / 2)
    let arm = Self.armLength
    var cross = Path()
    cross.move(to: center + Point(x: -arm, y: -arm))
    cross.line(to: center + Point(x: arm, y: arm))
    cross.move(to: center + Point(x: arm, y: -arm))
    cross.line(to: center + Point(x: -arm, y: arm))
    let glyph = state == .disabled ? colors.disabled : colors.tint
    return [.stroke(cross, .solid(glyph), width: Self.strokeWidth)]
  }
}
