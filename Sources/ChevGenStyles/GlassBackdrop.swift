import ChevGenGeometry
import ChevGenImage

/// What a glass platter is drawn over: a picture or one colour. Where the art
/// lies on it is a ``BackdropPlacement``, resolved into a ``PlacedBackdrop``.
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
  /// The pixels' FNV-1a digest, computed once, so that comparing and hashing
  /// a backdrop (as art and scenes are, to reuse drawings) costs nothing per use.
  private let digest: UInt64

  public init(image: RGBAImage, pixelsPerPoint: Double) {
    self.image = image
    self.pixelsPerPoint = pixelsPerPoint
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

  /// Whether `text`, a backdrop as a user names it, is a colour (`#RRGGBB`)
  /// rather than a screenshot's path: how every front end reads it.
  public static func namesColor(_ text: String) -> Bool { text.hasPrefix("#") }

  /// Whether the backdrop is one colour, which every placement sees alike.
  public var isUniform: Bool { image.width == 1 && image.height == 1 }

  /// The backdrop's size in points.
  public var size: Size {
    Size(
      width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
  }
}

extension GlassBackdrop: CustomDebugStringConvertible {
  /// The backdrop by its digest, not its pixels: what a build's keys hash
  /// when they reflect a theme that holds one.
  public var debugDescription: String {
    "GlassBackdrop(\(image.width)×\(image.height), \(String(digest, radix: 16)), "
      + "\(pixelsPerPoint))"
  }
}

extension GlassBackdrop: Hashable {
  public static func == (lhs: GlassBackdrop, rhs: GlassBackdrop) -> Bool {
    lhs.digest == rhs.digest && lhs.pixelsPerPoint == rhs.pixelsPerPoint
      && lhs.image.width == rhs.image.width
      && lhs.image.height == rhs.image.height && lhs.image.pixels == rhs.image.pixels
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
    hasher.combine(pixelsPerPoint)
  }
}
