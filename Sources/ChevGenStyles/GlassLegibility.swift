import ChevGenGeometry
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
  public static let samples = 1024

  /// What a platter's glyph or title asks of the glass under it: its colour,
  /// the least contrast, and where it lies (the art's points). Carried by
  /// the material to whoever draws it, which has the blurred backdrop at hand.
  public struct Requirement: Hashable, Sendable {
    public var ink: Color
    public var contrast: Double
    public var box: Rect
  }

  /// `material` with its layer just thick enough that its requirement's ink
  /// reaches its contrast against every one of `colors` (the blurred
  /// backdrop under the ink's box, 0…1) seen through it; `material` itself
  /// where it already does, or where it asks nothing.
  public static func legible(_ material: GlassMaterial, over colors: [SIMD3<Double>])
    -> GlassMaterial
  {
    guard let requirement = material.legibility else { return material }
    let ink = requirement.ink
    let target = requirement.contrast * spare
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
}
