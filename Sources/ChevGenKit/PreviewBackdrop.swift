import ChevGenGeometry
import ChevGenImage
import ChevGenStyles

/// What scrolls beneath a glass bar in a preview when no backdrop is given: a
/// feed scrolled under the bar's row, the bottom of a row of photos (a sunset
/// over the sea, green hills, a city at night) and below it a list row (a
/// thumbnail, a title and a line of detail), in the appearance's page colours;
/// under a large title, the plain page, as a root screen's content starts
/// below it. Drawn here, pixel by pixel from arithmetic alone, so that it is
/// the same on every machine.
enum PreviewBackdrop {
  /// Pixels per point of the built-in backdrop.
  static let scale = 3.0
  /// The photos' visible part, from the row's top, then a 2 pt gap.
  static let photosHeight = 26.0
  /// The list row's top, its thumbnail's size and the space after it.
  static let listTop = 28.0
  static let thumbnail = 36.0

  /// A backdrop `size` points large for `appearance`.
  static func make(size: Size, appearance: Appearance) -> GlassBackdrop {
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    let light = appearance == .light
    let page: [Double] = light ? [1, 1, 1] : [0, 0, 0]
    let rowEnd = NavigationBarLayout.platterRowHeight
    // Three photos across, 2 pt apart, as a photo grid lays them out.
    let tile = (size.width - 4) / 3
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for row in 0..<height {
      let y = (Double(row) + 0.5) / scale
      for column in 0..<width {
        let x = (Double(column) + 0.5) / scale
        let color: [Double]
        if y >= rowEnd {
          color = page
        } else if y < photosHeight {
          let index = min(Int(x / (tile + 2)), 2)
          let u = (x - Double(index) * (tile + 2)) / tile
          color = u <= 1 ? photo(index, u: u, v: y / photosHeight) : page
        } else {
          color = listRow(x: x, y: y - listTop, width: size.width, light: light, page: page)
        }
        let index = (row * width + column) * 4
        for channel in 0..<3 {
          pixels[index + channel] = UInt8((min(max(color[channel], 0), 1) * 255).rounded())
        }
      }
    }
    return GlassBackdrop(
      image: RGBAImage(width: width, height: height, pixels: pixels)!, pixelsPerPoint: scale)
  }

  /// The lower part of photo `index` (0, 1 or 2), `u` across and `v` down,
  /// each from 0 to 1.
  private static func photo(_ index: Int, u: Double, v: Double) -> [Double] {
    switch index {
    case 0: sunset(u: u, v: v)
    case 1: hills(u: u, v: v)
    default: city(u: u, v: v)
    }
  }

  /// An orange sky over a dark blue sea, the sun's path a bright streak on it.
  private static func sunset(u: Double, v: Double) -> [Double] {
    let horizon = 0.45
    guard v >= horizon else {
      let t = v / horizon
      return mix([0.98, 0.72, 0.35], [0.95, 0.42, 0.32], t)
    }
    let depth = (v - horizon) / (1 - horizon)
    let sea = mix([0.16, 0.24, 0.45], [0.05, 0.1, 0.25], depth)
    let streak = max(0, 1 - abs(u - 0.62) / (0.06 + 0.1 * depth))
    let ripple = (Int(v * 60) % 3 == 0) ? 0.5 : 1
    return mix(sea, [1, 0.82, 0.5], streak * ripple * 0.9)
  }

  /// Rolling green hills under a pale sky, the nearer ones darker.
  private static func hills(u: Double, v: Double) -> [Double] {
    func bumps(_ u: Double, _ count: Double, _ base: Double, _ height: Double) -> Double {
      let phase = u * count - (u * count).rounded(.down)
      let arch = 1 - (2 * phase - 1) * (2 * phase - 1)
      return base - height * arch
    }
    if v > bumps(u + 0.3, 1.5, 0.85, 0.35) { return mix([0.2, 0.5, 0.2], [0.1, 0.3, 0.12], v) }
    if v > bumps(u, 2.5, 0.6, 0.3) { return mix([0.45, 0.68, 0.36], [0.3, 0.55, 0.28], v) }
    return mix([0.62, 0.8, 0.95], [0.85, 0.92, 0.97], v)
  }

  /// A city at night: dark towers of lit windows against a deep blue sky.
  private static func city(u: Double, v: Double) -> [Double] {
    let column = Int(u * 9)
    let phase = u * 9 - Double(column)
    let top = 0.15 + Double((column * 37) % 5) * 0.09
    let sky = mix([0.1, 0.12, 0.3], [0.2, 0.16, 0.35], v)
    // Towers of their own heights, with the sky between them above a low block.
    guard v >= top, phase < 0.82 || v > 0.8 else { return sky }
    let window = Int(u * 45) % 5 != 0 && Int(v * 36) % 3 == 1
    let lit = window && (Int(u * 45) * 7 + Int(v * 36) * 13) % 4 != 0
    return lit ? [1, 0.85, 0.45] : [0.08, 0.08, 0.12]
  }

  /// A list row `y` points below its top: a rounded thumbnail (a photo of its
  /// own) at the leading margin, a title line and a line of detail after it,
  /// and a hairline under the row.
  private static func listRow(
    x: Double, y: Double, width: Double, light: Bool, page: [Double]
  ) -> [Double] {
    let margin = 16.0
    if x >= margin, x < margin + thumbnail, y >= 0, y < thumbnail {
      let dx = min(x - margin, margin + thumbnail - x)
      let dy = min(y, thumbnail - y)
      let corner = 8.0
      let outside =
        dx < corner && dy < corner
        && (corner - dx) * (corner - dx) + (corner - dy) * (corner - dy) > corner * corner
      if !outside { return sunset(u: 1 - (x - margin) / thumbnail, v: y / thumbnail) }
    }
    let textStart = margin + thumbnail + 12
    let ink: [Double] = light ? [0.1, 0.1, 0.12] : [0.92, 0.92, 0.95]
    let detail: [Double] = light ? [0.55, 0.55, 0.58] : [0.55, 0.55, 0.6]
    if y >= 5, y < 13, inWord(x - textStart, line: 0, length: min(150, width - margin - textStart))
    {
      return ink
    }
    if y >= 18, y < 24, inWord(x - textStart, line: 1, length: min(210, width - margin - textStart))
    {
      return detail
    }
    return page
  }

  /// Whether `x` points into line `line` falls on a word: words of varied
  /// lengths 4 pt apart, as a line of text reads from afar, the line ending
  /// within `length`.
  private static func inWord(_ x: Double, line: Int, length: Double) -> Bool {
    guard x >= 0, x < length else { return false }
    let words = [34.0, 18, 46, 24, 12, 38, 28, 20, 42, 16]
    var start = 0.0
    var index = line * 3
    while start <= x {
      let end = start + words[index % words.count]
      if x < end { return end <= length }
      start = end + 4
      index += 1
    }
    return false
  }

  /// `a` moved towards `b` by `t`, channel by channel.
  private static func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
    (0..<3).map { a[$0] + (b[$0] - a[$0]) * min(max(t, 0), 1) }
  }
}
