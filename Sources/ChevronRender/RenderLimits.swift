import ChevronGeometry

/// The largest images chevgen will allocate.
public enum RenderLimits {
  /// cairo's image surfaces are at most 32767 pixels on a side.
  public static let maximumSide = 32767
  /// 64 megapixels: 256 MB of ARGB, well beyond any bar button.
  public static let maximumPixels = 64_000_000

  /// Throws unless a `width × height` image is within both limits; nothing is allocated.
  public static func check(width: Int, height: Int) throws(RenderError) {
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide,
      width * height <= maximumPixels
    else { throw .imageTooLarge(width: width, height: height) }
  }

  /// The same check for a vector document of `size` points, one unit per point.
  public static func check(points size: Size) throws(RenderError) {
    try check(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
  }
}
