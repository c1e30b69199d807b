/// Converts cairo's native ARGB32 pixels (premultiplied alpha) to straight RGBA.
public enum PremultipliedPixel {
  /// `count` of cairo's pixels at `source` as straight RGBA bytes at `target`:
  /// the one conversion of drawn art to PNG rows and to RGBA images.
  ///
  /// Glass art is mostly shadow, whose pixels are neither opaque nor clear:
  /// dividing their three channels by the alpha one pixel at a time was a
  /// ninth of a glass build. Four pixels are straightened at once instead,
  /// each division a multiplication by the alpha's reciprocal (see
  /// `straightened(_:)`), which gives the same bytes.
  @inlinable
  public static func straighten(
    _ source: UnsafePointer<UInt32>, count: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(target)
    var x = 0
    while x + 4 <= count {
      let argb = UnsafeRawPointer(source + x).loadUnaligned(as: SIMD4<UInt32>.self)
      let alpha = argb &>> 24
      let opaque = alpha .== 255
      let rgba: SIMD4<UInt32>
      if all(opaque .| (alpha .== 0)) {
        // Art is mostly opaque or clear: its bytes swapped in place (every
        // platform chevgen runs on is little-endian).
        let swapped = (argb & 0xFF00_FF00) | (argb &>> 16 & 0xFF) | (argb & 0xFF) &<< 16
        rgba = SIMD4<UInt32>(repeating: 0).replacing(with: swapped, where: opaque)
      } else {
        rgba = straightened(argb)
      }
      raw.storeBytes(of: rgba, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
      x += 4
    }
    while x < count {
      let rgba = straightened(SIMD4<UInt32>(repeating: source[x]))
      raw.storeBytes(of: rgba[0], toByteOffset: x * 4, as: UInt32.self)
      x += 1
    }
  }

  /// Four pixels as straight RGBA, each in a little-endian word (red in the
  /// low byte).
  ///
  /// A channel c of alpha a becomes ⌊(255c + ⌊a/2⌋) / a⌋, computed as
  /// ⌊n · fl(1/a) + 1/1024⌋ in single precision with n = 255c + ⌊a/2⌋: n is
  /// exact (below 2¹⁶), the product is within 255 · 2⁻²³ of n / a, and the
  /// fraction of n / a is 0 or at most 1 − 1/a, so adding 1/1024 lifts an
  /// exact quotient above any rounding below it without reaching the next
  /// whole number. An opaque pixel comes out as it was; a clear one is 0.
  /// A test checks every alpha with every colour up to it.
  @inlinable @inline(__always)
  static func straightened(_ argb: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let alpha = argb &>> 24
    let clear = alpha .== 0
    // A clear pixel divides by 1 (and comes out 0): no infinity, no NaN.
    let reciprocal = 1 / SIMD4<Float>(alpha.replacing(with: 1, where: clear))
    let half = SIMD4<Float>(alpha &>> 1)
    func channel(_ shift: UInt32) -> SIMD4<UInt32> {
      let value = SIMD4<Float>(argb &>> shift & 0xFF)
      var quotient = ((value * 255 + half) * reciprocal + 1 / 1024).rounded(.down)
      // A colour above its alpha is not premultiplied: cairo never writes one.
      quotient.replace(with: 255, where: quotient .> 255)
      return SIMD4<UInt32>(quotient)
    }
    let rgba = channel(16) | channel(8) &<< 8 | channel(0) &<< 16 | alpha &<< 24
    return rgba.replacing(with: 0, where: clear)
  }

  /// Red, green, blue and alpha with the colour divided back out of the alpha,
  /// rounded to nearest as cairo's own PNG writer does.
  @inlinable @inline(__always)
  public static func straightRGBA(_ argb: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    let alpha = argb >> 24
    guard alpha != 0 else { return (0, 0, 0, 0) }
    let red = (argb >> 16) & 0xFF
    let green = (argb >> 8) & 0xFF
    let blue = argb & 0xFF
    guard alpha != 255 else { return (UInt8(red), UInt8(green), UInt8(blue), 255) }
    let half = alpha / 2
    return (
      UInt8((red * 255 + half) / alpha), UInt8((green * 255 + half) / alpha),
      UInt8((blue * 255 + half) / alpha), UInt8(alpha)
    )
  }
}
