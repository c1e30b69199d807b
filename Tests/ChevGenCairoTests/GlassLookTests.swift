import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// The glass style's look, measured in its pixels: sizes, the glyph's place
/// and tone, the interior's luminance against the backdrop's, and the blur.

/// Glass art for `purpose` over `backdrop`, in `appearance`.
private func glassArt(
  _ purpose: Purpose = .back, backdrop: GlassBackdrop? = nil, appearance: Appearance = .light,
  tone: GlassTone = .appearance, direction: LayoutDirection = .leftToRight, scales: [Double] = [3]
) -> GlassButton {
  var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
  theme.glass.tone = tone
  if let backdrop { theme.glass.backdrop = backdrop }
  let factory = ButtonArtFactory(style: .glass, purpose: purpose, scales: scales)
  return factory.art(labelSize: .zero, direction: direction, theme: theme) as! GlassButton
}

private func pixels(_ art: GlassButton, scale: Double, state: ButtonState = .normal) throws
  -> RGBAImage
{
  try PNGWriter.rasterize(art.scene(label: nil, state: state, scale: scale), scale: scale)
    .rgbaImage()
}

private func luma(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
  let pixel = image[x, y]
  return GlassMaterial.luma(
    red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
}

private func grey(_ level: Double) -> GlassBackdrop {
  .color(Color(red: level, green: level, blue: level))
}

@Test(arguments: [1.0, 2.0, 3.0])
func aGlassCircleIs44PointsAcrossAtEveryScale(scale: Double) throws {
  let art = glassArt(scales: [scale])
  let image = try pixels(art, scale: scale)
  #expect(image.width == Int(68 * scale) && image.height == Int(70 * scale))
  // Along the platter's middle row, the opaque run is the circle's diameter.
  let row = Int((art.platter.origin.y + 22) * scale)
  let opaque = (0..<image.width).filter { image[$0, row].alpha == 255 }
  #expect(abs(Double(opaque.count) - 44 * scale) <= 2)
  #expect(opaque.first == Int(12 * scale) || opaque.first == Int(12 * scale) + 1)
}

@Test(arguments: [Purpose.back, .close, .add, .search])
func theGlyphIsCentredOnThePlatter(purpose: Purpose) throws {
  let art = glassArt(purpose, backdrop: grey(0.5))
  let centroid = try glyphCentroid(pixels(art, scale: 3))
  let centreX = (art.platter.origin.x + 22) * 3
  let centreY = (art.platter.origin.y + 22) * 3
  // The chevron stands 1 pt left of centre, and its centroid lies towards its point.
  let slack = purpose == .back ? 3 * 3.5 : 3 * 1.0
  #expect(abs(centroid.x - centreX) <= slack)
  #expect(abs(centroid.y - centreY) <= 3 * 1.0)
}

/// Regular glass over grey: white at 30 % in light (0.3 + 0.7 × the grey), 5.6 %
/// grey at 30 % in dark (0.0168 + 0.7 × the grey), thickened only where the
/// glyph would fall below 3:1: over black in light, over white in dark.
@Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
func theInteriorFollowsTheLuminanceRule(level: Double) throws {
  for appearance in Appearance.allCases {
    let art = glassArt(backdrop: grey(level), appearance: appearance)
    let image = try pixels(art, scale: 2)
    // A point of the platter away from the glyph, the rim and the highlight.
    let x = Int((art.platter.origin.x + 22) * 2)
    let y = Int((art.platter.origin.y + 36) * 2)
    let light = appearance == .light
    let expected = light ? 0.3 + 0.7 * level : 0.0168 + 0.7 * level
    let adapts = light ? level == 0 : level == 1
    if adapts {
      let seen = luma(image, x, y)
      #expect(
        light ? seen > expected + 0.05 : seen < expected - 0.05, "\(appearance) over \(level)")
    } else {
      #expect(abs(luma(image, x, y) - expected) <= 0.01, "\(appearance) over \(level)")
    }
  }
}

@Test func theBackdropsFineDetailIsBlurredAway() throws {
  // Stripes one point wide, at 3 pixels a point.
  let width = 300
  let height = 300
  var stripes = [UInt8]()
  for _ in 0..<height {
    for x in 0..<width {
      let value: UInt8 = (x / 3) % 2 == 0 ? 0 : 255
      stripes += [value, value, value, 255]
    }
  }
  let backdrop = GlassBackdrop(
    image: RGBAImage(width: width, height: height, pixels: stripes)!, pixelsPerPoint: 3)
  let art = glassArt(.close, backdrop: backdrop)
  let image = try pixels(art, scale: 3)
  // Along a row of the platter's lower part, left of the glyph: how much luma varies.
  let y = Int((art.platter.origin.y + 36) * 3)
  let xs = Int((art.platter.origin.x + 12) * 3)..<Int((art.platter.origin.x + 32) * 3)
  let values = xs.map { luma(image, $0, y) }
  let mean = values.reduce(0, +) / Double(values.count)
  let deviation = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count))
    .squareRoot()
  // The stripes' own deviation is 0.5; under the glass (× 0.7) unblurred it
  // would be 0.35. Blurred (σ 1.65 pt), less than 2 % of the backdrop's remains.
  #expect(deviation < 0.01)
}

@Test func theToneFollowsTheAppearanceByDefault() {
  // Light appearance over black content: still light glass, a dark glyph.
  #expect(glassArt(backdrop: grey(0), appearance: .light).isLight)
  #expect(!glassArt(backdrop: grey(1), appearance: .dark).isLight)
  #expect(glassArt(appearance: .light).glyphColor(.normal) != .white)
  #expect(glassArt(appearance: .dark).glyphColor(.normal) == .white)
}

@Test func underContentToneTheGlyphFlipsWithTheContent() throws {
  for appearance in Appearance.allCases {
    let overLight = glassArt(backdrop: grey(0.9), appearance: appearance, tone: .content)
    let overDark = glassArt(backdrop: grey(0.1), appearance: appearance, tone: .content)
    #expect(overLight.isLight && overLight.glyphColor(.normal) != .white)
    #expect(!overDark.isLight && overDark.glyphColor(.normal) == .white)
  }
}

@Test func rightToLeftMirrorsTheChevron() throws {
  let left = glassArt(backdrop: grey(0.5))
  let right = glassArt(backdrop: grey(0.5), direction: .rightToLeft)
  let leftCentroid = try glyphCentroid(pixels(left, scale: 2))
  let rightCentroid = try glyphCentroid(pixels(right, scale: 2))
  // The chevron's centroid lies left of the centre for ltr, as far right for rtl.
  let middle = (left.platter.origin.x + 22) * 2
  #expect(leftCentroid.x < middle - 1)
  #expect(abs((middle - leftCentroid.x) - (rightCentroid.x - middle)) <= 1)
  #expect(abs(leftCentroid.y - rightCentroid.y) <= 0.01)
}

/// The mean position of the glyph's pixels: opaque and much darker than the glass.
private func glyphCentroid(_ image: RGBAImage) -> (x: Double, y: Double) {
  var sumX = 0.0
  var sumY = 0.0
  var count = 0.0
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y].alpha == 255 && luma(image, x, y) < 0.4 {
      sumX += Double(x)
      sumY += Double(y)
      count += 1
    }
  }
  return (sumX / max(count, 1), sumY / max(count, 1))
}

@Test func aTextCapsuleStretchesBetweenItsRoundEnds() {
  let factory = ButtonArtFactory(style: .glass, purpose: .done, scales: [1, 2, 3])
  let art = factory.art(
    labelSize: Size(width: 40, height: 20), direction: .leftToRight,
    theme: .standard(for: .glass, appearance: .light))
  #expect(art.size == Size(width: 64 + 24, height: 70))
  #expect(art.capInsets == EdgeInsets(top: 0, left: 34, bottom: 0, right: 34))
  #expect(art.labelFrame == Rect(x: 24, y: 20, width: 40, height: 20))
}

@Test func glassDrawsTheSameBytesTwice() throws {
  let art = glassArt(backdrop: grey(0.3), appearance: .dark)
  let scene = art.scene(label: nil, state: .highlighted, scale: 3)
  #expect(try PNGWriter.data(scene, scale: 3) == PNGWriter.data(scene, scale: 3))
}
