import Testing

@testable import ChevGenAssets

/// The lens filter the stylesheet's live glass names: a displacement map
/// drawn from the PNG's lens, written the same every time.
@Suite struct GlassLensFilterTests {
  @Test func theMapShiftsTheRimInwardsAndLeavesTheMiddle() {
    let side = GlassLensFilter.mapSide
    let pixels = GlassLensFilter.mapPixels()
    #expect(side == 132 && pixels.count == side * side * 4)
    func channel(_ x: Int, _ y: Int, _ index: Int) -> UInt8 { pixels[(y * side + x) * 4 + index] }
    // The middle samples itself: 128 is no shift.
    #expect(channel(66, 66, 0) == 128 && channel(66, 66, 1) == 128)
    // The left rim samples to its right, the top rim below it, by the lens's
    // 6.7 pt at most (a sixth of a point in, already less): (value / 255 − 0.5) × 16 points.
    let left = (Double(channel(0, 66, 0)) / 255 - 0.5) * GlassLensFilter.shiftRange
    let top = (Double(channel(66, 0, 1)) / 255 - 0.5) * GlassLensFilter.shiftRange
    #expect(left > 2 && left < 6.8, "\(left)")
    #expect(top > 2 && top < 6.8, "\(top)")
    #expect(channel(131, 66, 0) < 128 && channel(66, 131, 1) < 128)
    #expect(GlassLensFilter.map().starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func theFileIsOneSVGElementWrittenTheSameEveryTime() {
    let svg = GlassLensFilter.svg
    #expect(svg == GlassLensFilter.svg)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"chevgen-glass-filters\""))
    #expect(svg.contains("<filter id=\"chevgen-glass-lens\""))
    #expect(svg.contains("color-interpolation-filters=\"sRGB\""))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func base64IsRFC4648s() {
    #expect(GlassLensFilter.base64(Array("".utf8)) == "")
    #expect(GlassLensFilter.base64(Array("f".utf8)) == "Zg==")
    #expect(GlassLensFilter.base64(Array("fo".utf8)) == "Zm8=")
    #expect(GlassLensFilter.base64(Array("foobar".utf8)) == "Zm9vYmFy")
    #expect(GlassLensFilter.base64([0xFF, 0xFE, 0x00]) == "//4A")
  }
}
