/// The iOS 7–12 back button: the thin chevron indicator followed by the title
/// in the tint colour, no background, in a 44 pt high tap area.
public struct PlainBackButton: ButtonArt {
  /// Points left of the chevron, between it and the title, and after the title.
  public static let leading = 8.0
  public static let gap = 6.0
  public static let trailing = 8.0
  public static let height = 44.0

  public let size: Size
  public let labelFrame: Rect?
  public let direction: LayoutDirection
  public let colors: ButtonTheme

  public var capInsets: EdgeInsets? { nil }

  /// Lays out the button for a title of `labelSize` (zero for none), its width
  /// snapped to whole points and to the pixel grid of every scale.
  public init(
    labelSize: Size, scales: [Double], direction: LayoutDirection, colors: ButtonTheme
  ) {
    self.direction = direction
    self.colors = colors
    let chevronEnd = Self.leading + ChevronIndicator.size.width
    let natural =
      labelSize.width > 0
      ? chevronEnd + Self.gap + labelSize.width + Self.trailing : chevronEnd + Self.trailing
    let width = BackButtonLayout.snappedWidth(natural, scales: scales)
    size = Size(width: width, height: Self.height)
    if labelSize.width > 0 {
      let x = chevronEnd + Self.gap
      labelFrame = Rect(
        x: direction == .leftToRight ? x : width - x - labelSize.width,
        y: (Self.height - labelSize.height) / 2, width: labelSize.width, height: labelSize.height)
    } else {
      labelFrame = nil
    }
  }

  public func scene(label: Path?, state: ButtonState, scale: Double) -> Scene {
    let color = colors.plainColor(for: state)
    let origin = Point(
      x: Self.leading, y: (Self.height - ChevronIndicator.size.height) / 2)
    let chevron = Scene.Item.stroke(
      ChevronIndicator.path(at: origin), .solid(color), width: ChevronIndicator.strokeWidth)
    var items: [Scene.Item] = [
      direction == .leftToRight ? chevron : .mirrored(width: size.width, [chevron])
    ]
    if let label, let labelFrame, !label.isEmpty {
      let text = state == .disabled ? colors.disabled : colors.text
      items.append(.fill(label.translated(by: labelFrame.origin), .solid(text)))
    }
    let opacity = colors.plainOpacity(for: state)
    return Scene(size: size, items: opacity < 1 ? [.group(opacity: opacity, items)] : items)
  }
}
