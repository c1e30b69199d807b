import ChevGenGeometry

/// A label shaped and measured by a text layer, ready to be drawn.
public protocol ShapedLabel {
  /// The size of the label's line box in points: advance width by line height.
  var size: Size { get }
  /// The distance from the top of the line box to the baseline, in points.
  var baseline: Double { get }
  /// The paragraph direction the text was laid out in.
  var direction: LayoutDirection { get }
  /// Whether the text was cut short with an ellipsis to fit its maximum width.
  var isEllipsized: Bool { get }
  /// How many characters no font could draw (they appear as boxes).
  var missingGlyphCount: Int { get }
  /// The glyphs as outlines in points, the line box's top-left corner at the origin.
  var outline: Path { get }
}
