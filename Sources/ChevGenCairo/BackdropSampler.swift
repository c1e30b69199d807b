import CCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles

/// The glass interior for a box of device pixels: the backdrop behind them,
/// blurred at its own resolution, sampled where the surface's lens sends each
/// pixel's centre, toned, and lit along the rim.
struct BackdropSampler {
  let backdrop: PlacedBackdrop
  let material: GlassMaterial
  let surface: GlassSurface?
  /// The art's point at a device position.
  let device: DeviceMapping
  let box: GlassPainter.Box
  /// Where the values computed here are kept for the rest of the run.
  let caches: DrawingCaches

  /// The box's pixels, row by row, as cairo's opaque ARGB32: per pixel, where
  /// it samples the blurred backdrop, its three channels sampled together
  /// (lanes of a vector), toned and lit. Not kept: the run's glass layers
  /// (`GlassLayer`) keep the finished platters that repeat, and a cache of
  /// interiors as well held memory that was seldom read again.
  func pixels() -> [UInt32] {
    if let ramp = material.ramp { return veil(ramp) }
    let planes = blurredPlanes()
    let shader = PixelShader(legible(over: planes))
    let origin = backdrop.origin
    let perPoint = backdrop.backdrop.pixelsPerPoint
    let optics = surface.map { lensField($0, perPoint: perPoint) } ?? []
    let (width, height) = (box.width, box.height)
    return [UInt32](unsafeUninitializedCapacity: width * height) { pixels, count in
      optics.withUnsafeBufferPointer { optics in
        planes.pixels.withUnsafeBufferPointer { blurred in
          // Where the box's first pixel centre samples, and how far one
          // device pixel moves that, in the planes' pixels.
          let first = device.point(Double(box.x) + 0.5, Double(box.y) + 0.5)
          let left = (origin.x + first.x) * perPoint - 0.5 - Double(planes.x)
          let top = (origin.y + first.y) * perPoint - 0.5 - Double(planes.y)
          let stepX = perPoint / device.xx
          let stepY = perPoint / device.yy
          for row in 0..<height {
            let rowY = top + Double(row) * stepY
            for column in 0..<width {
              let index = row * width + column
              var x = left + Double(column) * stepX
              var y = rowY
              var light: Float = 0
              if !optics.isEmpty {
                x += Double(optics[3 * index])
                y += Double(optics[3 * index + 1])
                light = optics[3 * index + 2]
              }
              pixels[index] = shader.pixel(planes.sample(blurred, x, y), light: light)
            }
          }
        }
      }
      count = width * height
    }
  }

  /// A veil's pixels: each row at the opacity and blur `ramp` gives its
  /// middle, its colour mixed from the backdrop blurred at the two levels
  /// around that blur, so that neither changes by a step from row to row.
  private func veil(_ ramp: GlassRamp) -> [UInt32] {
    let levels = ramp.blurLevels.map { blurredPlanes(blur: $0) }
    let perPoint = backdrop.backdrop.pixelsPerPoint
    let first = device.point(Double(box.x) + 0.5, Double(box.y) + 0.5)
    let step = (x: 1 / device.xx, y: 1 / device.yy)
    let (width, height) = (box.width, box.height)
    return [UInt32](unsafeUninitializedCapacity: width * height) { pixels, count in
      for row in 0..<height {
        let y = first.y + Double(row) * step.y
        let (opacity, blur) = ramp.values(at: y)
        let (lower, upper, weight) = ramp.levels(around: blur)
        var layered = material
        layered.layer = Color(
          red: material.layer.red, green: material.layer.green, blue: material.layer.blue,
          alpha: opacity)
        let shader = PixelShader(layered)
        let (above, below) = (levels[lower], levels[upper])
        let sourceY = (backdrop.origin.y + y) * perPoint - 0.5
        above.pixels.withUnsafeBufferPointer { one in
          below.pixels.withUnsafeBufferPointer { other in
            for column in 0..<width {
              let x = (backdrop.origin.x + first.x + Double(column) * step.x) * perPoint - 0.5
              let a = above.sample(one, x - Double(above.x), sourceY - Double(above.y))
              let b = below.sample(other, x - Double(below.x), sourceY - Double(below.y))
              pixels[row * width + column] = shader.pixel(a + (b - a) * Float(weight), light: 0)
            }
          }
        }
      }
      count = width * height
    }
  }

  /// The material, thickened as its legibility asks over the blurred
  /// backdrop under the glyph's box (see `GlassLegibility`): once per
  /// material and placement in a run, whatever the scale.
  private func legible(over planes: Planes) -> GlassMaterial {
    guard let requirement = material.legibility else { return material }
    let key = LegibleKey(
      backdrop: backdrop.backdrop, origin: backdrop.origin, material: material)
    return caches.materials.value(for: key) {
      let perPoint = backdrop.backdrop.pixelsPerPoint
      let box = requirement.box
      func span(_ start: Double, _ length: Double, _ first: Int, _ count: Int) -> Range<Int> {
        let low = min(max(Int((start * perPoint).rounded(.down)) - first, 0), count - 1)
        let high = min(max(Int(((start + length) * perPoint).rounded(.up)) - first, low + 1), count)
        return low..<high
      }
      let columns = span(backdrop.origin.x + box.minX, box.width, planes.x, planes.width)
      let rows = span(backdrop.origin.y + box.minY, box.height, planes.y, planes.height)
      let area = Double(columns.count * rows.count)
      let step = max(1, Int((area / Double(GlassLegibility.samples)).squareRoot().rounded(.up)))
      var colors: [SIMD3<Double>] = []
      for row in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
        for column in stride(from: columns.lowerBound, to: columns.upperBound, by: step) {
          let pixel = planes.pixels[row * planes.width + column]
          colors.append(SIMD3(Double(pixel.x), Double(pixel.y), Double(pixel.z)))
        }
      }
      return GlassLegibility.legible(material, over: colors)
    }
  }

  /// What decides a legible material: the backdrop, where the art lies on
  /// it, and the material with its requirement.
  struct LegibleKey: Hashable, Sendable {
    var backdrop: GlassBackdrop
    var origin: Point
    var material: GlassMaterial
  }

  /// Where a device pixel lies in the art: the context's scale and offset
  /// undone, as one value rather than a closure called for every pixel.
  struct DeviceMapping {
    var xx: Double
    var yy: Double
    var x0: Double
    var y0: Double

    /// The art's point at device position (`x`, `y`).
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: (x - x0) / xx, y: (y - y0) / yy)
    }
  }

  /// For each pixel of the box, three values: how far the lens moves where it
  /// samples the backdrop (x and y, in the backdrop's pixels, whole device
  /// pixels of it) and the rim's light. Computed once per shape, scale and placement in device pixels,
  /// which every state, appearance, material and backdrop of it share.
  private func lensField(_ surface: GlassSurface, perPoint: Double) -> [Float] {
    let key = LensKey(
      surface: surface, perPoint: perPoint, corner: device.point(0, 0),
      unit: device.point(1, 1), box: box)
    return caches.lensFields.value(for: key) { lensField(of: surface, perPoint: perPoint) }
  }

  /// The lens field of `surface` over the box, computed.
  private func lensField(of surface: GlassSurface, perPoint: Double) -> [Float] {
    var field = [Float](repeating: 0, count: 3 * box.width * box.height)
    for row in 0..<box.height {
      for column in 0..<box.width {
        let index = 3 * (row * box.width + column)
        let point = device.point(Double(box.x + column) + 0.5, Double(box.y + row) + 0.5)
        let (source, light) = surface.optics(at: point)
        field[index] = Float(wholePixels(source.x - point.x, scale: device.xx) * perPoint)
        field[index + 1] = Float(wholePixels(source.y - point.y, scale: device.yy) * perPoint)
        field[index + 2] = Float(light)
      }
    }
    return field
  }

  /// `shift` points rounded to whole device pixels at `scale`: the lens moves
  /// what it shows by whole pixels, as a browser's `feDisplacementMap` does
  /// (it takes the nearest pixel), so that the PNG and the stylesheet's live
  /// glass bend alike; at 3x a step is a third of a point.
  private func wholePixels(_ shift: Double, scale: Double) -> Double {
    (shift * scale).rounded() / scale
  }

  /// What decides a lens field: the surface, the backdrop's pixels per point,
  /// the device placement and the box.
  struct LensKey: Hashable, Sendable {
    var surface: GlassSurface
    var perPoint: Double
    var corner: Point
    var unit: Point
    var box: GlassPainter.Box
  }

  /// The backdrop's red, green and blue under the box and a margin of three
  /// standard deviations, blurred by `blur` points (by default the material's).
  private func blurredPlanes(blur: Double? = nil) -> Planes {
    let image = backdrop.backdrop.image
    let perPoint = backdrop.backdrop.pixelsPerPoint
    let sigma = (blur ?? material.blur) * perPoint
    let origin = backdrop.origin
    let corner1 = device.point(Double(box.x), Double(box.y))
    let corner2 = device.point(Double(box.x + box.width), Double(box.y + box.height))
    let margin = Int((3 * sigma).rounded(.up)) + 2
    // Whole points either side, so that every scale of a button blurs the
    // same rectangle, once.
    func span(_ a: Double, _ b: Double, _ offset: Double, _ limit: Int) -> (Int, Int) {
      let low = Int(((offset + min(a, b)).rounded(.down) * perPoint).rounded(.down)) - margin
      let high = Int(((offset + max(a, b)).rounded(.up) * perPoint).rounded(.up)) + margin
      let first = min(max(low, 0), limit - 1)
      return (first, max(min(high, limit), first + 1))
    }
    let (left, right) = span(corner1.x, corner2.x, origin.x, image.width)
    let (top, bottom) = span(corner1.y, corner2.y, origin.y, image.height)
    let area = GlassPainter.Box(x: left, y: top, width: right - left, height: bottom - top)
    let key = CacheKey(backdrop: backdrop.backdrop, sigma: sigma, area: area)
    return caches.backdrops.value(for: key) { Self.blurred(image, area, sigma: sigma) }
  }

  /// The rectangle `area` of `image`, each channel blurred by `sigma` pixels.
  private static func blurred(
    _ image: RGBAImage, _ area: GlassPainter.Box, sigma: Double
  ) -> Planes {
    let (left, top, width, height) = (area.x, area.y, area.width, area.height)
    var planes = Planes(area: area)
    planes.pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
    for channel in 0..<3 {
      var plane = [UInt8](repeating: 0, count: width * height)
      for row in 0..<height {
        for column in 0..<width {
          let index = ((top + row) * image.width + left + column) * 4 + channel
          plane[row * width + column] = image.pixels[index]
        }
      }
      let blurred = BoxBlur.blur(plane, width: width, height: height, sigma: sigma)
      for index in blurred.indices { planes.pixels[index][channel] = blurred[index] / 255 }
    }
    return planes
  }

  /// Where a blurred rectangle of a backdrop came from: every state,
  /// appearance and tone of a button at one scale blurs the same rectangle,
  /// and so do buttons of one size, so a build blurs each once.
  struct CacheKey: Hashable, Sendable {
    var backdrop: GlassBackdrop
    var sigma: Double
    var area: GlassPainter.Box
  }

  /// Blurred channels of a rectangle of the backdrop, `area`: each pixel's
  /// red, green and blue (0…1) in a vector's first lanes.
  struct Planes: Sendable {
    var area: GlassPainter.Box
    var pixels: [SIMD4<Float>] = []

    var x: Int { area.x }
    var y: Int { area.y }
    var width: Int { area.width }
    var height: Int { area.height }

    /// The bytes the pixels take.
    var byteCount: Int { pixels.count * MemoryLayout<SIMD4<Float>>.stride }

    /// The pixel at (`x`, `y`) in the rectangle's pixels (`plane`, this
    /// value's `pixels` held open by the caller for a whole box), between
    /// pixel centres by bilinear interpolation (each lane as its own
    /// channel), the edge repeated beyond it.
    @inline(__always)
    func sample(
      _ plane: UnsafeBufferPointer<SIMD4<Float>>, _ x: Double, _ y: Double
    ) -> SIMD4<Float> {
      let cx = min(max(x, 0), Double(width - 1))
      let cy = min(max(y, 0), Double(height - 1))
      let x0 = Int(cx)
      let y0 = Int(cy)
      let x1 = min(x0 + 1, width - 1)
      let y1 = min(y0 + 1, height - 1)
      let fx = Float(cx - Double(x0))
      let fy = Float(cy - Double(y0))
      let top = plane[y0 * width + x0] * (1 - fx) + plane[y0 * width + x1] * fx
      let bottom = plane[y1 * width + x0] * (1 - fx) + plane[y1 * width + x1] * fx
      return top * (1 - fy) + bottom * fy
    }
  }
}
