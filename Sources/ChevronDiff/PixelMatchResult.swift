/// What a pixelmatch comparison found.
public struct PixelMatchResult: Hashable, Sendable {
  /// The smallest rectangle of pixels holding every counted difference.
  public struct Bounds: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
  }

  /// Pixels that differ beyond the threshold and are not anti-aliasing (unless included).
  public var differentPixels: Int
  /// The compared area: the union of both images' sizes.
  public var width: Int
  public var height: Int
  /// Whether both images have the same size.
  public var sizesMatch: Bool
  /// Where the counted differences are; nil when there are none.
  public var bounds: Bounds?
  /// The diff image, if one was asked for.
  public var diffImage: RGBAImage?

  public var totalPixels: Int { width * height }
  /// The share of differing pixels, 0 to 1 (0 for an empty area).
  public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
  /// True when the sizes match and no pixel is counted as different.
  public var identical: Bool { sizesMatch && differentPixels == 0 }
}
