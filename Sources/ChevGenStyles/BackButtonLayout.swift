import ChevGenGeometry

/// The size, cap insets and label frame of one classic back button, and its shapes per scale.
///
/// The width is `max(label width + left and right label insets, minimum art width)`,
/// or a fixed width, rounded up to whole points and to whole pixels at every scale
/// so that each scale's right edge lies on its pixel grid.
public struct BackButtonLayout: Hashable, Sendable {
  public let metrics: BackButtonMetrics
  /// Right to left puts the chevron on the right, pointing right, and mirrors the insets.
  public let direction: LayoutDirection
  public let size: Size
  /// Insets of the stretchable middle: the left cap holds the point and its
  /// fillets, the right cap the rounded corners; both cover every scale's pixels.
  public let capInsets: EdgeInsets
  /// The label's line box, centred in the content area left by the label insets.
  public let labelFrame: Rect

  /// Lays out a button for a label of `labelSize`.
  ///
  /// - Parameters:
  ///   - fixedWidth: a width to use instead of the natural one, already on the pixel
  ///     grid of every scale (see `isOnPixelGrid(width:scales:)`).
  ///   - scales: every scale the button will be drawn at.
  public init(
    labelSize: Size, metrics: BackButtonMetrics = BackButtonMetrics(), fixedWidth: Double? = nil,
    scales: [Double], direction: LayoutDirection = .leftToRight
  ) {
    self.metrics = metrics
    self.direction = direction
    let capInsets = Self.capInsets(metrics: metrics, scales: scales)
    self.capInsets = direction == .leftToRight ? capInsets : capInsets.mirrored
    let insets = metrics.labelInsets
    let natural = max(
      labelSize.width + insets.left + insets.right, Self.minimumWidth(capInsets: capInsets))
    let width = fixedWidth ?? Self.snappedWidth(natural, scales: scales)
    size = Size(width: width, height: metrics.height)
    let contentWidth = width - insets.left - insets.right
    let contentHeight = metrics.height - insets.top - insets.bottom
    let x = insets.left + (contentWidth - labelSize.width) / 2
    labelFrame = Rect(
      x: direction == .leftToRight ? x : width - x - labelSize.width,
      y: insets.top + (contentHeight - labelSize.height) / 2,
      width: labelSize.width, height: labelSize.height)
  }

  /// The widest label that fits a button of `width` (the content area's width).
  public static func labelWidth(
    forButtonWidth width: Double, metrics: BackButtonMetrics = BackButtonMetrics()
  ) -> Double {
    max(0, width - metrics.labelInsets.left - metrics.labelInsets.right)
  }

  /// The narrowest art: both caps and a one-point stretchable middle (either direction).
  public static func minimumWidth(capInsets: EdgeInsets) -> Double {
    capInsets.left + capInsets.right + 1
  }

  /// Whether `width` is a whole number of points and of pixels at every scale.
  public static func isOnPixelGrid(width: Double, scales: [Double]) -> Bool {
    width == width.rounded() && scales.allSatisfy { PixelGrid(scale: $0).isAligned(width) }
  }

  /// `width` rounded up to the first whole number of points on every scale's pixel grid.
  public static func snappedWidth(_ width: Double, scales: [Double]) -> Double {
    var snapped = max(1, (width - 1e-9).rounded(.up))
    // Scales are multiples of 0.5 in practice, so this ends within a step or two;
    // the bound keeps an odd scale from looping.
    for _ in 0..<64 where !isOnPixelGrid(width: snapped, scales: scales) {
      snapped += 1
    }
    return snapped
  }

  /// The shapes of this button drawn at `scale`, snapped to that scale's pixels,
  /// always pointing left; `ClassicBackButton` mirrors them for right to left.
  public func shape(atScale scale: Double) -> BackButtonShape {
    BackButtonShape(metrics: metrics, size: size, scale: scale)
  }

  private static func capInsets(metrics: BackButtonMetrics, scales: [Double]) -> EdgeInsets {
    // The caps do not depend on the width: measure at the reference width.
    let probe = Size(width: BackButtonShape.referenceWidth, height: metrics.height)
    var left = 0.0
    var right = 0.0
    for scale in scales.isEmpty ? [1] : scales {
      let shape = BackButtonShape(metrics: metrics, size: probe, scale: scale)
      let grid = PixelGrid(scale: scale)
      left = max(left, grid.snapUp(shape.leftCapExtent))
      right = max(right, grid.snapUp(shape.rightCapWidth))
    }
    return EdgeInsets(
      top: 0, left: (left - 1e-9).rounded(.up), bottom: 0, right: (right - 1e-9).rounded(.up))
  }
}
