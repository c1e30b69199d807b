import ChevGenGeometry
import ChevGenImage
internal import RealModule

/// How glass keeps what it carries legible over any content: where the
/// glyph or title would fall below its contrast, the layer thickens (more
/// frost) until it reaches it against every pixel of the interior under it.
///
/// Apple: the regular variant *adapts* to stay legible over whatever is
/// behind it (WWDC25 session 219, "Meet Liquid Glass"). chevgen's rule for
/// how: the contrast ratio of WCAG 2.2
/// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), at least 3:1 for a
/// glyph (success criterion 1.4.11, non-text contrast) and 4.5:1 for a title
/// (1.4.3), each with 5 % to spare for rounding, against the glass the
/// glyph's box shows: the backdrop there blurred, saturated and under the
/// layer, as it is drawn. Over content where the variant's own layer
/// already reaches it, the glass stays as see-through as its variant.
public enum GlassLegibility {
  /// A glyph's least contrast with the glass under it (WCAG 1.4.11).
  public static let glyphContrast = 3.0
  /// A title's least contrast with the glass under it (WCAG 1.4.3).
  public static let titleContrast = 4.5
  /// The share kept in hand over the least contrast.
  static let spare = 1.05
  /// The most interior colours compared: a title's box at 3 pixels a point
  /// holds thousands, and neighbours of a blurred backdrop differ little.
  static let samples = 1024

  /// `material` with its layer just thick enough that `ink` reaches
  /// `contrast` against the glass under `rect` (the art's points) of
  /// `backdrop`; `material` itself where it already does.
  public static func legible(
    _ material: GlassMaterial, ink: Color, contrast: Double, under rect: Rect,
    of backdrop: PlacedBackdrop
  ) -> GlassMaterial {
    let colors = interiorColors(of: backdrop, under: rect, blur: material.blur)
    let target = contrast * spare
    var thicker = material
    while let worst = colors.first(where: { ratio(ink, thicker, $0) < target }) {
      guard thicker.layer.alpha < 1 else { break }
      // The least opacity at which the worst colour passes, to 1/1024.
      var low = thicker.layer.alpha
      var high = 1.0
      for _ in 0..<10 {
        let middle = (low + high) / 2
        if ratio(ink, material.thickened(to: middle), worst) < target {
          low = middle
        } else {
          high = middle
        }
      }
      thicker = material.thickened(to: high)
    }
    return thicker
  }

  /// The contrast ratio of `ink` with `color` of the backdrop seen through `material`.
  static func ratio(_ ink: Color, _ material: GlassMaterial, _ color: SIMD3<Double>) -> Double {
    let (red, green, blue) = material.shade(red: color.x, green: color.y, blue: color.z)
    let a = luminance(red, green, blue)
    let b = luminance(ink.red, ink.green, ink.blue)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG's relative luminance of an sRGB colour (0…1 channels).
  static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
    func linear(_ value: Double) -> Double {
      let value = min(max(value, 0), 1)
      return value <= 0.04045 ? value / 12.92 : Double.pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The backdrop's colours (0…1) under `rect`, blurred by `blur` points as
  /// the glass blurs them: one for a uniform backdrop, else up to `samples`
  /// spread evenly over the box.
  static func interiorColors(
    of placed: PlacedBackdrop, under rect: Rect, blur: Double
  ) -> [SIMD3<Double>] {
    let image = placed.backdrop.image
    if placed.backdrop.isUniform {
      let pixel = image[0, 0]
      return [SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) / 255]
    }
    let perPoint = placed.backdrop.pixelsPerPoint
    let margin = Int((3 * blur * perPoint).rounded(.up)) + 1
    func span(_ start: Double, _ length: Double, _ limit: Int) -> (
      inner: Range<Int>, outer: Range<Int>
    ) {
      let low = min(max(Int((start * perPoint).rounded(.down)), 0), limit - 1)
      let high = min(max(Int(((start + length) * perPoint).rounded(.up)), low + 1), limit)
      return (low..<high, max(low - margin, 0)..<min(high + margin, limit))
    }
    let columns = span(placed.origin.x + rect.minX, rect.width, image.width)
    let rows = span(placed.origin.y + rect.minY, rect.height, image.height)
    let width = columns.outer.count
    let height = rows.outer.count
    var planes: [[Float]] = []
    for channel in 0..<3 {
      var plane = [UInt8](repeating: 0, count: width * height)
      for row in 0..<height {
        for column in 0..<width {
          let pixel =
            (rows.outer.lowerBound + row) * image.width + columns.outer.lowerBound + column
          plane[row * width + column] = image.pixels[pixel * 4 + channel]
        }
      }
      planes.append(BoxBlur.blur(plane, width: width, height: height, sigma: blur * perPoint))
    }
    let step = max(
      1,
      Int(
        (Double(columns.inner.count * rows.inner.count) / Double(samples)).squareRoot().rounded(.up)
      ))
    var colors: [SIMD3<Double>] = []
    for y in stride(from: rows.inner.lowerBound, to: rows.inner.upperBound, by: step) {
      for x in stride(from: columns.inner.lowerBound, to: columns.inner.upperBound, by: step) {
        let index = (y - rows.outer.lowerBound) * width + x - columns.outer.lowerBound
        colors.append(
          SIMD3(Double(planes[0][index]), Double(planes[1][index]), Double(planes[2][index])) / 255)
      }
    }
    return colors
  }
}
