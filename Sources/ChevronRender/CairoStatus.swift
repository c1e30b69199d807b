import CCairo

/// Turns cairo status codes into thrown `RenderError`s.
enum CairoStatus {
  static func check(_ status: cairo_status_t, _ step: String) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(step: step, status: String(cString: cairo_status_to_string(status)))
    }
  }
}
