import CCairo
import ChevGenStyles

/// Draws a scene as an SVG 1.1 document, one unit per point, text as glyph outlines.
public enum SVGWriter {
  /// The document of `scene`; `idSuffix` follows each of its ids, for a part
  /// of a larger document (`SVGIDs`). With `sharingGroups`, a group that
  /// recurs is written once and used again (`RecordedGroups`).
  public static func data(
    _ scene: Scene, idSuffix: String = "", sharingGroups: Bool = false
  ) throws(RenderError) -> [UInt8] {
    try RenderError.checkSize(points: scene.size)
    let sink = ByteSink()
    // The recordings must outlive the document, which cairo writes at the end.
    let groups = sharingGroups ? RecordedGroups(canvas: scene.size) : nil
    let surface = cairo_svg_surface_create_for_stream(
      ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(),
      scene.size.width, scene.size.height)!
    defer { cairo_surface_destroy(surface) }
    try CairoStatus.check(cairo_surface_status(surface), "create an SVG document")
    cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    // cairo 1.16 writes pt by default; px makes viewers show the size in points 1:1.
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    do {
      let context = try CairoContext(surface: surface)
      try ScenePainter.draw(scene, on: context, scale: 1, reuse: .init(groups: groups))
    }
    cairo_surface_finish(surface)
    withExtendedLifetime(groups) {}
    try CairoStatus.check(cairo_surface_status(surface), "write the SVG document")
    return SVGIDs.rewrite(sink.bytes, suffix: idSuffix)
  }
}
