import ChevGenGeometry
import ChevGenStyles

/// Draws frames of one size as one SVG document that plays them in a browser.
///
/// The frames are laid out in a grid, as on a sprite sheet, and the document's
/// view shows one cell at a time: a discrete SMIL `animateTransform` moves the
/// grid by one cell every `1 / fps` seconds, plays once and holds the last
/// frame. Viewers without animation (rsvg-convert, Inkscape) show the first frame.
public enum AnimatedSVGWriter {
  /// The most frames one part of the document holds. cairo spends most of an
  /// animated SVG formatting numbers on one core; drawn in parts of this many
  /// frames, the document is spread over every core, beside the frames' PNGs.
  public static let framesPerPart = 32

  /// The frames of each part of a document of `frameCount` frames, in order.
  /// They depend on nothing but the count, so the document's bytes do not
  /// depend on the machine's cores.
  public static func parts(frameCount: Int) -> [Range<Int>] {
    stride(from: 0, to: frameCount, by: framesPerPart).map {
      $0..<min($0 + framesPerPart, frameCount)
    }
  }

  /// Part `index` of the document: frames `first` onwards of `frameCount`,
  /// each in its cell of the grid, for `document(parts:…)`.
  public static func part(
    _ index: Int, _ frames: [Scene], first: Int, frameCount: Int
  ) throws(RenderError) -> SVGPart {
    let cell = frames.first?.size ?? .zero
    let columns = SpriteGrid.columns(for: frameCount)
    let rows = (frameCount + columns - 1) / columns
    let grid = Scene(
      size: Size(width: cell.width * Double(columns), height: cell.height * Double(rows)),
      items: frames.enumerated().map { offset, frame in
        let place = SpriteGrid.cell(first + offset, columns: columns, size: cell)
        return .clip(Path(rect: place), [.offset(place.origin, frame.items)])
      })
    return try SVGPart(
      document: SVGWriter.data(grid, idSuffix: SVGPart.idSuffix(index), sharingGroups: true))
  }

  /// The document that plays `frameCount` frames of size `cell` drawn in
  /// `parts`, the parts `parts(frameCount:)` names, in order.
  public static func document(
    parts: [SVGPart], cell: Size, frameCount: Int, framesPerSecond: Int
  ) -> [UInt8] {
    guard frameCount > 0 else { return [] }
    let columns = SpriteGrid.columns(for: frameCount)
    let width = number(cell.width)
    let height = number(cell.height)
    let positions = (0..<frameCount).map { index in
      let origin = SpriteGrid.cell(index, columns: columns, size: cell).origin
      return "\(number(-origin.x)) \(number(-origin.y))"
    }
    let duration = number(Double(frameCount) / Double(framesPerSecond))
    let header =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(width)px" height="\(height)px" viewBox="0 0 \(width) \(height)" version="1.1">
      <g>
      <animateTransform attributeName="transform" type="translate" calcMode="discrete" \
      values="\(positions.joined(separator: ";"))" dur="\(duration)s" fill="freeze"/>

      """
    return Array(header.utf8) + SVGPart.join(parts) + Array("</g>\n</svg>\n".utf8)
  }

  /// A number as SVG writes it: no trailing ".0", at most six decimals.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
