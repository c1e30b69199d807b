import ChevGenImage
import ChevGenStyles
import Synchronization
import Testing

@testable import ChevGenCairo

/// Glass drawing's caches belong to the run that fills them: sharing one
/// changes no byte, a bounded cache lets its oldest values go one at a time
/// rather than emptying, and a run's caches go when the run lets them go.
@Suite struct DrawingCachesTests {
  /// Glass art over a picture (a left-to-right ramp), with its shadows and lens.
  static func art(_ purpose: Purpose) -> GlassButton {
    let columns = 300
    let rows = 150
    var pixels: [UInt8] = []
    pixels.reserveCapacity(columns * rows * 4)
    for y in 0..<rows {
      for x in 0..<columns {
        pixels += [UInt8(x * 255 / columns), UInt8(y * 255 / rows), 128, 255]
      }
    }
    var theme = ButtonTheme.standard(for: .glass, appearance: .light)
    theme.glass.backdrop = GlassBackdrop(
      image: RGBAImage(width: columns, height: rows, pixels: pixels)!, pixelsPerPoint: 3)
    let factory = ButtonArtFactory(style: .glass, purpose: purpose, scales: [1, 2, 3])
    return factory.art(labelSize: .zero, direction: .leftToRight, theme: theme) as! GlassButton
  }

  /// Every state and scale of two glass buttons, each image with caches of its own.
  static let scenes: [(Scene, Double)] = [Purpose.back, .close].flatMap { purpose in
    let art = art(purpose)
    return [ButtonState.normal, .highlighted].flatMap { state in
      [1.0, 2, 3].map { scale in (art.scene(label: nil, state: state, scale: scale), scale) }
    }
  }

  @Test func sharedCachesDrawTheSameBytes() throws {
    let alone = try Self.scenes.map { scene, scale in try PNGWriter.data(scene, scale: scale) }
    let caches = DrawingCaches()
    let shared = try Self.scenes.map { scene, scale in
      try PNGWriter.data(scene, scale: scale, caches: caches)
    }
    #expect(shared == alone)
    // And the caches were used: glass kept what it computed.
    #expect(caches.usage.count > 0)
    #expect(caches.usage.bytes <= caches.byteLimit)
    // Drawn again from what is kept: the same bytes still.
    let again = try Self.scenes.map { scene, scale in
      try PNGWriter.data(scene, scale: scale, caches: caches)
    }
    #expect(again == alone)
  }

  @Test func aRunsCachesGoWithIt() throws {
    weak var dropped: DrawingCaches?
    do {
      let caches = DrawingCaches()
      dropped = caches
      let (scene, scale) = Self.scenes[0]
      _ = try PNGWriter.data(scene, scale: scale, caches: caches)
      #expect(caches.usage.count > 0)
    }
    // Nothing else (no process-wide cache) holds on to them.
    #expect(dropped == nil)
  }

  @Test func aFullCacheLetsItsOldestGo() {
    let cache = DrawingCache<Int, [UInt8]>(byteLimit: 100) { $0.count }
    let made = Mutex(0)
    func value(_ key: Int, bytes: Int) -> [UInt8] {
      cache.value(for: key) {
        made.withLock { $0 += 1 }
        return [UInt8](repeating: UInt8(key), count: bytes)
      }
    }
    _ = value(1, bytes: 40)
    _ = value(2, bytes: 40)
    _ = value(3, bytes: 40)
    // The first went to make room; the second and third stayed.
    #expect(cache.usage == (2, 80))
    _ = value(2, bytes: 40)
    _ = value(3, bytes: 40)
    #expect(made.withLock { $0 } == 3)
    _ = value(1, bytes: 40)
    #expect(made.withLock { $0 } == 4)
    // A value past the whole limit is handed back, not kept.
    #expect(value(9, bytes: 101).count == 101)
    #expect(cache.usage == (2, 80))
  }
}
