import CPango
import ChevGenGeometry
import ChevGenStyles

/// Shapes labels with Pango and HarfBuzz from a private font configuration.
///
/// Glyph positions are not rounded and metrics are not hinted, so a label has the
/// same width in points at every scale. One shaper is not safe to share between
/// threads: give each task its own.
public final class PangoTextShaper: TextShaper {
  private let configuration: FontConfiguration
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private let font: OpaquePointer

  /// Loads `choice`'s files into a private configuration; throws if one is missing or not a font.
  public init(font choice: FontChoice = FontChoice()) throws(TextError) {
    configuration = try FontConfiguration(choice: choice)
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw .fontEngineFailed(step: "create a font map")
    }
    self.fontMap = fontMap
    pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.handle)
    guard let context = pango_font_map_create_context(fontMap) else {
      g_object_unref(fontMap)
      throw .fontEngineFailed(step: "create a text context")
    }
    self.context = context
    pango_context_set_round_glyph_positions(context, 0)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    font = pango_fc_font_description_from_pattern(configuration.primaryPattern, 0)
    pango_font_description_set_absolute_size(font, choice.size * Double(PANGO_SCALE))
  }

  deinit {
    pango_font_description_free(font)
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// The direction of `text`'s first strong character (Unicode's bidi rules,
  /// through FriBidi, as Pango reads them), or nil when it has none, such as
  /// digits alone. Pango's own `pango_find_base_dir` did this and is deprecated
  /// in favour of FriBidi.
  public static func baseDirection(of text: String) -> LayoutDirection? {
    let strong = UInt32(FRIBIDI_MASK_STRONG)
    let rightToLeft = UInt32(FRIBIDI_MASK_RTL)
    for scalar in text.unicodeScalars {
      let type = fribidi_get_bidi_type(scalar.value).rawValue
      if type & strong != 0 { return type & rightToLeft != 0 ? .rightToLeft : .leftToRight }
    }
    return nil
  }

  public func shape(_ text: String, maxWidth: Double?) throws(TextError) -> PangoLabel {
    guard let maxWidth else {
      return try PangoLabel(text: text, context: context, font: font, maxWidth: nil)
    }
    let limit = Self.pangoUnits(maxWidth)
    let shown = Self.shownPrefix(of: text) { prefix in
      PangoParagraph(text: prefix, context: context, font: font).naturalWidth() > limit
    }
    return try PangoLabel(text: shown, context: context, font: font, maxWidth: maxWidth)
  }

  /// `text`, or the first of its prefixes (256 characters, then 4 times as many
  /// each time) that `overflows`: enough to show everything an ellipsized
  /// layout of `text` shows, since the ellipsis cuts it inside the prefix.
  ///
  /// Pango measures in 32-bit units of 1/1024 pt, so a title of more than
  /// about 2 million points (100 000 characters at 34 pt) overflows and
  /// comes out as one line of width 0; laying out only what can show avoids
  /// that and the cost of shaping what is elided anyway.
  ///
  /// A prefix must also read in the title's direction: 256 digits before the
  /// first Arabic letter do not make a left-to-right title.
  static func shownPrefix(of text: String, overflows: (String) -> Bool) -> String {
    var length = 256
    while let end = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex),
      end != text.endIndex
    {
      let prefix = String(text[..<end])
      if baseDirection(of: prefix) == baseDirection(of: text), overflows(prefix) { return prefix }
      length *= 4
    }
    return text
  }

  /// Points in Pango units, rounded down.
  static func pangoUnits(_ points: Double) -> Int32 {
    Int32((points * Double(PANGO_SCALE)).rounded(.down))
  }
}

extension PangoTextShaper {
  /// Sets `text` in at most `maximumLines` lines of `width` points: one line when
  /// it fits; otherwise broken where the lines' widths come out as close as the
  /// break opportunities allow (the narrowest wrap width that still needs no more
  /// lines); when even that overflows, wrapped at `width` with the last line
  /// ending in an ellipsis.
  public func shapeLines(
    _ text: String, width: Double, maximumLines: Int
  ) throws(TextError) -> TitleLines {
    let limit = Self.pangoUnits(width)
    // A prefix with more lines than are shown has the same first lines and
    // the same ellipsized last line.
    let shown = Self.shownPrefix(of: text) { prefix in
      PangoParagraph(text: prefix, context: context, font: font).lineCount(width: limit)
        > maximumLines
    }
    let paragraph = PangoParagraph(text: shown, context: context, font: font)
    let lines = paragraph.lineCount(width: limit)
    guard lines > 1 else { return try paragraph.lines() }
    guard maximumLines > 1, lines <= maximumLines else {
      paragraph.limit(width: limit, maximumLines: maximumLines)
      return try paragraph.lines()
    }
    // Narrower wraps never need fewer lines, so the narrowest width that still
    // fits in as many lines as `width` does is found by bisection.
    var low: Int32 = 0
    var high = limit
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if paragraph.lineCount(width: middle) <= lines { high = middle } else { low = middle }
    }
    _ = paragraph.lineCount(width: high)
    return try paragraph.lines()
  }
}
