import CCairo
import ChevGenGeometry
import ChevGenStyles
internal import RealModule

/// Draws a scene's items onto a cairo context, in points scaled to device pixels.
enum ScenePainter {
  /// What a drawing reuses: with `groups`, each group's items are recorded
  /// once and painted from the recording wherever they recur (for SVG
  /// documents); with `masks`, each filled path's coverage is drawn once and
  /// painted through wherever it recurs (for images); with `caches`, glass
  /// reuses what the run that owns them computed (without, what one image
  /// computes is dropped with it).
  struct Reuse {
    var groups: RecordedGroups? = nil
    var masks: FillMasks? = nil
    var caches: DrawingCaches? = nil
  }

  /// Draws `scene`, reusing what `reuse` keeps.
  static func draw(
    _ scene: Scene, on context: CairoContext, scale: Double, reuse: Reuse = Reuse()
  ) throws(RenderError) {
    let cr = context.handle
    cairo_scale(cr, scale, scale)
    draw(scene.items, on: cr, reuse: reuse)
    try context.check("draw the button")
  }

  /// Draws `items` in the context's current user space.
  static func draw(_ items: [Scene.Item], on cr: OpaquePointer, reuse: Reuse) {
    for item in items {
      switch item {
      case .fill(let path, let paint):
        setSource(paint, on: cr)
        if reuse.masks?.fill(path, on: cr) != true {
          addPath(path, to: cr)
          cairo_fill(cr)
        }
      case .stroke(let path, let paint, let width):
        addPath(path, to: cr)
        setSource(paint, on: cr)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
      case .clip(let path, let clipped):
        cairo_save(cr)
        addPath(path, to: cr)
        cairo_clip(cr)
        // No masks under a path's clip: cairo then composites the mask
        // through the clip's own, which cost more than filling directly.
        draw(clipped, on: cr, reuse: Reuse(groups: reuse.groups, caches: reuse.caches))
        cairo_restore(cr)
      case .group(let opacity, let grouped):
        let layer = layer(grouped, on: cr, reuse: reuse)
        cairo_set_source(cr, layer)
        cairo_paint_with_alpha(cr, opacity)
        cairo_pattern_destroy(layer)
      case .offset(let offset, let moved):
        cairo_save(cr)
        cairo_translate(cr, offset.x, offset.y)
        draw(moved, on: cr, reuse: reuse)
        cairo_restore(cr)
      case .mirrored(let width, let mirrored):
        drawMirrored(mirrored, width: width, on: cr, reuse: reuse)
      case .glass(let path, let material, let backdrop, let surface):
        GlassPainter.glass(
          path, material: material, backdrop: backdrop, surface: surface, on: cr,
          caches: reuse.caches ?? DrawingCaches())
      case .shadow(let path, let shadow):
        GlassPainter.shadow(path, shadow, on: cr, caches: reuse.caches ?? DrawingCaches())
      }
    }
  }

  /// Draws `items` unmirrored into a layer, then paints the layer flipped:
  /// x → width − x. The width is whole pixels, so pixel centres land on pixel
  /// centres and nearest-pixel sampling copies each pixel exactly.
  private static func drawMirrored(
    _ items: [Scene.Item], width: Double, on cr: OpaquePointer, reuse: Reuse
  ) {
    cairo_push_group(cr)
    draw(items, on: cr, reuse: reuse)
    let layer = cairo_pop_group(cr)!
    var matrix = cairo_matrix_t()
    cairo_pattern_get_matrix(layer, &matrix)
    var flip = cairo_matrix_t()
    cairo_matrix_init(&flip, -1, 0, 0, 1, width, 0)
    var flipped = cairo_matrix_t()
    cairo_matrix_multiply(&flipped, &flip, &matrix)
    cairo_pattern_set_matrix(layer, &flipped)
    cairo_pattern_set_filter(layer, CAIRO_FILTER_NEAREST)
    cairo_set_source(cr, layer)
    cairo_paint(cr)
    cairo_pattern_destroy(layer)
  }

  /// `items` as a pattern to paint, owned by the caller: their recording when
  /// `reuse` has one, else a cairo group drawn now.
  private static func layer(
    _ items: [Scene.Item], on cr: OpaquePointer, reuse: Reuse
  ) -> OpaquePointer {
    if let recorded = reuse.groups?.recording(
      of: items, draw: { draw(items, on: $0, reuse: reuse) })
    {
      return cairo_pattern_create_for_surface(recorded)!
    }
    cairo_push_group(cr)
    draw(items, on: cr, reuse: reuse)
    return cairo_pop_group(cr)!
  }

  static func addPath(_ path: Path, to cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(cr, point.x, point.y)
      case .line(let point):
        cairo_line_to(cr, point.x, point.y)
      case .arc(let center, let radius, let start, let end):
        cairo_arc(
          cr, center.x, center.y, radius, .atan2(y: start.y, x: start.x), .atan2(y: end.y, x: end.x)
        )
      case .curve(let point, let control1, let control2):
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
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
      let gradient = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      for stop in stops {
        let color = stop.color
        cairo_pattern_add_color_stop_rgba(
          gradient, stop.offset, color.red, color.green, color.blue, color.alpha)
      }
      if start.x == end.x, let strip = verticalStrip(of: gradient, on: cr) {
        cairo_set_source(cr, strip)
        cairo_pattern_destroy(strip)
      } else {
        cairo_set_source(cr, gradient)
      }
      // The context holds its own reference to its source.
      cairo_pattern_destroy(gradient)
    }
  }

  /// A vertical gradient evaluated once into a one-pixel-wide column and repeated
  /// across, as a source pattern in device pixels.
  ///
  /// pixman evaluates a gradient pixel by pixel, which cost more than everything
  /// else in a render. A vertical gradient has one colour per row, computed here at
  /// the same device rows with the same arithmetic, so the result is the same
  /// pixels at a fraction of the cost. nil if the column cannot be made (the
  /// caller then uses the gradient itself).
  private static func verticalStrip(
    of gradient: OpaquePointer, on cr: OpaquePointer
  ) -> OpaquePointer? {
    let target = cairo_get_target(cr)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
    let height = cairo_image_surface_get_height(target)
    guard let column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, height) else {
      return nil
    }
    defer { cairo_surface_destroy(column) }
    var toDevice = cairo_matrix_t()
    cairo_get_matrix(cr, &toDevice)
    if let painter = cairo_create(column) {
      cairo_set_matrix(painter, &toDevice)
      cairo_set_source(painter, gradient)
      cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
      cairo_paint(painter)
      let status = cairo_status(painter)
      cairo_destroy(painter)
      guard status == CAIRO_STATUS_SUCCESS else { return nil }
    }
    let strip = cairo_pattern_create_for_surface(column)!
    // The pattern lives in device pixels: map user space to it with the context's matrix.
    cairo_pattern_set_matrix(strip, &toDevice)
    cairo_pattern_set_extend(strip, CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(strip, CAIRO_FILTER_NEAREST)
    return strip
  }
}
