import ChevGenGeometry
import ChevGenStyles
import Testing

@testable import ChevGenCairo

/// A glass platter's layer (shadows, glass, rim) is drawn once per run and
/// copied into every image that starts with the same one: the copies are the
/// bytes drawing each image from scratch gives, whichever image drew first.
@Suite struct GlassLayerTests {
  /// `scene` at `scale` drawn item by item, without any run's caches.
  static func drawnAlone(_ scene: Scene, scale: Double) throws -> [UInt8] {
    let (width, height) = PNGWriter.pixelSize(of: scene, scale: scale)
    let surface = try ImageSurface(width: width, height: height)
    let context = try CairoContext(surface: surface.handle)
    try ScenePainter.draw(scene, on: context, scale: scale)
    return try surface.pngData()
  }

  @Test func copiedLayersAreTheDrawnBytes() throws {
    let scenes = DrawingCachesTests.scenes
    let alone = try scenes.map { scene, scale in try Self.drawnAlone(scene, scale: scale) }
    // Two orders, so each image is drawn both first and from another's layer.
    for order in [Array(scenes.indices), scenes.indices.reversed()] {
      let caches = DrawingCaches()
      for index in order {
        let (scene, scale) = scenes[index]
        #expect(try PNGWriter.data(scene, scale: scale, caches: caches) == alone[index])
      }
      // Back and close share their platter: one layer per state and scale.
      #expect(caches.layers.usage.count == scenes.count / 2)
    }
  }

  @Test func theLayerIsTheGlassAndWhatItClips() {
    let (scene, _) = DrawingCachesTests.scenes[0]
    // Two shadows, the glass, its rim (clipped to it), then the chevron.
    #expect(GlassLayer.count(of: scene.items) == 4)
    #expect(GlassLayer.count(of: Array(scene.items.suffix(1))) == 0)
    // A dimmed (disabled) button's items sit in a group: nothing to share.
    let group = Scene.Item.group(opacity: 0.5, scene.items)
    #expect(GlassLayer.count(of: [group]) == 0)
  }
}
