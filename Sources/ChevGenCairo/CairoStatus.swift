import CCairo

/// Turns cairo status codes into thrown `RenderError`s.
enum CairoStatus {
  static func check(_ status: cairo_status_t, _ step: String) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(step: step, status: String(cString: cairo_status_to_string(status)))
    }
  }

  /// `surface` once `draw` has drawn on it through a context of its own; nil,
  /// with the surface destroyed, when cairo could not make it or draw. Takes
  /// the caller's reference.
  static func drawn(
    _ surface: OpaquePointer, _ draw: (OpaquePointer) -> Void
  ) -> OpaquePointer? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    draw(cr)
    let status = cairo_status(cr)
    cairo_destroy(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}
