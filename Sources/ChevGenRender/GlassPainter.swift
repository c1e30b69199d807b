import CCairo
import ChevGenGeometry
import ChevGenImage

/// Draws glass and its shadows onto an image, in device pixels.
///
/// cairo has no blur, so both are computed here: the backdrop under the
/// platter is blurred at its own resolution (before it is resampled, so that
/// its fine detail cannot alias), sampled at each device pixel, toned by the
/// material and painted through the platter's path; a shadow is the path's
/// coverage blurred and painted in black through it as a mask. On a vector
/// surface neither is drawn: vector output of glass is its glyph alone.
enum GlassPainter {
  /// A box of device pixels.
  struct Box {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Fills `path` with `material` over `backdrop`.
  static func glass(
    _ path: Path, material: GlassMaterial, backdrop: GlassBackdrop, on cr: OpaquePointer
  ) {
    guard isImage(cr) else { return }
    ScenePainter.addPath(path, to: cr)
    guard let box = deviceBox(of: cr, grownBy: 0) else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let sampler = BackdropSampler(
      backdrop: backdrop, material: material,
      pointOfDevice: { x, y in Point(x: (x - matrix.x0) / matrix.xx, y: (y - matrix.y0) / matrix.yy)
      },
      box: box)
    guard let surface = sampler.surface() else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, Double(box.x), Double(box.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Paints `shadow`: `path`'s fill moved down, blurred, in black.
  static func shadow(_ path: Path, _ shadow: GlassShadow, on cr: OpaquePointer) {
    guard isImage(cr) else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let sigma = shadow.blur * matrix.xx
    ScenePainter.addPath(path, to: cr)
    guard let box = deviceBox(of: cr, grownBy: Int((3 * sigma).rounded(.up)) + 1),
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    if let painter = cairo_create(mask) {
      var moved = matrix
      moved.x0 -= Double(box.x)
      moved.y0 -= Double(box.y)
      cairo_set_matrix(painter, &moved)
      ScenePainter.addPath(path, to: painter)
      cairo_fill(painter)
      cairo_destroy(painter)
    }
    blurAlpha(of: mask, sigma: sigma)
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, shadow.opacity)
    cairo_mask_surface(cr, mask, Double(box.x), Double(box.y) + shadow.offsetY * matrix.yy)
    cairo_restore(cr)
  }

  /// Whether `cr` draws into pixels.
  private static func isImage(_ cr: OpaquePointer) -> Bool {
    cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
  }

  /// The device pixels the current path covers, grown by `margin` on every
  /// side and cut to the clip; nil if nothing is left.
  private static func deviceBox(of cr: OpaquePointer, grownBy margin: Int) -> Box? {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
    cairo_user_to_device(cr, &x1, &y1)
    cairo_user_to_device(cr, &x2, &y2)
    var cx1 = 0.0
    var cy1 = 0.0
    var cx2 = 0.0
    var cy2 = 0.0
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    cairo_user_to_device(cr, &cx1, &cy1)
    cairo_user_to_device(cr, &cx2, &cy2)
    let left = max(Int(min(x1, x2).rounded(.down)) - margin, Int(min(cx1, cx2).rounded(.down)))
    let top = max(Int(min(y1, y2).rounded(.down)) - margin, Int(min(cy1, cy2).rounded(.down)))
    let right = min(Int(max(x1, x2).rounded(.up)) + margin, Int(max(cx1, cx2).rounded(.up)))
    let bottom = min(Int(max(y1, y2).rounded(.up)) + margin, Int(max(cy1, cy2).rounded(.up)))
    guard right > left, bottom > top else { return nil }
    return Box(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Blurs an A8 surface's coverage in place by `sigma` pixels.
  private static func blurAlpha(of mask: OpaquePointer, sigma: Double) {
    cairo_surface_flush(mask)
    let width = Int(cairo_image_surface_get_width(mask))
    let height = Int(cairo_image_surface_get_height(mask))
    let stride = Int(cairo_image_surface_get_stride(mask))
    guard let data = cairo_image_surface_get_data(mask) else { return }
    var plane = [Float](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { plane[y * width + x] = Float(data[y * stride + x]) }
    }
    BoxBlur.blur(&plane, width: width, height: height, sigma: sigma)
    for y in 0..<height {
      for x in 0..<width {
        data[y * stride + x] = UInt8(min(max(plane[y * width + x].rounded(), 0), 255))
      }
    }
    cairo_surface_mark_dirty(mask)
  }
}
