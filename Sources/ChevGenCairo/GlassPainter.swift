import CCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles

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
  struct Box: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Fills `path` with `material` over `backdrop`, bent and lit by `surface`.
  static func glass(
    _ path: Path, material: GlassMaterial, backdrop: PlacedBackdrop, surface: GlassSurface?,
    on cr: OpaquePointer, caches: DrawingCaches
  ) {
    guard isImage(cr) else { return }
    ScenePainter.addPath(path, to: cr)
    guard let box = deviceBox(of: cr, grownBy: 0) else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let sampler = BackdropSampler(
      backdrop: backdrop, material: material, surface: surface,
      device: .init(xx: matrix.xx, yy: matrix.yy, x0: matrix.x0, y0: matrix.y0),
      box: box, caches: caches)
    let pixels = sampler.pixels()
    guard let surface = Self.surface(CAIRO_FORMAT_ARGB32, box, bytesPerPixel: 4, from: pixels)
    else {
      return
    }
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, Double(box.x), Double(box.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Paints `shadow`: `path`'s fill moved down, blurred, in black.
  static func shadow(
    _ path: Path, _ shadow: GlassShadow, on cr: OpaquePointer, caches: DrawingCaches
  ) {
    guard isImage(cr) else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let sigma = shadow.blur * matrix.xx
    ScenePainter.addPath(path, to: cr)
    guard let box = deviceBox(of: cr, grownBy: Int((3 * sigma).rounded(.up)) + 1) else { return }
    let key = MaskKey(
      path: path, sigma: sigma, scale: matrix.xx, offset: Point(x: matrix.x0, y: matrix.y0),
      box: box)
    let coverage = caches.shadowMasks.value(for: key) {
      blurredCoverage(path, matrix: matrix, box: box, sigma: sigma)
    }
    guard let mask = surface(CAIRO_FORMAT_A8, box, bytesPerPixel: 1, from: coverage) else {
      return
    }
    defer { cairo_surface_destroy(mask) }
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

  /// What decides a shadow's mask: the path, the blur and the placement. A
  /// build's buttons of one shape, in every state and appearance, cast the
  /// same shadows.
  struct MaskKey: Hashable, Sendable {
    var path: Path
    var sigma: Double
    var scale: Double
    var offset: Point
    var box: Box
  }

  /// `path`'s coverage of `box` (device pixels, through `matrix`), blurred by
  /// `sigma` pixels, row by row.
  private static func blurredCoverage(
    _ path: Path, matrix: cairo_matrix_t, box: Box, sigma: Double
  ) -> [UInt8] {
    var coverage = [UInt8](repeating: 0, count: box.width * box.height)
    guard
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
    else { return coverage }
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
    cairo_surface_flush(mask)
    let stride = Int(cairo_image_surface_get_stride(mask))
    guard let data = cairo_image_surface_get_data(mask) else { return coverage }
    for y in 0..<box.height {
      for x in 0..<box.width { coverage[y * box.width + x] = data[y * stride + x] }
    }
    let blurred = BoxBlur.blur(coverage, width: box.width, height: box.height, sigma: sigma)
    for index in blurred.indices {
      coverage[index] = UInt8(min(max(blurred[index].rounded(), 0), 255))
    }
    return coverage
  }

  /// A cairo image of `box`'s size in `format`, its rows copied from `values`
  /// (`bytesPerPixel` each, tightly packed); owned by the caller.
  private static func surface<Value>(
    _ format: cairo_format_t, _ box: Box, bytesPerPixel: Int, from values: [Value]
  ) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(format, Int32(box.width), Int32(box.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let rowBytes = box.width * bytesPerPixel
    values.withUnsafeBytes { source in
      for row in 0..<box.height {
        (data + row * stride).update(
          from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * rowBytes,
          count: rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
