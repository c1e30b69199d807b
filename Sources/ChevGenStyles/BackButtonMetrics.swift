import ChevGenGeometry

/// The measurements of the classic (iOS 3–6) bordered back button, in points.
///
/// Defaults are the values measured on UIKit at 1x: a 30 pt bar button with the
/// label inset 6 from the top, 12 from the pointed left edge and 8 from the right.
/// The bottom inset is not documented; it mirrors the top so that the label's
/// line box is centred vertically, which puts DejaVu Sans Bold's capitals on the
/// button's centre line.
public struct BackButtonMetrics: Hashable, Sendable {
  public var height: Double = 30
  public var labelInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 8)
  /// How far right of the tip the slanted edges meet the top and bottom edges.
  public var arrowWidth: Double = 10
  /// Fillet radius at the tip of the point.
  public var tipRadius: Double = 2
  /// Fillet radius where the slanted edges meet the top and bottom edges.
  public var shoulderRadius: Double = 4
  /// Radius of the two right-hand corners.
  public var cornerRadius: Double = 4
  /// Border width; snapped to whole pixels (at least one) at each scale.
  public var borderWidth: Double = 1
  /// The widest button drawn for a title; longer titles end in an ellipsis.
  /// 320 pt is the width of the classic iPhone screen.
  public var maximumWidth: Double = 320

  public init() {}
}
