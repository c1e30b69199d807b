import CCairo

/// A cairo drawing context on a surface, owned: destroyed when the value goes away.
final class CairoContext {
  let handle: OpaquePointer

  init(surface: OpaquePointer) throws(RenderError) {
    handle = cairo_create(surface)
    try CairoStatus.check(cairo_status(handle), "create a drawing context")
  }

  deinit {
    cairo_destroy(handle)
  }

  /// Throws if any drawing call on this context has failed so far.
  func check(_ step: String) throws(RenderError) {
    try CairoStatus.check(cairo_status(handle), step)
  }
}
