import ChevGenGeometry

/// A modern rounded platter around the chevron and the title; with no title,
/// the chevron alone in a 44 × 44 pt circle.
///
/// Like the classic art, the platter is built at a reference width and widened by
/// moving its right-hand points, so it stretches exactly between its cap insets:
/// the left cap holds the chevron and the rounded end, the right cap the other end.
public struct CapsuleButton: ButtonArt {
  public static let height = 44.0
  public static let radius = height / 2
  /// Points before the chevron, between it and the title, and after the title.
  public static let leading = 12.0
  public static let gap = 6.0
  public static let trailing = 16.0
  /// Wide enough for both caps; points right of its middle belong to the right cap.
  static let referenceWidth = 64.0

  public let size: Size
  public let labelFrame: Rect?
  public let direction: LayoutDirection
  public let colors: ButtonTheme
  /// Whether this is the title-less circle, which does not stretch.
  public let isCircle: Bool

  /// The caps of the stretchable capsule: the left one holds the chevron.
  public static let stretchInsets = EdgeInsets(
    top: 0, left: leading + ChevronIndicator.size.width + 1, bottom: 0, right: radius)

  /// The narrowest capsule that stretches: both caps and a one-point middle.
  public static var minimumStretchWidth: Double {
    stretchInsets.left + stretchInsets.right + 1
  }

  public init(
    labelSize: Size, fixedWidth: Double?, scales: [Double], direction: LayoutDirection,
    colors: ButtonTheme
  ) {
    self.direction = direction
    self.colors = colors
    let titled = labelSize.width > 0
    isCircle = !titled && fixedWidth == nil
    let natural =
      titled
      ? Self.leading + ChevronIndicator.size.width + Self.gap + labelSize.width + Self.trailing
      : Self.height
    let width =
      fixedWidth
      ?? (titled
        ? BackButtonLayout.snappedWidth(max(natural, Self.minimumStretchWidth), scales: scales)
        : Self.height)
    size = Size(width: width, height: Self.height)
    if titled {
      let x = Self.leading + ChevronIndicator.size.width + Self.gap
      labelFrame = Rect(
        x: direction == .leftToRight ? x : width - x - labelSize.width,
        y: (Self.height - labelSize.height) / 2, width: labelSize.width, height: labelSize.height)
    } else {
      labelFrame = nil
    }
  }

  public var capInsets: EdgeInsets? {
    guard !isCircle else { return nil }
    return direction == .leftToRight ? Self.stretchInsets : Self.stretchInsets.mirrored
  }

  /// The platter and the chevron.
  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let content = state == .disabled ? colors.disabled : colors.tint
    let chevronX =
      isCircle ? (Self.height - ChevronIndicator.size.width) / 2 - 1 : Self.leading
    let chevron = ChevronIndicator.path(
      at: Point(x: chevronX, y: (Self.height - ChevronIndicator.size.height) / 2))
    return [
      .fill(platter(), .solid(colors.platterColor(for: state))),
      .stroke(chevron, .solid(content), width: ChevronIndicator.strokeWidth),
    ]
  }

  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    guard let label, let labelFrame, !label.isEmpty else { return [] }
    let text = state == .disabled ? colors.disabled : colors.text
    return [.fill(label.translated(by: labelFrame.origin), .solid(text))]
  }

  /// The platter: a circle, or a capsule widened from the reference width.
  private func platter() -> Path {
    let width = isCircle ? Self.height : Self.referenceWidth
    let shape = RoundedPolygon.rectangle(width: width, height: Self.height, radius: Self.radius)
      .path
    return isCircle ? shape : shape.movingPoints(rightOf: width / 2, by: size.width - width)
  }
}
