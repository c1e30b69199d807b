import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// The glass platter's lens, measured in its pixels: a straight edge behind
/// the rim bends, a uniform backdrop stays uniform, at every scale and in
/// both directions.

/// Glass art for `purpose` over `backdrop` (light, following the appearance).
private func lensArt(
  _ purpose: Purpose, backdrop: GlassBackdrop, direction: LayoutDirection = .leftToRight,
  scales: [Double] = [3], labelSize: Size = .zero
) -> GlassButton {
  var theme = ButtonTheme.standard(for: .glass, appearance: .light)
  theme.glass.backdrop = backdrop
  let factory = ButtonArtFactory(style: .glass, purpose: purpose, scales: scales)
  return factory.art(labelSize: labelSize, direction: direction, theme: theme) as! GlassButton
}

/// A backdrop `width` × `height` points at 3 pixels a point: black left of
/// `edge` points, white from it on.
private func halves(width: Double, height: Double, edge: Double) -> GlassBackdrop {
  let columns = Int(width * 3)
  let rows = Int(height * 3)
  var pixels = [UInt8]()
  pixels.reserveCapacity(columns * rows * 4)
  for _ in 0..<rows {
    for x in 0..<columns {
      let value: UInt8 = Double(x) < edge * 3 ? 0 : 255
      pixels += [value, value, value, 255]
    }
  }
  return GlassBackdrop(
    image: RGBAImage(width: columns, height: rows, pixels: pixels)!, pixelsPerPoint: 3)
}

/// Where, in points from the art's left, luma first climbs past `level`
/// along row `y` (points) between `from` and `to` points; nil if it does not.
private func crossing(
  _ image: RGBAImage, scale: Double, y: Double, from: Double, to: Double, level: Double
) -> Double? {
  let row = Int(y * scale)
  var previous = GlassPixels.luma(image, Int(from * scale), row)
  for x in (Int(from * scale) + 1)..<Int(to * scale) {
    let value = GlassPixels.luma(image, x, row)
    if previous < level, value >= level {
      return (Double(x) - 1 + (level - previous) / (value - previous) + 0.5) / scale
    }
    previous = value
  }
  return nil
}

/// The glass alone (shadows, platter and rim, no glyph) of `art` at `scale`.
private func platter(_ art: GlassButton, scale: Double) throws -> RGBAImage {
  let scene = Scene(size: art.size, items: art.backgroundItems(state: .normal, scale: scale))
  return try PNGWriter.rasterize(scene, scale: scale).rgbaImage()
}

/// Where a vertical edge `edge` points right of `centre` (the art's points)
/// shows along each row within 0.6 of the radius of `centreY`: from 3 pt left
/// of it to 5 pt right, the first climb past halfway between the glass over
/// black and over white in the middle row.
private func edgeRun(
  _ image: RGBAImage, scale: Double, centre: Point, edge: Double
) throws -> [Double] {
  let middleRow = Int(centre.y * scale)
  let low = GlassPixels.luma(image, Int((centre.x + edge - 3) * scale), middleRow)
  let high = GlassPixels.luma(image, Int((centre.x + edge + 3) * scale), middleRow)
  let reach = 0.6 * GlassButton.radius
  return stride(from: centre.y - reach, through: centre.y + reach, by: 1 / scale).compactMap {
    crossing(
      image, scale: scale, y: $0, from: centre.x + edge - 3, to: centre.x + edge + 5,
      level: (low + high) / 2)
  }
}

/// The lens bends a broad ring and leaves the middle calm, in circles and in
/// capsules' caps: a vertical edge 14 pt right of a 44 pt circle's centre (or
/// of a capsule's right cap's) spreads by at least 1.5 pt across the rows
/// within 0.6 of the radius; one 3 pt right of the centre stays within a
/// device pixel (at 3x, 0.34 pt).
@Test(arguments: [1.0, 2.0, 3.0])
func theLensBendsTheRingAndLeavesTheMiddleCalm(scale: Double) throws {
  for (purpose, label) in [(Purpose.close, Size.zero), (.done, Size(width: 60, height: 20))] {
    let art = lensArt(purpose, backdrop: .color(.white), scales: [scale], labelSize: label)
    let middle = Point(
      x: art.platter.origin.x + art.platter.size.width / 2, y: art.platter.origin.y + 22)
    let cap = Point(x: art.platter.origin.x + art.platter.size.width - 22, y: middle.y)
    for (centre, edge, bound) in [(cap, 14.0, 1.5), (middle, 3.0, 0.34)] {
      let backdrop = halves(width: art.size.width, height: art.size.height, edge: centre.x + edge)
      let placed = lensArt(purpose, backdrop: backdrop, scales: [scale], labelSize: label)
      let run = try edgeRun(platter(placed, scale: scale), scale: scale, centre: centre, edge: edge)
      let what = "\(purpose) at \(scale)x, an edge \(edge) pt from the centre"
      #expect(run.count >= Int(22 * scale), "\(what): found in \(run.count) rows")
      let spread = (run.max() ?? 0) - (run.min() ?? 0)
      if bound > 1 {
        #expect(spread >= bound, "\(what) spreads \(spread) pt")
      } else if scale == 3 {
        #expect(spread <= bound, "\(what) spreads \(spread) pt")
      }
    }
  }
}

@Test func theLensDoesNotMirrorForRightToLeft() throws {
  // Right to left, the same backdrop under the same platter bends alike: the
  // rows along the platter's lower rim (below the glyph) are the same pixels.
  let backdrop = halves(width: 68, height: 70, edge: 17)
  let left = try GlassPixels.render(lensArt(.back, backdrop: backdrop), scale: 3)
  let right = try GlassPixels.render(
    lensArt(.back, backdrop: backdrop, direction: .rightToLeft), scale: 3)
  let art = lensArt(.back, backdrop: backdrop)
  let top = Int((art.platter.origin.y + 36) * 3)
  let bottom = Int((art.platter.origin.y + 43) * 3)
  var differing = 0
  for y in top..<bottom {
    for x in 0..<left.width where left[x, y] != right[x, y] { differing += 1 }
  }
  #expect(differing == 0)
}

@Test(arguments: [1.0, 3.0])
func aUniformBackdropStaysUniformUnderTheLens(scale: Double) throws {
  for (purpose, label) in [(Purpose.close, Size.zero), (.done, Size(width: 60, height: 20))] {
    let art = lensArt(
      purpose, backdrop: .color(Color(red: 0.5, green: 0.5, blue: 0.5)), scales: [scale],
      labelSize: label)
    let image = try GlassPixels.render(art, scale: scale)
    let surface = art.surface(light: 0)
    var values = [Double]()
    for y in 0..<image.height {
      for x in 0..<image.width {
        let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        let (distance, _) = surface.edge(at: point)
        // Inside the rim and its light, and below the glyph (which is centred).
        guard distance > 3, point.y > art.platter.origin.y + 33 else { continue }
        values.append(GlassPixels.luma(image, x, y))
      }
    }
    #expect(values.count > 100)
    let spread = (values.max() ?? 0) - (values.min() ?? 0)
    #expect(spread <= 1.0 / 255 + 1e-9, "\(purpose) at \(scale)x varies by \(spread)")
  }
}
