/// Converts cairo's native ARGB32 pixels (premultiplied alpha) to straight RGBA.
public enum PremultipliedPixel {
  /// `count` of cairo's pixels at `source` as straight RGBA bytes at `target`:
  /// the one conversion of drawn art to PNG rows and to RGBA images.
  @inlinable
  public static func straighten(
    _ source: UnsafePointer<UInt32>, count: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(target)
    var x = 0
    while x < count {
      // Art is mostly opaque or clear: four such pixels at once, their bytes
      // swapped in place (every platform chevgen runs on is little-endian).
      if x + 4 <= count {
        let argb = UnsafeRawPointer(source + x).loadUnaligned(as: SIMD4<UInt32>.self)
        let alpha = argb &>> 24
        let opaque = alpha .== 255
        if all(opaque .| (alpha .== 0)) {
          let swapped = (argb & 0xFF00_FF00) | (argb &>> 16 & 0xFF) | (argb & 0xFF) &<< 16
          let rgba = SIMD4<UInt32>(repeating: 0).replacing(with: swapped, where: opaque)
          raw.storeBytes(of: rgba, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
          x += 4
          continue
        }
      }
      let pixel = straightRGBA(source[x])
      target[x * 4] = pixel.0
      target[x * 4 + 1] = pixel.1
      target[x * 4 + 2] = pixel.2
      target[x * 4 + 3] = pixel.3
      x += 1
    }
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
