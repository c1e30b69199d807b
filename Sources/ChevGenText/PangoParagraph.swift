import CPango
import ChevGenGeometry

/// A title that Pango wraps onto lines at a given width: line breaking follows
/// Pango's (Unicode's) break opportunities, bidi runs over the whole title, and
/// each line's outline is Pango's own.
final class PangoParagraph {
  private let layout: OpaquePointer
  private let text: String

  init(text: String, context: OpaquePointer, font: OpaquePointer) {
    self.text = text
    layout = pango_layout_new(context)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_single_paragraph_mode(layout, 1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_text(layout, text, Int32(text.utf8.count))
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// How many lines the title takes when wrapped at `width` Pango units.
  func lineCount(width: Int32) -> Int {
    pango_layout_set_width(layout, width)
    return Int(pango_layout_get_line_count(layout))
  }

  /// The title's width on one line, in Pango units.
  func naturalWidth() -> Int32 {
    pango_layout_set_width(layout, -1)
    var width: Int32 = 0
    pango_layout_get_size(layout, &width, nil)
    return width
  }

  /// Wraps at `width` Pango units onto at most `maximumLines`, the last ending in an ellipsis.
  func limit(width: Int32, maximumLines: Int) {
    pango_layout_set_width(layout, width)
    pango_layout_set_height(layout, Int32(-maximumLines))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
  }

  /// The lines as the layout now breaks them.
  func lines() throws(TextError) -> TitleLines {
    let unit = Double(PANGO_SCALE)
    var lines: [TitleLines.Line] = []
    var lineHeight = 0.0
    var baseline = 0.0
    let count = pango_layout_get_line_count(layout)
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, index) else {
        throw .fontEngineFailed(step: "read line \(index + 1) of the title")
      }
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      lineHeight = max(lineHeight, Double(logical.height) / unit)
      baseline = max(baseline, Double(-logical.y) / unit)
      // An ellipsized line spans the whole wrap width, as a one-line label does.
      lines.append(
        TitleLines.Line(
          text: shownText(of: line, isLast: index == count - 1),
          width: Double(logical.width) / unit,
          outline: try Self.outline(of: line, baseline: Double(-logical.y) / unit)))
    }
    let first = pango_layout_get_line_readonly(layout, 0)
    let resolved = first.map { PangoDirection(rawValue: $0.pointee.resolved_dir) }
    return TitleLines(
      lines: lines, lineHeight: lineHeight, baseline: baseline,
      direction: resolved == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight,
      isEllipsized: pango_layout_is_ellipsized(layout) != 0,
      missingGlyphCount: Int(pango_layout_get_unknown_glyphs_count(layout)))
  }

  /// The line's characters in reading order, an elided stretch shown as "…",
  /// without the whitespace the line was broken at.
  private func shownText(of line: UnsafeMutablePointer<PangoLayoutLine>, isLast: Bool) -> String {
    let bytes = Array(text.utf8)
    var pieces: [(offset: Int32, text: String)] = []
    var run = line.pointee.runs
    while let node = run {
      if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item {
        let offset = item.pointee.offset
        let isEllipsis =
          Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
        let range = Int(offset)..<Int(offset + item.pointee.length)
        pieces.append(
          (offset, isEllipsis ? "…" : String(decoding: bytes[range], as: UTF8.self)))
      }
      run = node.pointee.next
    }
    let joined = pieces.sorted { $0.offset < $1.offset }.map(\.text).joined()
    let trimmed = String(joined.reversed().drop(while: \.isWhitespace).reversed())
    return !isLast && breakInsertsHyphen(at: Int(line.pointee.start_index + line.pointee.length))
      ? trimmed + "-" : trimmed
  }

  /// Whether Pango drew a hyphen where it broke a word at byte `offset` (a break
  /// inside a word that is too long for the line).
  private func breakInsertsHyphen(at offset: Int) -> Bool {
    var count: Int32 = 0
    guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return false }
    let character = String(decoding: Array(text.utf8).prefix(offset), as: UTF8.self)
      .unicodeScalars.count
    guard character < Int(count) else { return false }
    let attribute = attributes[character]
    return attribute.is_line_break == 0 && attribute.break_inserts_hyphen != 0
  }

  /// One line's glyphs as a path, its line box's top-left corner at the origin.
  private static func outline(
    of line: UnsafeMutablePointer<PangoLayoutLine>, baseline: Double
  ) throws(TextError) -> Path {
    let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }
    cairo_move_to(cr, 0, baseline)
    pango_cairo_layout_line_path(cr, line)
    return try CairoPathReader.path(of: cr, step: "trace the title's glyph outlines")
  }
}
