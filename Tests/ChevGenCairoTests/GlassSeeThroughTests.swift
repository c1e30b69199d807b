import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Foundation
import Testing

/// Glass you can see through and read over anything, measured in its pixels
/// at 3x: how much of a ruled backdrop shows through each variant, and the
/// glyph's contrast with the glass under it over plain, busy and photographic
/// content, light and dark.

/// Glass art for `purpose` over `backdrop`, placed at its corner.
private func art(
  _ purpose: Purpose, over backdrop: GlassBackdrop, variant: GlassVariant = .regular,
  appearance: Appearance = .light, label: Size = .zero
) -> GlassButton {
  var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
  theme.glass.backdrop = backdrop
  theme.glass.placement = .at(Point(x: 0, y: 0))
  theme.glass.variant = variant
  return ButtonArtFactory(style: .glass, purpose: purpose, scales: [3])
    .art(labelSize: label, direction: .leftToRight, theme: theme) as! GlassButton
}

private func image(_ scene: Scene) throws -> RGBAImage {
  try PNGWriter.rasterize(scene, scale: 3).rgbaImage()
}

/// WCAG 2.2's relative luminance of a pixel.
private func luminance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Double {
  func linear(_ byte: UInt8) -> Double {
    let value = Double(byte) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
}

/// The interior's luma p95 − p5 in a ring from 0.45 to 0.75 of the radius,
/// away from the glyph's box.
private func seeThrough(_ variant: GlassVariant) throws -> Double {
  let glass = art(.close, over: GlassBackdrops.ruled(width: 68, height: 70), variant: variant)
  let drawn = try image(glass.scene(label: nil, state: .normal, scale: 3))
  let centre = Point(x: glass.platter.origin.x + 22, y: glass.platter.origin.y + 22)
  let box = try #require(glass.inkBox)
  var values: [Double] = []
  for y in 0..<drawn.height {
    for x in 0..<drawn.width {
      let point = Point(x: (Double(x) + 0.5) / 3, y: (Double(y) + 0.5) / 3)
      let distance =
        ((point.x - centre.x) * (point.x - centre.x)
        + (point.y - centre.y) * (point.y - centre.y)).squareRoot()
      let inBox =
        point.x >= box.minX && point.x < box.maxX && point.y >= box.minY && point.y < box.maxY
      guard distance >= 0.45 * 22, distance <= 0.75 * 22, !inBox else { continue }
      let pixel = drawn[x, y]
      values.append(
        GlassMaterial.luma(
          red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
          blue: Double(pixel.blue) / 255))
    }
  }
  values.sort()
  return values[values.count * 95 / 100] - values[values.count * 5 / 100]
}

@Test func eachVariantShowsTheRuledBackdropThrough() throws {
  let regular = try seeThrough(.regular)
  let clear = try seeThrough(.clear)
  let tinted = try seeThrough(.tinted)
  #expect(regular >= 0.10, "regular: \(regular)")
  #expect(clear >= 0.25, "clear: \(clear)")
  #expect(tinted < regular, "tinted \(tinted), regular \(regular)")
}

/// The least contrast of the glyph (or title) with the glass under its box,
/// 1.5 pt and more from its ink.
private func glyphContrast(_ glass: GlassButton, label: Path?) throws -> Double {
  let drawn = try image(glass.scene(label: label, state: .normal, scale: 3))
  let ink = try image(
    Scene(size: glass.size, items: glass.contentItems(label: label, state: .normal)))
  let box = try #require(glass.inkBox)
  let columns = Int(box.minX * 3)..<Int(box.maxX * 3)
  let rows = Int(box.minY * 3)..<Int(box.maxY * 3)
  var inkLuminance: [Double] = []
  var covered = Set<Int>()
  for y in rows {
    for x in columns where ink[x, y].alpha > 0 {
      if ink[x, y].alpha == 255 { inkLuminance.append(luminance(drawn[x, y])) }
      for dy in -4...4 {
        for dx in -4...4 { covered.insert((y + dy) * drawn.width + x + dx) }
      }
    }
  }
  let glyph = inkLuminance.reduce(0, +) / Double(max(inkLuminance.count, 1))
  var least = Double.infinity
  for y in rows {
    for x in columns where !covered.contains(y * drawn.width + x) {
      let under = luminance(drawn[x, y])
      least = min(least, (max(under, glyph) + 0.05) / (min(under, glyph) + 0.05))
    }
  }
  return least
}

@Test(arguments: Appearance.allCases)
func regularGlassKeepsItsGlyphLegibleOverAnything(appearance: Appearance) throws {
  let size = (width: 160.0, height: 70.0)
  let backdrops: [(String, GlassBackdrop)] = [
    ("white", .color(.white)),
    ("mid grey", .color(Color(red: 0.5, green: 0.5, blue: 0.5))),
    ("black", .color(.black)),
    ("text", GlassBackdrops.text(width: size.width, height: size.height)),
    ("a photo", GlassBackdrops.photo(width: size.width, height: size.height)),
  ]
  let shaper = try ButtonFixture(style: .glass).shaper
  let title = try shaper.shape("Done", maxWidth: nil)
  for (name, backdrop) in backdrops {
    for purpose in [Purpose.back, .close] {
      let glass = art(purpose, over: backdrop, appearance: appearance)
      let contrast = try glyphContrast(glass, label: nil)
      #expect(contrast >= 3, "\(purpose) over \(name) in \(appearance): \(contrast):1")
    }
    let done = art(.done, over: backdrop, appearance: appearance, label: title.size)
    let contrast = try glyphContrast(done, label: title.outline)
    #expect(contrast >= 4.5, "Done over \(name) in \(appearance): \(contrast):1")
  }
}
