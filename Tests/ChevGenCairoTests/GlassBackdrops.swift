import ChevGenImage
import ChevGenStyles

/// The backdrops glass is judged over, at 3 pixels a point: a ruled page,
/// lines of text and a photograph's kind of content.
enum GlassBackdrops {
  /// A backdrop `width` × `height` points at 3 pixels a point, each pixel's
  /// grey (or colour) from `pixel` at its point.
  static func backdrop(
    width: Double, height: Double, _ pixel: (Double, Double) -> (UInt8, UInt8, UInt8)
  ) -> GlassBackdrop {
    var pixels = [UInt8]()
    for y in 0..<Int(height * 3) {
      for x in 0..<Int(width * 3) {
        let (red, green, blue) = pixel(Double(x) / 3, Double(y) / 3)
        pixels += [red, green, blue, 255]
      }
    }
    return GlassBackdrop(
      image: RGBAImage(width: Int(width * 3), height: Int(height * 3), pixels: pixels)!,
      pixelsPerPoint: 3)
  }

  /// White, ruled with 1 pt black lines every 8 pt.
  static func ruled(width: Double, height: Double) -> GlassBackdrop {
    backdrop(width: width, height: height) { _, y in
      Int(y) % 8 == 0 ? (0, 0, 0) : (255, 255, 255)
    }
  }

  /// Black lines of text on white: rows of words 9 pt high, 14 pt apart.
  static func text(width: Double, height: Double) -> GlassBackdrop {
    backdrop(width: width, height: height) { x, y in
      let line = Int(y / 14)
      let inLine = y - Double(line) * 14
      // Words of 3 to 8 pt, a 2 pt space after each, shifting from line to line.
      let word = Int(x + Double(line * 5)) % 11
      let ink = inLine >= 3 && inLine < 12 && word < 9 && Int(x * 3) % 3 != 2
      return ink ? (0, 0, 0) : (255, 255, 255)
    }
  }

  /// A photograph's kind of content: a sky, a bright sun, green hills and grain.
  static func photo(width: Double, height: Double) -> GlassBackdrop {
    backdrop(width: width, height: height) { x, y in
      // Grain a point across, the same every run.
      let hash = (Int(x) &* 73_856_093) ^ (Int(y) &* 19_349_663)
      let grain = Double(abs(hash) % 41 - 20)
      // The scene repeats every 160 pt, so a sheet of any width holds all of it.
      let u = x.truncatingRemainder(dividingBy: 160)
      var colour: (Double, Double, Double) = (90 + u, 150 + y, 235 - y)
      if y > 40 + 10 * (u / 9).squareRoot() { colour = (40 + u / 3, 110 + y / 2, 40) }
      if (u - 48) * (u - 48) + (y - 18) * (y - 18) < 100 { colour = (255, 245, 200) }
      func byte(_ value: Double) -> UInt8 { UInt8(min(max(value + grain, 0), 255)) }
      return (byte(colour.0), byte(colour.1), byte(colour.2))
    }
  }
}
