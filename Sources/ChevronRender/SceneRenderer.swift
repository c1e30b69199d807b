import CCairo
import CPango
import ChevronGeometry
import ChevronText

#if canImport(Glibc)
  import Glibc
#endif

/// Draws a scene's items onto a cairo context, in points scaled to device pixels.
enum SceneRenderer {
  static func draw(
    _ scene: Scene<PangoLabel>, on context: CairoContext, scale: Double
  ) throws(RenderError) {
    let cr = context.handle
    cairo_scale(cr, scale, scale)
    draw(scene.items, on: cr)
    try context.check("draw the button")
  }

  private static func draw(_ items: [Scene<PangoLabel>.Item], on cr: OpaquePointer) {
    for item in items {
      switch item {
      case .fill(let path, let paint):
        addPath(path, to: cr)
        setSource(paint, on: cr)
        cairo_fill(cr)
      case .clip(let path, let clipped):
        cairo_save(cr)
        addPath(path, to: cr)
        cairo_clip(cr)
        draw(clipped, on: cr)
        cairo_restore(cr)
      case .group(let opacity, let grouped):
        cairo_push_group(cr)
        draw(grouped, on: cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      case .text(let label, let origin, let color):
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, origin.x - label.layoutOffset.x, origin.y - label.layoutOffset.y)
        // The layout must see the current transform, or glyphs are placed for 1x.
        pango_cairo_update_layout(cr, label.layout)
        pango_cairo_show_layout(cr, label.layout)
        cairo_restore(cr)
      }
    }
  }

  private static func addPath(_ path: Path, to cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(cr, point.x, point.y)
      case .line(let point):
        cairo_line_to(cr, point.x, point.y)
      case .arc(let center, let radius, let start, let end):
        cairo_arc(cr, center.x, center.y, radius, atan2(start.y, start.x), atan2(end.y, end.x))
      case .close:
        cairo_close_path(cr)
      }
    }
  }

  private static func setSource(_ paint: Paint, on cr: OpaquePointer) {
    switch paint {
    case .solid(let color):
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    case .linearGradient(let start, let end, let stops):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      for stop in stops {
        let color = stop.color
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.offset, color.red, color.green, color.blue, color.alpha)
      }
      cairo_set_source(cr, pattern)
      // The context holds its own reference to the source.
      cairo_pattern_destroy(pattern)
    }
  }
}
