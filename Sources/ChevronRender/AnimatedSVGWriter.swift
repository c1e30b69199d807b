import ChevronGeometry

/// Draws frames of one size as one SVG document that plays them in a browser.
///
/// The frames are laid out in a grid, as on a sprite sheet, and the document's
/// view shows one cell at a time: a discrete SMIL `animateTransform` moves the
/// grid by one cell every `1 / fps` seconds, plays once and holds the last
/// frame. Viewers without animation (rsvg-convert, Inkscape) show the first frame.
public enum AnimatedSVGWriter {
  /// The SVG document of `frames`, which all share the first frame's size.
  public static func data(
    frames: [Scene], framesPerSecond: Int
  ) throws(RenderError) -> [UInt8] {
    guard let first = frames.first else { return [] }
    let cell = first.size
    let columns = SpriteGrid.columns(for: frames.count)
    let rows = (frames.count + columns - 1) / columns
    let grid = Scene(
      size: Size(width: cell.width * Double(columns), height: cell.height * Double(rows)),
      items: frames.enumerated().map { index, frame in
        .clip(
          Path(rect: SpriteGrid.cell(index, columns: columns, size: cell)),
          [.offset(SpriteGrid.cell(index, columns: columns, size: cell).origin, frame.items)])
      })
    let drawn = try SVGWriter.data(grid)
    // Keep what is inside cairo's root element; the root is written anew.
    guard let root = firstIndex(of: "<svg", in: drawn),
      let rootEnd = drawn[root...].firstIndex(of: UInt8(ascii: ">")),
      let closing = lastIndex(of: "</svg>", in: drawn)
    else {
      throw .cairo(step: "lay out the animated SVG", status: "unexpected SVG from cairo")
    }
    let width = number(cell.width)
    let height = number(cell.height)
    let positions = (0..<frames.count).map { index in
      let origin = SpriteGrid.cell(index, columns: columns, size: cell).origin
      return "\(number(-origin.x)) \(number(-origin.y))"
    }
    let duration = number(Double(frames.count) / Double(framesPerSecond))
    let document =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(width)px" height="\(height)px" viewBox="0 0 \(width) \(height)" version="1.1">
      <g>
      <animateTransform attributeName="transform" type="translate" calcMode="discrete" \
      values="\(positions.joined(separator: ";"))" dur="\(duration)s" fill="freeze"/>
      """
    return Array(document.utf8) + drawn[(rootEnd + 1)..<closing] + Array("</g>\n</svg>\n".utf8)
  }

  private static func firstIndex(of text: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(text.utf8)
    return bytes.indices.first { bytes[$0...].starts(with: pattern) }
  }

  private static func lastIndex(of text: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(text.utf8)
    return bytes.indices.reversed().first { bytes[$0...].starts(with: pattern) }
  }

  /// A number as SVG writes it: no trailing ".0", at most six decimals.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
