import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// Light and shade on glass, measured in pixels: the rim lit from two sides
/// over mid grey, and shadows that deepen over busy content.

private func art(
  _ purpose: Purpose, backdrop: GlassBackdrop, appearance: Appearance = .light,
  labelSize: Size = .zero, scale: Double
) -> GlassButton {
  var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
  theme.glass.backdrop = backdrop
  let factory = ButtonArtFactory(style: .glass, purpose: purpose, scales: [scale])
  return factory.art(labelSize: labelSize, direction: .leftToRight, theme: theme) as! GlassButton
}

/// The brightest opaque pixel within 3 pt of the rim, going out from `centre`
/// (points) in direction (`dx`, `dy`), `radius` points to the rim.
private func rimLuma(
  _ image: RGBAImage, scale: Double, centre: Point, radius: Double, dx: Double, dy: Double
) -> Double {
  let length = (dx * dx + dy * dy).squareRoot()
  var brightest = 0.0
  for step in 0...Int(3 * scale * 4) {
    let r = radius - 3 + Double(step) / (4 * scale)
    let x = Int((centre.x + dx / length * r) * scale)
    let y = Int((centre.y + dy / length * r) * scale)
    guard x >= 0, y >= 0, x < image.width, y < image.height, image[x, y].alpha == 255 else {
      continue
    }
    brightest = max(brightest, GlassPixels.luma(image, x, y))
  }
  return brightest
}

@Test(arguments: [2.0, 3.0])
func theRimIsLitAtTheUpperLeftAndTheLowerRightOverMidGrey(scale: Double) throws {
  let grey = GlassBackdrop.color(Color(red: 0.5, green: 0.5, blue: 0.5))
  for appearance in Appearance.allCases {
    let circle = art(.close, backdrop: grey, appearance: appearance, scale: scale)
    let image = try GlassPixels.render(circle, scale: scale)
    let centre = Point(x: circle.platter.origin.x + 22, y: circle.platter.origin.y + 22)
    let interior = GlassPixels.luma(image, Int(centre.x * scale), Int((centre.y + 14) * scale))
    func side(_ dx: Double, _ dy: Double) -> Double {
      rimLuma(image, scale: scale, centre: centre, radius: 22, dx: dx, dy: dy) - interior
    }
    let upperLeft = side(-1, -1)
    let lowerRight = side(1, 1)
    let upperRight = side(1, -1)
    let lowerLeft = side(-1, 1)
    let lit = "\(appearance) at \(scale)x: \(upperLeft), \(lowerRight)"
    #expect(upperLeft >= 0.12 && lowerRight >= 0.12, "\(lit)")
    #expect(max(upperRight, lowerLeft) < min(upperLeft, lowerRight) - 0.05, "\(lit)")
  }
}

@Test func aCapsulesCapsAreLitAsACirclesAre() throws {
  let grey = GlassBackdrop.color(Color(red: 0.5, green: 0.5, blue: 0.5))
  let capsule = art(.done, backdrop: grey, labelSize: Size(width: 80, height: 20), scale: 3)
  let image = try GlassPixels.render(capsule, scale: 3)
  let platter = capsule.platter
  let left = Point(x: platter.origin.x + 22, y: platter.origin.y + 22)
  let right = Point(x: platter.origin.x + platter.size.width - 22, y: left.y)
  let interior = GlassPixels.luma(image, Int(left.x * 3), Int((left.y + 14) * 3))
  let upperLeft = rimLuma(image, scale: 3, centre: left, radius: 22, dx: -1, dy: -1)
  let lowerRight = rimLuma(image, scale: 3, centre: right, radius: 22, dx: 1, dy: 1)
  let upperRight = rimLuma(image, scale: 3, centre: right, radius: 22, dx: 1, dy: -1)
  #expect(upperLeft - interior >= 0.12 && lowerRight - interior >= 0.12)
  #expect(upperRight < min(upperLeft, lowerRight) - 0.05)
}

/// A backdrop of the art's size (68 × 70 pt at 3 pixels a point): white,
/// with black lines of "words" 1.5 pt tall every 6 pt when `text`.
private func page(text: Bool) -> GlassBackdrop {
  var pixels = [UInt8]()
  for y in 0..<210 {
    for x in 0..<204 {
      let line = y % 18 < 5
      let word = (x / 3) % 11 < 8
      let value: UInt8 = text && line && word ? 0 : 255
      pixels += [value, value, value, 255]
    }
  }
  return GlassBackdrop(
    image: RGBAImage(width: 204, height: 210, pixels: pixels)!, pixelsPerPoint: 3)
}

@Test func shadowsAreDeeperOverLinesOfTextThanOverWhite() throws {
  for appearance in Appearance.allCases {
    let overText = art(.close, backdrop: page(text: true), appearance: appearance, scale: 3)
    let overWhite = art(.close, backdrop: page(text: false), appearance: appearance, scale: 3)
    // Below the platter's middle, 3 pt under its rim: shadow alone.
    let x = Int((overText.platter.origin.x + 22) * 3)
    let y = Int((overText.platter.origin.y + 44 + 3) * 3)
    let text = Double(try GlassPixels.render(overText, scale: 3)[x, y].alpha)
    let white = Double(try GlassPixels.render(overWhite, scale: 3)[x, y].alpha)
    #expect(white > 0)
    #expect(text >= 1.25 * white, "\(appearance): \(text) over text, \(white) over white")
  }
}

@Test func theShadowsDepthRule() {
  #expect(GlassShadow.depth(mean: 1, deviation: 0) == 0.7)
  #expect(abs(GlassShadow.depth(mean: 0.5, deviation: 0) - 1) < 1e-12)
  #expect(abs(GlassShadow.depth(mean: 0.8, deviation: 0.4) - 1.3) < 1e-12)
  #expect(GlassShadow.depth(mean: 0, deviation: 0.5) == 1.9)
  #expect(GlassShadow.depth(mean: 0, deviation: 1) == 2)
}
