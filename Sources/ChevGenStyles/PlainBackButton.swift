import ChevGenGeometry

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

  /// The chevron on the leading edge.
  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let origin = Point(x: Self.leading, y: (Self.height - ChevronIndicator.size.height) / 2)
    return [
      .stroke(
        ChevronIndicator.path(at: origin), .solid(colors.plainColor(for: state)),
        width: ChevronIndicator.strokeWidth)
    ]
  }

  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    guard let label, let labelFrame, !label.isEmpty else { return [] }
    let text = state == .disabled ? colors.disabled : colors.text
    return [.fill(label.translated(by: labelFrame.origin), .solid(text))]
  }

  public func opacity(for state: ButtonState) -> Double {
    colors.plainOpacity(for: state)
  }
}
