import ChevGenGeometry

/// A title set on one or more lines, each with its glyph outlines.
///
/// Lines come in reading order. Each line's outline has its own line box's
/// top-left corner at the origin, so a layout places lines independently (left
/// aligned for left-to-right text, right aligned for right-to-left).
public struct TitleLines: Hashable, Sendable {
  /// One line of the title.
  public struct Line: Hashable, Sendable {
    /// The characters on the line, without the space it was broken at.
    public var text: String
    /// The line's advance width in points.
    public var width: Double
    /// The glyphs in points, the line box's top-left corner at the origin.
    public var outline: Path
  }

  public var lines: [Line]
  /// The height of each line box in points; lines stack without gaps.
  public var lineHeight: Double
  /// From the top of a line box to its baseline, in points.
  public var baseline: Double
  /// The paragraph direction: right-to-left titles align to the right.
  public var direction: LayoutDirection
  /// Whether the last line was cut short with an ellipsis.
  public var isEllipsized: Bool
  /// How many characters no font could draw.
  public var missingGlyphCount: Int

  /// The widest line's width by the lines' total height.
  public var size: Size {
    Size(width: lines.map(\.width).max() ?? 0, height: lineHeight * Double(lines.count))
  }
}
