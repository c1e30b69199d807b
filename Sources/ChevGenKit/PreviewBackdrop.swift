import ChevGenGeometry
import ChevGenImage

/// What scrolls beneath a glass bar in a preview when no backdrop is given:
/// a photo-like gradient over the top of the 44 pt row, then rows of text,
/// in the appearance's page colours; under a large title, the plain page, as
/// a root screen's content starts below it. Drawn here, pixel by pixel, so
/// that it is the same on every machine.
enum PreviewBackdrop {
  /// Pixels per point of the built-in backdrop.
  static let scale = 3.0

  /// A backdrop `size` points large for `appearance`.
  static func make(size: Size, appearance: Appearance) -> GlassBackdrop {
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    let light = appearance == .light
    let page: [Double] = light ? [1, 1, 1] : [0, 0, 0]
    let ink: [Double] = light ? [0.25, 0.25, 0.27] : [0.78, 0.78, 0.8]
    let photoHeight = NavigationBarLayout.platterRowHeight * 0.45 * scale
    let rowEnd = Int(NavigationBarLayout.platterRowHeight * scale)
    // The text starts below the centred title's line, which it would cross.
    let textTop = 33.0
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let color =
          y < Int(photoHeight)
          ? photo(x: Double(x) / Double(width), y: Double(y) / photoHeight)
          : y < rowEnd
            ? text(x: Double(x) / scale, y: Double(y) / scale - textTop, page: page, ink: ink)
            : page
        let index = (y * width + x) * 4
        for channel in 0..<3 {
          pixels[index + channel] = UInt8((min(max(color[channel], 0), 1) * 255).rounded())
        }
      }
    }
    return GlassBackdrop(
      image: RGBAImage(width: width, height: height, pixels: pixels)!, pixelsPerPoint: scale)
  }

  /// A sunset-like picture: orange at the lower left to blue at the upper
  /// right, with a soft light patch.
  private static func photo(x: Double, y: Double) -> [Double] {
    let t = (x + (1 - y)) / 2
    let warm = [0.96, 0.55, 0.3]
    let cool = [0.2, 0.4, 0.85]
    let dx = x - 0.3
    let dy = y - 0.35
    let glow = max(0, 1 - (dx * dx + dy * dy) * 6) * 0.35
    return (0..<3).map { warm[$0] * (1 - t) + cool[$0] * t + glow }
  }

  /// Lines of text: bars 8 pt tall every 22 pt, 16 pt from the edges, of
  /// varying lengths, in `ink` on `page`; `y` from the text's top.
  private static func text(x: Double, y: Double, page: [Double], ink: [Double]) -> [Double] {
    guard y >= 0 else { return page }
    let row = Int(y / 22)
    let inRow = y - Double(row) * 22
    let length = 180 + Double((row * 73) % 150)
    let inked = inRow >= 7 && inRow < 15 && x >= 16 && x < 16 + length
    return inked ? ink : page
  }
}
