import ChevGenGeometry

/// A pure description of one image: what to paint, in order, in points.
///
/// Text arrives as glyph outlines from the text layer, so a scene is nothing but
/// paths and paints, and any renderer draws it the same way at any scale.
public struct Scene: Hashable, Sendable {
  /// One drawing step.
  public indirect enum Item: Hashable, Sendable {
    /// Fill a path (non-zero winding) with a paint.
    case fill(Path, Paint)
    /// Stroke a path's centre line `width` points wide, with round caps and joins.
    case stroke(Path, Paint, width: Double)
    /// Draw the items with everything outside the path masked off.
    case clip(Path, [Item])
    /// Draw the items into a layer, then composite the layer at `opacity`.
    case group(opacity: Double, [Item])
    /// Draw the items mirrored left to right within a box `width` wide starting
    /// at x = 0. Renderers flip the finished layer, so a raster is the exact
    /// pixel mirror of the same items drawn unmirrored.
    case mirrored(width: Double, [Item])
    /// Draw the items moved by an offset (to compose scenes into a sheet).
    case offset(Point, [Item])
    /// Fill a path with glass: the backdrop behind it (the art's point (0, 0)
    /// lying at the backdrop's origin), blurred, bent and lit by the surface
    /// when there is one, and toned by the material. Only images draw glass;
    /// vector output draws a glass button's glyph alone.
    case glass(Path, GlassMaterial, PlacedBackdrop, GlassSurface?)
    /// A soft shadow of a path's fill (see `GlassShadow`); images only.
    case shadow(Path, GlassShadow)
  }

  /// The image's size in points; pixels are points × scale.
  public var size: Size
  public var items: [Item]

  public init(size: Size, items: [Item]) {
    self.size = size
    self.items = items
  }
}
