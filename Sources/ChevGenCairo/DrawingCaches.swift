import ChevGenStyles

/// What glass drawing reuses within one run: a build, a render, a preview or
/// an animation makes one, hands it to every image it draws, and drops it
/// when it is done, so nothing outlives the run that filled it and no run
/// sees another's values.
///
/// Each kind of value is bounded in bytes; the bounds add up to at most
/// `byteLimit`, a budget a build of glass buttons stays well within (its
/// blurred backdrops, lens fields and shadows are a few hundred kilobytes
/// per button shape and scale). Safe to share between the threads of a build.
public final class DrawingCaches: Sendable {
  /// Blurred rectangles of backdrops, by backdrop, blur and rectangle.
  let backdrops: DrawingCache<BackdropSampler.CacheKey, BackdropSampler.Planes>
  /// Lens displacement and rim light per device pixel, by surface and placement.
  let lensFields: DrawingCache<BackdropSampler.LensKey, [Float]>
  /// Blurred shadow coverage, by path, blur and placement.
  let shadowMasks: DrawingCache<GlassPainter.MaskKey, [UInt8]>
  /// Glass platters' finished layers (shadows, glass, rim), by items, scale and size.
  let layers: DrawingCache<GlassLayer.Key, [UInt32]>
  /// Materials thickened for their glyph, by backdrop, placement and material.
  let materials: DrawingCache<BackdropSampler.LegibleKey, GlassMaterial>

  /// The most bytes all the caches hold together.
  public let byteLimit: Int

  /// Caches holding at most `byteLimit` bytes together: a quarter each,
  /// the layers' less a sixty-fourth of it for the materials (a few hundred
  /// bytes each, counted as `materialBytes`).
  public init(byteLimit: Int = 24 << 20) {
    self.byteLimit = byteLimit
    let share = byteLimit / 4
    backdrops = DrawingCache(byteLimit: share) { $0.byteCount }
    lensFields = DrawingCache(byteLimit: share) { $0.count * MemoryLayout<Float>.stride }
    shadowMasks = DrawingCache(byteLimit: share) { $0.count }
    layers = DrawingCache(byteLimit: share - share / 64) {
      $0.count * MemoryLayout<UInt32>.stride
    }
    materials = DrawingCache(byteLimit: share / 64) { _ in Self.materialBytes }
  }

  /// What a kept material is counted as: its key (a backdrop's reference,
  /// a point, a material) and the material, rounded up.
  static let materialBytes = 512

  /// How many values are kept, and their bytes, all caches together.
  public var usage: (count: Int, bytes: Int) {
    [
      backdrops.usage, lensFields.usage, shadowMasks.usage, layers.usage, materials.usage,
    ].reduce((0, 0)) {
      ($0.0 + $1.count, $0.1 + $1.bytes)
    }
  }
}
