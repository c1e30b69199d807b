import CCairo
import ChevGenStyles

/// Draws a scene as a one-page PDF, one PDF unit per point, with fixed metadata.
public enum PDFWriter {
  /// The creation date written instead of the current time, so that runs agree byte for byte.
  static let fixedDate = "2000-01-01T00:00:00Z"

  public static func data(_ scene: Scene) throws(RenderError) -> [UInt8] {
    try RenderError.checkSize(points: scene.size)
    let sink = ByteSink()
    let surface = cairo_pdf_surface_create_for_stream(
      ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(),
      scene.size.width, scene.size.height)!
    defer { cairo_surface_destroy(surface) }
    try CairoStatus.check(cairo_surface_status(surface), "create a PDF document")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "chevgen")
    do {
      let context = try CairoContext(surface: surface)
      try ScenePainter.draw(scene, on: context, scale: 1)
      cairo_show_page(context.handle)
      try context.check("finish the PDF page")
    }
    cairo_surface_finish(surface)
    try CairoStatus.check(cairo_surface_status(surface), "write the PDF document")
    return sink.bytes
  }
}
