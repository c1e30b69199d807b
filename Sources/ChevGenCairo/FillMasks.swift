import CCairo
import ChevGenGeometry

/// The coverage of filled paths on an image, scan-converted once and painted
/// through as a mask wherever the same path recurs at the same transform.
///
/// A build draws each button's label four times per scale (its shadow and its
/// text, in two states) and its bezel twice; scan-converting those outlines
/// was most of cairo's time. Coverage does not depend on the colour, nor on a
/// whole-pixel move, so one A8 mask serves every fill of a path whose device
/// transform differs only by whole pixels. Each mask is drawn at the
/// transform's fractional offset alone, whichever fill comes first, so the
/// pixels do not depend on the order of drawing. For image surfaces only: a
/// vector document keeps its paths.
public final class FillMasks {
  /// A path and the device transform it is filled with, less whole pixels;
  /// the path last, so that comparing keys looks at it only when the rest agrees.
  private struct Key: Equatable {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double
    var x0: Double
    var y0: Double
    var path: Path
  }

  /// A path's coverage and where its top-left pixel lies, from the whole
  /// pixels of the transform's offset.
  private struct Mask {
    var surface: OpaquePointer
    var x: Int
    var y: Int
  }

  /// The most pixels (bytes) one mask may have; a larger fill is drawn directly.
  private static let pixelLimit = 1 << 24
  /// The most masks, and the most bytes all masks together, kept at once; the
  /// oldest go first.
  private static let capacity = (count: 32, bytes: 1 << 26)

  /// Each fill's mask, oldest first; nil for a fill drawn directly. A list,
  /// not a dictionary: hashing a label's outline at every fill cost more than
  /// comparing it with the few paths one button fills.
  private var masks: [(key: Key, mask: Mask?)] = []
  /// The bytes of the masks kept.
  private var bytes = 0

  public init() {}

  deinit {
    for case let mask? in masks.map(\.mask) { cairo_surface_destroy(mask.surface) }
  }

  /// Paints the source of `cr` through the coverage of `path`, filled with
  /// the context's transform, made the first time. False when the path has
  /// no mask (empty, too large, or cairo failed): the caller fills it directly.
  func fill(_ path: Path, on cr: OpaquePointer) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let wholeX = matrix.x0.rounded(.down)
    let wholeY = matrix.y0.rounded(.down)
    // Also false for an infinite or NaN offset.
    guard abs(wholeX) < 1e9, abs(wholeY) < 1e9 else { return false }
    // x − ⌊x⌋ is exact in floating point.
    let key = Key(
      xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy, x0: matrix.x0 - wholeX,
      y0: matrix.y0 - wholeY, path: path)
    let found: Mask?
    if let known = masks.first(where: { $0.key == key }) {
      found = known.mask
    } else {
      found = Self.mask(key)
      keep(key, found)
    }
    guard let mask = found else { return false }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_mask_surface(cr, mask.surface, wholeX + Double(mask.x), wholeY + Double(mask.y))
    cairo_restore(cr)
    return true
  }

  /// Keeps `mask` for `key`, first letting go of the oldest masks beyond the capacity.
  private func keep(_ key: Key, _ mask: Mask?) {
    let size = mask.map { Self.bytes(of: $0) } ?? 0
    while !masks.isEmpty
      && (masks.count >= Self.capacity.count || bytes + size > Self.capacity.bytes)
    {
      if let oldest = masks.removeFirst().mask {
        bytes -= Self.bytes(of: oldest)
        cairo_surface_destroy(oldest.surface)
      }
    }
    masks.append((key, mask))
    bytes += size
  }

  private static func bytes(of mask: Mask) -> Int {
    Int(cairo_image_surface_get_stride(mask.surface))
      * Int(cairo_image_surface_get_height(mask.surface))
  }

  /// The coverage of `key`'s path over the pixels its reach covers, with a
  /// pixel to spare on every side; nil when there is none to make.
  private static func mask(_ key: Key) -> Mask? {
    guard let reach = key.path.reach else { return nil }
    let corners = [
      (reach.minX, reach.minY), (reach.maxX, reach.minY), (reach.minX, reach.maxY),
      (reach.maxX, reach.maxY),
    ].map { x, y in
      (key.xx * x + key.xy * y + key.x0, key.yx * x + key.yy * y + key.y0)
    }
    let low = (corners.map(\.0).min()!, corners.map(\.1).min()!)
    let high = (corners.map(\.0).max()!, corners.map(\.1).max()!)
    // Corners that are far off, infinite or NaN get no mask (and no Int overflow).
    guard [low.0, low.1, high.0, high.1].allSatisfy({ abs($0) < 1e9 }) else { return nil }
    let x = Int(low.0.rounded(.down)) - 1
    let y = Int(low.1.rounded(.down)) - 1
    let width = Int(high.0.rounded(.up)) + 1 - x
    let height = Int(high.1.rounded(.up)) + 1 - y
    guard width * height <= pixelLimit else { return nil }
    var matrix = cairo_matrix_t(
      xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.x0 - Double(x),
      y0: key.y0 - Double(y))
    let blank = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    guard
      let surface = CairoStatus.drawn(
        blank,
        { painter in
          cairo_set_matrix(painter, &matrix)
          ScenePainter.addPath(key.path, to: painter)
          cairo_fill(painter)
        })
    else { return nil }
    cairo_surface_flush(surface)
    return Mask(surface: surface, x: x, y: y)
  }
}
