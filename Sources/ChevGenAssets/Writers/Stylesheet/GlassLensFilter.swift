import ChevGenGeometry
import ChevGenImage
import ChevGenPNG
import ChevGenStyles

/// `css/chevgen-glass.svg`: the SVG filter that bends a glass circle's
/// backdrop in the browser as the PNG's lens does, for the stylesheet's live
/// glass (`backdrop-filter: … url(#chevgen-glass-lens)`).
///
/// The filter is an `feDisplacementMap` whose map is an image chevgen draws
/// from `GlassSurface`: each pixel's red and green say how far the point
/// samples the blurred backdrop to the side and down, `shiftRange` points
/// across the channel's 0–255 (128: no shift). Browsers resolve such a
/// reference only within the page, so the page holds the `<svg>` inline;
/// the stylesheet lenses only on a page that does
/// (`:root:has(#chevgen-glass-filters)`). Its bytes depend on nothing the
/// manifest says, so no input can reach into it.
enum GlassLensFilter {
  static let path = "css/chevgen-glass.svg"
  /// The filter's id, which the stylesheet's `url()` names.
  static let id = "chevgen-glass-lens"
  /// The `<svg>` element's id, whose presence turns the lens on.
  static let containerID = "chevgen-glass-filters"
  /// The map's pixels per point: sharp up to a 3x screen.
  static let mapScale = 3
  /// The largest shift either way the map can hold, in points: the lens
  /// moves a rim point 8 pt (`GlassSurface.standardAmount`), so 8 each way.
  static let shiftRange = 16.0
  /// The platter: every glass glyph button is a 44 pt circle.
  static let size = GlassButton.height

  /// The whole file: an `<svg>` element, meant to be pasted into the page.
  static var svg: String {
    let side = Stylesheet.number(size)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" id="\(containerID)" width="0" height="0" \
      aria-hidden="true" style="position: absolute">
        <filter id="\(id)" x="0" y="0" width="\(side)" height="\(side)" \
      filterUnits="userSpaceOnUse" primitiveUnits="userSpaceOnUse" \
      color-interpolation-filters="sRGB">
          <feImage href="data:image/png;base64,\(base64(map()))" x="0" y="0" \
      width="\(side)" height="\(side)" preserveAspectRatio="none" result="lens"/>
          <feDisplacementMap in="SourceGraphic" in2="lens" scale="\(Stylesheet.number(shiftRange))" \
      xChannelSelector="R" yChannelSelector="G"/>
        </filter>
      </svg>

      """
  }

  /// The map's side in pixels.
  static let mapSide = Int(size) * mapScale

  /// The displacement map as a PNG.
  static func map() -> [UInt8] {
    // An RGBA image this small always encodes.
    (try? PNGEncoder.encode(RGBAImage(width: mapSide, height: mapSide, pixels: mapPixels())!))
      ?? []
  }

  /// The map's RGBA pixels, row by row: for each pixel of the circle, where
  /// its centre samples the backdrop, relative to itself.
  static func mapPixels() -> [UInt8] {
    let pixels = mapSide
    let surface = GlassSurface(
      platter: Rect(x: 0, y: 0, width: size, height: size), radius: size / 2, light: 0)
    var bytes = [UInt8](repeating: 255, count: pixels * pixels * 4)
    for row in 0..<pixels {
      for column in 0..<pixels {
        let point = Point(
          x: (Double(column) + 0.5) / Double(mapScale), y: (Double(row) + 0.5) / Double(mapScale))
        let source = surface.source(of: point)
        let index = (row * pixels + column) * 4
        bytes[index] = channel(source.x - point.x)
        bytes[index + 1] = channel(source.y - point.y)
        bytes[index + 2] = 128
      }
    }
    return bytes
  }

  /// A shift in points as the map's channel: 128 for none.
  private static func channel(_ shift: Double) -> UInt8 {
    let value = (shift / shiftRange + 0.5) * 255
    return UInt8(min(max(value.rounded(), 0), 255))
  }

  /// `bytes` in base64, as a `data:` URL in an attribute takes them.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var text = [UInt8]()
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        text.append(
          position <= chunk.count
            ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}
