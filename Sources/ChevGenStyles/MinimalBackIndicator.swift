import ChevGenGeometry

/// The back indicator alone, as UIKit's `backIndicatorImage`, with the
/// transition mask UIKit requires beside it (`backIndicatorTransitionMaskImage`).
public struct MinimalBackIndicator: ButtonArt {
  public let direction: LayoutDirection
  public let colors: ButtonTheme
  /// UIKit's 13 × 21 pt box, widened to whole pixels at every scale (14 pt when
  /// drawn at 1.5x) so that the right-to-left image is the exact mirror.
  public let size: Size

  public init(direction: LayoutDirection, colors: ButtonTheme, scales: [Double] = [1, 2, 3]) {
    self.direction = direction
    self.colors = colors
    size = Size(
      width: BackButtonLayout.snappedWidth(ChevronIndicator.size.width, scales: scales),
      height: ChevronIndicator.size.height)
  }
  public var capInsets: EdgeInsets? { nil }
  public var labelFrame: Rect? { nil }

  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    [
      .stroke(
        ChevronIndicator.path(at: Point(x: 0, y: 0)), .solid(colors.plainColor(for: state)),
        width: ChevronIndicator.strokeWidth)
    ]
  }

  public func opacity(for state: ButtonState) -> Double {
    colors.plainOpacity(for: state)
  }

  /// The mask: opaque where a sliding title may show, right of the chevron.
  public func companionScenes(scale: Double) -> [(name: String, scene: Scene)] {
    let mask = Scene.Item.fill(ChevronIndicator.maskPath(at: Point(x: 0, y: 0)), .solid(.black))
    let item = direction == .leftToRight ? mask : .mirrored(width: size.width, [mask])
    return [("mask", Scene(size: size, items: [item]))]
  }
}
