import ChevGenGeometry
import ChevGenStyles

/// Rasterizes a scene at one scale and encodes it as PNG.
public enum PNGWriter {
  /// The pixel size of `scene` at `scale`: its points times the scale, rounded up.
  public static func pixelSize(of scene: Scene, scale: Double) -> (Int, Int) {
    let grid = PixelGrid(scale: scale)
    return (Int(grid.pixelsCovering(scene.size.width)), Int(grid.pixelsCovering(scene.size.height)))
  }

  /// The scene drawn at `scale` on a transparent image surface, its fills
  /// painted through `masks`, which may be shared by the scenes of one
  /// button's images, and its glass reusing what `caches` keeps for the run
  /// that owns them (by default, this image's alone).
  public static func rasterize(
    _ scene: Scene, scale: Double, masks: FillMasks = FillMasks(),
    caches: DrawingCaches = DrawingCaches()
  ) throws(RenderError) -> ImageSurface {
    let (width, height) = pixelSize(of: scene, scale: scale)
    let surface = try ImageSurface(width: width, height: height)
    let context = try CairoContext(surface: surface.handle)
    try GlassLayer.draw(
      scene, on: context, surface: surface, scale: scale,
      reuse: .init(masks: masks, caches: caches))
    return surface
  }

  /// The PNG file bytes of `scene` at `scale`.
  public static func data(
    _ scene: Scene, scale: Double, masks: FillMasks = FillMasks(),
    caches: DrawingCaches = DrawingCaches()
  ) throws(RenderError) -> [UInt8] {
    try rasterize(scene, scale: scale, masks: masks, caches: caches).pngData()
  }
}
