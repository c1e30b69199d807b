import ChevGenImage

/// What a glass platter is drawn over: a picture or one colour, and where the
/// art lies on it.
///
/// Glass shows what is behind it, so its art can only be drawn over something.
/// A picture is taken as a screenshot: `pixelsPerPoint` of its pixels per point
/// (3 for an iPhone's 1179 × 2556 screenshot). Its transparent parts are
/// expected to be flattened already (see `flattened(over:)`).
public struct GlassBackdrop: Sendable {
  /// The backdrop's pixels.
  public let image: RGBAImage
  /// How many of the image's pixels make one point.
  public let pixelsPerPoint: Double
  /// Where the art's top-left corner lies on the backdrop, in points; nil to
  /// centre the art on it.
  public let origin: Point?
  /// The pixels' FNV-1a digest, computed once, so that comparing and hashing
  /// a backdrop (as art and scenes are, to reuse drawings) costs nothing per use.
  private let digest: UInt64

  public init(image: RGBAImage, pixelsPerPoint: Double, origin: Point? = nil) {
    self.image = image
    self.pixelsPerPoint = pixelsPerPoint
    self.origin = origin
    digest = Self.digest(of: image.pixels)
  }

  /// FNV-1a over the pixels eight bytes at a time (a word per step, which
  /// keeps a 12 MB screenshot's digest to a few milliseconds), then the tail.
  private static func digest(of bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      for index in 0..<words {
        let word = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
        hash = (hash ^ UInt64(littleEndian: word)) &* 0x100_0000_01b3
      }
      for index in (words * 8)..<raw.count {
        hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01b3
      }
    }
    return hash
  }

  /// One colour everywhere.
  public static func color(_ color: Color) -> GlassBackdrop {
    let channels = [color.red, color.green, color.blue].map { UInt8(($0 * 255).rounded()) }
    return GlassBackdrop(
      image: RGBAImage(width: 1, height: 1, pixels: channels + [255])!, pixelsPerPoint: 1)
  }

  /// The backdrop placed elsewhere: at `origin` (points), or centred for nil.
  public func placed(at origin: Point?) -> GlassBackdrop {
    GlassBackdrop(copying: self, origin: origin)
  }

  private init(copying other: GlassBackdrop, origin: Point?) {
    image = other.image
    pixelsPerPoint = other.pixelsPerPoint
    self.origin = origin
    digest = other.digest
  }

  /// Whether the backdrop is one colour, which every placement sees alike.
  public var isUniform: Bool { image.width == 1 && image.height == 1 }

  /// The backdrop's size in points.
  public var size: Size {
    Size(
      width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
  }

  /// Where art of `artSize` has its top-left corner: the given origin, or centred.
  public func artOrigin(for artSize: Size) -> Point {
    if let origin { return origin }
    guard !isUniform else { return Point(x: 0, y: 0) }
    return Point(x: (size.width - artSize.width) / 2, y: (size.height - artSize.height) / 2)
  }

  /// The mean luma (Rec. 709 weights on the stored sRGB values, 0…1) of the
  /// backdrop under `rect`, a rectangle in the art's points for art of `artSize`;
  /// what decides the glyph's tone when glass follows the content.
  public func meanLuma(under rect: Rect, artSize: Size) -> Double {
    let origin = artOrigin(for: artSize)
    let scale = pixelsPerPoint
    func clamp(_ value: Double, _ limit: Int) -> Int { min(max(Int(value), 0), limit - 1) }
    let left = clamp(((origin.x + rect.origin.x) * scale).rounded(.down), image.width)
    let right = clamp(
      ((origin.x + rect.origin.x + rect.size.width) * scale).rounded(.up) - 1, image.width)
    let top = clamp(((origin.y + rect.origin.y) * scale).rounded(.down), image.height)
    let bottom = clamp(
      ((origin.y + rect.origin.y + rect.size.height) * scale).rounded(.up) - 1, image.height)
    var total = 0.0
    for y in top...bottom {
      for x in left...right {
        let pixel = image[x, y]
        total += GlassMaterial.luma(
          red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
          blue: Double(pixel.blue) / 255)
      }
    }
    return total / Double((right - left + 1) * (bottom - top + 1))
  }
}

extension GlassBackdrop: CustomDebugStringConvertible {
  /// The backdrop by its digest, not its pixels: what a build's keys hash
  /// when they reflect a theme that holds one.
  public var debugDescription: String {
    "GlassBackdrop(\(image.width)×\(image.height), \(String(digest, radix: 16)), "
      + "\(pixelsPerPoint), \(String(describing: origin)))"
  }
}

extension GlassBackdrop: Hashable {
  public static func == (lhs: GlassBackdrop, rhs: GlassBackdrop) -> Bool {
    lhs.digest == rhs.digest && lhs.pixelsPerPoint == rhs.pixelsPerPoint
      && lhs.origin == rhs.origin && lhs.image.width == rhs.image.width
      && lhs.image.height == rhs.image.height && lhs.image.pixels == rhs.image.pixels
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
    hasher.combine(pixelsPerPoint)
    hasher.combine(origin)
  }
}
