import ChevGenStyles

/// A material's `GlassMaterial.shade` and the rim's light as arithmetic on a
/// pixel's three lanes, packed as cairo's opaque ARGB32: what drawing glass
/// does for every device pixel, so it is worked out once per material (the
/// saturation's matrix as three columns, the layer premultiplied) rather than
/// per pixel, in single precision as the blurred backdrop is kept.
struct PixelShader {
  /// The saturation matrix's columns: what red, green and blue each give.
  private let red: SIMD4<Float>
  private let green: SIMD4<Float>
  private let blue: SIMD4<Float>
  /// The layer's colour times its opacity.
  private let layer: SIMD4<Float>
  /// What the layer leaves of the backdrop: one minus its opacity.
  private let through: Float
  /// What the dimming leaves: one minus it.
  private let kept: Float

  init(_ material: GlassMaterial) {
    let s = Float(material.saturation)
    red = SIMD4(0.213 + 0.787 * s, 0.213 - 0.213 * s, 0.213 - 0.213 * s, 0)
    green = SIMD4(0.715 - 0.715 * s, 0.715 + 0.285 * s, 0.715 - 0.715 * s, 0)
    blue = SIMD4(0.072 - 0.072 * s, 0.072 - 0.072 * s, 0.072 + 0.928 * s, 0)
    let alpha = Float(material.layer.alpha)
    let color = material.layer
    layer = SIMD4(Float(color.red), Float(color.green), Float(color.blue), 0) * alpha
    through = 1 - alpha
    kept = Float(1 - material.dimming)
  }

  /// The glass over `blurred` (0…1 lanes), lit by `light` (white over it, 0…1).
  @inline(__always)
  func pixel(_ blurred: SIMD4<Float>, light: Float) -> UInt32 {
    let mixed = red * blurred.x + green * blurred.y + blue * blurred.z
    // Clamped lane by lane: within 0…1, the layer, the dimming and the light
    // keep it there.
    let saturated = SIMD4(
      min(max(mixed.x, 0), 1), min(max(mixed.y, 0), 1), min(max(mixed.z, 0), 1), 0)
    var shaded = (layer + through * saturated) * kept
    shaded += (1 - shaded) * light
    let bytes = shaded * 255 + 0.5
    return 0xFF00_0000 | UInt32(bytes.x) << 16 | UInt32(bytes.y) << 8 | UInt32(bytes.z)
  }
}
