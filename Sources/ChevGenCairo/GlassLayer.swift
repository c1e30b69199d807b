import CCairo
import ChevGenGeometry
import ChevGenStyles

/// The pixels a glass platter leaves on a fresh image: its shadows, its glass
/// and what is clipped to the glass (its rim), before the glyph or title.
///
/// They were most of a glass image's drawing (the rim's clipped stroke alone a
/// sixth of a glass build), and every state of one material, and every button
/// of one shape, size and place, draws the same ones: the rim and the shadows
/// stroke and composite through cairo's slowest paths. Drawn onto a fresh
/// (transparent) image the same items at the same scale and size leave the same
/// pixels, so the first image draws them and the others of the run copy them.
enum GlassLayer {
  /// What decides the layer's pixels: its items, the scale and the image's size.
  struct Key: Hashable, Sendable {
    var items: [Scene.Item]
    var scale: Double
    var width: Int
    var height: Int
  }

  /// How many of `items` make the layer: every item up to the last glass, and
  /// the clips to the glass's path that follow it; 0 without glass.
  static func count(of items: [Scene.Item]) -> Int {
    guard
      let last = items.lastIndex(where: {
        if case .glass = $0 { return true } else { return false }
      }), case .glass(let platter, _, _, _) = items[last]
    else { return 0 }
    var count = last + 1
    while count < items.count, case .clip(let path, _) = items[count], path == platter {
      count += 1
    }
    return count
  }

  /// Draws `scene` at `scale` on `context`, whose target is `surface`, still
  /// transparent: its layer copied from `caches` when an image of the run has
  /// drawn it (else drawn, and kept there), the rest drawn after it.
  static func draw(
    _ scene: Scene, on context: CairoContext, surface: ImageSurface, scale: Double,
    reuse: ScenePainter.Reuse
  ) throws(RenderError) {
    let count = reuse.caches == nil ? 0 : count(of: scene.items)
    guard count > 0, let caches = reuse.caches else {
      try ScenePainter.draw(scene, on: context, scale: scale, reuse: reuse)
      return
    }
    let cr = context.handle
    cairo_scale(cr, scale, scale)
    let key = Key(
      items: Array(scene.items[..<count]), scale: scale, width: surface.width,
      height: surface.height)
    var drawn = false
    let pixels = caches.layers.value(for: key) {
      drawn = true
      ScenePainter.draw(key.items, on: cr, reuse: reuse)
      return surface.pixels()
    }
    if !drawn { surface.setPixels(pixels) }
    ScenePainter.draw(Array(scene.items[count...]), on: cr, reuse: reuse)
    try context.check("draw the button")
  }
}
