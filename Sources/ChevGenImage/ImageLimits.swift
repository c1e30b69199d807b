/// The largest images chevgen will allocate, decode or encode.
///
/// One limit for every image, drawn or read, so that a PNG chevgen writes can
/// always be read back and compared.
public enum ImageLimits {
  /// cairo's image surfaces are at most 32767 pixels on a side.
  public static let maximumSide = 32767
  /// 64 megapixels: 256 MB of RGBA, well beyond any bar button.
  public static let maximumPixels = 64_000_000

  /// True when a `width × height` image is within both limits.
  public static func allows(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
      && width * height <= maximumPixels
  }

  /// The problem with a `width × height` image beyond the limits and the fix,
  /// for every module that refuses one.
  public static func tooLarge(width: Int, height: Int) -> String {
    "a \(width)×\(height)-pixel image is too large (limit: \(maximumSide) pixels a side, "
      + "\(maximumPixels / 1_000_000) megapixels); use a smaller width or scale"
  }
}
