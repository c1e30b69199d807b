import ChevGenGeometry

/// The one pixel column a titled button stretches at: plain background beside
/// the label, never under it, so a wider button keeps its title crisp.
///
/// The label sits in the stretchable middle of the art, so the classic cap
/// insets would stretch it. The column chosen instead lies between the label's
/// trailing edge and the trailing cap: stretching widens the button after its
/// title, as a wider UIKit back button does.
public struct StretchSlice: Hashable, Sendable {
  /// Pixels left of the column (the left cap inset in pixels).
  public let left: Int
  /// Pixels right of the column (the right cap inset in pixels).
  public let right: Int

  /// The cap insets in points of an image drawn at `scale`: what UIKit's
  /// `resizableImage(withCapInsets:)` takes, and what the index records.
  public func points(scale: Double) -> (left: Double, right: Double) {
    (Double(left) / scale, Double(right) / scale)
  }

  /// The column for art `width` points wide at `scale`, or nil when no column of
  /// plain background is left between the label's ink and the caps.
  ///
  /// - Parameters:
  ///   - capInsets: the art's own caps, in points (mirrored for right to left).
  ///   - ink: how far the label's ink reaches horizontally, in the art's points,
  ///     its shadow included; nil for art without a label.
  public static func find(
    width: Double, capInsets: EdgeInsets, direction: LayoutDirection,
    ink: ClosedRange<Double>?, scale: Double
  ) -> StretchSlice? {
    let pixels = Int(PixelGrid(scale: scale).pixelsCovering(width))
    let caps = capInsets.pixels(atScale: scale)
    let first = Int(caps.left)
    let last = pixels - Int(caps.right) - 1
    let column: Int
    switch direction {
    case .leftToRight:
      column = max(first, ink.map { Int(($0.upperBound * scale).rounded(.up)) } ?? first)
    case .rightToLeft:
      column = min(last, ink.map { Int(($0.lowerBound * scale).rounded(.down)) - 1 } ?? last)
    }
    guard first <= column, column <= last else { return nil }
    return StretchSlice(left: column, right: pixels - column - 1)
  }
}
