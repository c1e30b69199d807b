import CPango
import ChevronGeometry

/// A label laid out by Pango on one line; owns its `PangoLayout`.
public final class PangoLabel: ShapedLabel {
  /// The layout, for the renderer to draw; valid as long as the label lives.
  package let layout: OpaquePointer
  public let size: Size
  public let baseline: Double
  public let direction: TextDirection
  public let isEllipsized: Bool
  public let missingGlyphCount: Int
  /// Where the line box's top-left corner lies in the layout's own coordinates.
  package let layoutOffset: Point

  init(text: String, context: OpaquePointer, font: OpaquePointer, maxWidth: Double?) {
    layout = pango_layout_new(context)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_single_paragraph_mode(layout, 1)
    if let maxWidth {
      pango_layout_set_width(layout, Int32((maxWidth * Double(PANGO_SCALE)).rounded(.down)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_text(layout, text, Int32(text.utf8.count))
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let unit = Double(PANGO_SCALE)
    size = Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    layoutOffset = Point(x: Double(logical.x) / unit, y: Double(logical.y) / unit)
    baseline = Double(pango_layout_get_baseline(layout) - logical.y) / unit
    let line = pango_layout_get_line_readonly(layout, 0)
    let resolved = line.map { PangoDirection(rawValue: $0.pointee.resolved_dir) }
    direction = resolved == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight
    isEllipsized = pango_layout_is_ellipsized(layout) != 0
    missingGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }
}
