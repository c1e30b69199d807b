import CPango
import ChevGenGeometry

/// A label laid out by Pango on one line, with its glyph outlines.
///
/// The outlines are taken once, unhinted, in points: every scale and every
/// format then fills the same path, so the label cannot shift between @1x and
/// @3x, and drawing it needs no fonts at all.
public final class PangoLabel: ShapedLabel {
  private let layout: OpaquePointer
  public let size: Size
  public let baseline: Double
  public let direction: LayoutDirection
  public let isEllipsized: Bool
  public let missingGlyphCount: Int
  public let outline: Path

  init(
    text: String, context: OpaquePointer, font: OpaquePointer, maxWidth: Double?
  ) throws(TextError) {
    layout = pango_layout_new(context)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_single_paragraph_mode(layout, 1)
    if let maxWidth {
      pango_layout_set_width(layout, PangoTextShaper.pangoUnits(maxWidth))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_text(layout, text, Int32(text.utf8.count))
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let unit = Double(PANGO_SCALE)
    size = Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    let offset = Point(x: Double(logical.x) / unit, y: Double(logical.y) / unit)
    baseline = Double(pango_layout_get_baseline(layout) - logical.y) / unit
    let line = pango_layout_get_line_readonly(layout, 0)
    let resolved = line.map { PangoDirection(rawValue: $0.pointee.resolved_dir) }
    direction = resolved == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight
    isEllipsized = pango_layout_is_ellipsized(layout) != 0
    missingGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))
    outline = try Self.outline(of: layout, offset: offset)
  }

  /// The layout's glyphs as a path, moved so the line box starts at the origin.
  ///
  /// The scratch surface is an unbounded recording surface: cairo drops glyphs
  /// that fall outside a bounded target's extents, even when only asked for their
  /// path.
  private static func outline(of layout: OpaquePointer, offset: Point) throws(TextError) -> Path {
    let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }
    try checkFonts(of: layout)
    cairo_move_to(cr, -offset.x, -offset.y)
    pango_cairo_layout_path(cr, layout)
    return try CairoPathReader.path(of: cr, step: "trace the label's glyph outlines")
  }

  /// Throws when a font of the layout cannot give cairo its glyphs: Pango then
  /// traces nothing and only warns, so a font file that failed to open after it
  /// was read (a disk error) would make a button without its title.
  private static func checkFonts(of layout: OpaquePointer) throws(TextError) {
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let font = run.pointee.item.pointee.analysis.font
      else { continue }
      let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
      guard let scaled, cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else {
        throw .fontUnloadable
      }
    } while pango_layout_iter_next_run(iterator) != 0
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }
}
