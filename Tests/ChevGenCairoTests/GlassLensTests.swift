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

private func render(_ art: GlassButton, scale: Double) throws -> RGBAImage {
  try PNGWriter.rasterize(art.scene(label: nil, state: .normal, scale: scale), scale: scale)
    .rgbaImage()
}

private func luma(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
  let pixel = image[x, y]
  return GlassMaterial.luma(
    red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
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
  var previous = luma(image, Int(from * scale), row)
  for x in (Int(from * scale) + 1)..<Int(to * scale) {
    let value = luma(image, x, row)
    if previous < level, value >= level {
      return (Double(x) - 1 + (level - previous) / (value - previous) + 0.5) / scale
    }
    previous = value
  }
  return nil
}

@Test(arguments: [1.0, 2.0, 3.0])
func aVerticalEdgeNearTheRimBendsAcrossThePlattersRows(scale: Double) throws {
  // The art is 68 × 70 pt; a backdrop of its size is placed at its corner.
  // The edge stands 5 pt inside the circle's left rim (which is at x = 12).
  let backdrop = halves(width: 68, height: 70, edge: 17)
  let art = lensArt(.close, backdrop: backdrop, scales: [scale])
  let image = try render(art, scale: scale)
  let centre = art.platter.origin.y + 22
  // Light glass over black and white: 0.68 and 0.96; the edge where it is halfway.
  let positions = stride(from: centre - 14, through: centre + 14, by: 1).compactMap { y in
    crossing(image, scale: scale, y: y, from: 12.5, to: 24, level: 0.82)
  }
  #expect(positions.count >= 25)
  let bend = (positions.max() ?? 0) - (positions.min() ?? 0)
  #expect(bend >= 1, "the edge bends \(bend) pt across the rows")
  // In the platter's middle row the edge is nearly where it stands.
  let middle = try #require(
    crossing(image, scale: scale, y: centre, from: 12.5, to: 24, level: 0.82))
  #expect(abs(middle - 17) <= 0.5)
}

@Test func theLensDoesNotMirrorForRightToLeft() throws {
  // Right to left, the same backdrop under the same platter bends alike: the
  // rows along the platter's lower rim (below the glyph) are the same pixels.
  let backdrop = halves(width: 68, height: 70, edge: 17)
  let left = try render(lensArt(.back, backdrop: backdrop), scale: 3)
  let right = try render(lensArt(.back, backdrop: backdrop, direction: .rightToLeft), scale: 3)
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
    let image = try render(art, scale: scale)
    let surface = art.surface(light: 0)
    var values = [Double]()
    for y in 0..<image.height {
      for x in 0..<image.width {
        let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        let (distance, _) = surface.edge(at: point)
        // Inside the rim and its light, and below the glyph (which is centred).
        guard distance > 3, point.y > art.platter.origin.y + 33 else { continue }
        values.append(luma(image, x, y))
      }
    }
    #expect(values.count > 100)
    let spread = (values.max() ?? 0) - (values.min() ?? 0)
    #expect(spread <= 1.0 / 255 + 1e-9, "\(purpose) at \(scale)x varies by \(spread)")
  }
}
