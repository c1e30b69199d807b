import CCairo
import ChevronGeometry

/// Draws a scene as an SVG 1.1 document, one unit per point, text as glyph outlines.
public enum SVGWriter {
  public static func data(_ scene: Scene) throws(RenderError) -> [UInt8] {
    try RenderError.checkSize(points: scene.size)
    let sink = ByteSink()
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
      try ScenePainter.draw(scene, on: context, scale: 1)
    }
    cairo_surface_finish(surface)
    try CairoStatus.check(cairo_surface_status(surface), "write the SVG document")
    return renumberSurfaceIDs(sink.bytes)
  }

  /// Replaces cairo's process-wide `surfaceN` ids with numbers by first appearance.
  ///
  /// cairo numbers surfaces from a counter shared by the whole process, so the
  /// same button drawn after another one would otherwise get different ids.
  static func renumberSurfaceIDs(_ bytes: [UInt8]) -> [UInt8] {
    let word = Array("surface".utf8)
    var numbers: [ArraySlice<UInt8>: Int] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    bytes.withUnsafeBufferPointer { bytes in
      var copied = 0
      var index = 0
      // An animated SVG runs to megabytes: look for the word's first letter
      // in a plain loop, and copy the text between ids in one piece.
      while index + word.count <= bytes.count {
        guard bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word)
        else {
          index += 1
          continue
        }
        var end = index + word.count
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
          end += 1
        }
        let digits = ArraySlice(bytes[(index + word.count)..<end])
        guard !digits.isEmpty else {
          index = end
          continue
        }
        output.append(contentsOf: bytes[copied..<(index + word.count)])
        let number = numbers[digits] ?? (numbers.count + 1)
        numbers[digits] = number
        output.append(contentsOf: Array(String(number).utf8))
        index = end
        copied = end
      }
      output.append(contentsOf: bytes[copied...])
    }
    return output
  }
}
