import CCairo
import ChevGenGeometry
import ChevGenStyles

/// Groups drawn once, as cairo recording surfaces, and painted wherever they
/// recur: cairo's SVG surface writes a recording surface it has already
/// written as a `<use>` of the first, so each group's paths are in the
/// document once. An animated SVG's frames repeat the same labels at other
/// opacities; written out in every frame, formatting their numbers was most
/// of the document's time.
final class RecordedGroups {
  /// Each group's recording; nil for a group drawn as a plain cairo group.
  private var surfaces: [[Scene.Item]: OpaquePointer?] = [:]
  /// The canvas, from the group's origin. cairo 1.16 writes an unbounded
  /// recording with a clip it never defines, and one that does not start at
  /// 0 or whose drawing leaves it with masks in the wrong place.
  private var extents: cairo_rectangle_t

  init(canvas: Size) {
    extents = cairo_rectangle_t(x: 0, y: 0, width: canvas.width, height: canvas.height)
  }

  deinit {
    for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
  }

  /// The recording of `items`, made by `draw` the first time, for painting
  /// at an offset, not mirrored (cairo 1.16 writes a recording painted
  /// mirrored anew, under the same id, at every use). Nil when what they draw
  /// leaves the canvas from the group's origin, or cairo cannot record: the
  /// caller then draws the group as it would without one.
  func recording(
    of items: [Scene.Item], draw: (OpaquePointer) -> Void
  ) -> OpaquePointer? {
    if let known = surfaces[items] { return known }
    var surface: OpaquePointer? = nil
    if let probe = Self.record(within: nil, draw) {
      var x = 0.0
      var y = 0.0
      var width = 0.0
      var height = 0.0
      cairo_recording_surface_ink_extents(probe, &x, &y, &width, &height)
      cairo_surface_destroy(probe)
      if x >= 0, y >= 0, x + width <= extents.width, y + height <= extents.height {
        surface = Self.record(within: &extents, draw)
      }
    }
    surfaces[items] = surface
    return surface
  }

  /// A recording surface of `extents` (unbounded for nil) with `draw`'s
  /// drawing; nil when cairo fails.
  private static func record(
    within extents: UnsafePointer<cairo_rectangle_t>?, _ draw: (OpaquePointer) -> Void
  ) -> OpaquePointer? {
    CairoStatus.drawn(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, extents)!, draw)
  }
}
