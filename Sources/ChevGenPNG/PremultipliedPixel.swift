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
  /// A channel c of alpha a becomes ⌊n / a⌋ with n = 255c + ⌊a/2⌋, computed
  /// in single precision as q = n · fl(1/a): n is exact (below 2¹⁶) and q is
  /// within 255 · 2⁻²³ of n / a. The fraction of n / a is 0 or at most
  /// 1 − 1/a, so q + 1/1024 + 1/2 lies strictly between ⌊n / a⌋ + 1/2 and
  /// ⌊n / a⌋ + 3/2, and adding 2²³ rounds it to ⌊n / a⌋ + 1 in the float's
  /// low bits. Integers go in and out by their bits (the library's
  /// conversions of SIMD lanes run lane by lane, through generic code, at many
  /// times the cost). An opaque pixel comes out as it was; a clear one is 0.
  /// A test checks every alpha with every colour up to it.
  @inlinable @inline(__always)
  static func straightened(_ argb: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let alpha = argb &>> 24
    let clear = alpha .== 0
    // A clear pixel divides by 1 (and comes out 0): no infinity, no NaN.
    let reciprocal = 1 / float(alpha.replacing(with: 1, where: clear))
    let half = alpha &>> 1
    func channel(_ shift: UInt32) -> SIMD4<UInt32> {
      let numerator = float((argb &>> shift & 0xFF) &* 255 &+ half)
      let biased = numerator * reciprocal + (0.5 + 1 / 1024) + 8_388_608
      var quotient = unsafeBitCast(biased, to: SIMD4<UInt32>.self) &- (0x4B00_0000 + 1)
      // A colour above its alpha is not premultiplied: cairo never writes one.
      quotient.replace(with: 255, where: quotient .> 255)
      return quotient
    }
    let rgba = channel(16) | channel(8) &<< 8 | channel(0) &<< 16 | alpha &<< 24
    return rgba.replacing(with: 0, where: clear)
  }

  /// Whole numbers below 2²³ as floats, exactly, through their bits: 2²³ + v
  /// has v in its mantissa.
  @inlinable @inline(__always)
  static func float(_ value: SIMD4<UInt32>) -> SIMD4<Float> {
    unsafeBitCast(value | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
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
