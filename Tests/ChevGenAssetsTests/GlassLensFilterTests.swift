import ChevGenImage
import ChevGenPNG
import Testing

@testable import ChevGenAssets

/// The lens filter the stylesheet's live glass names: a displacement map
/// drawn from the PNG's lens, written the same every time.
@Suite struct GlassLensFilterTests {
  @Test func theMapShiftsTheRimInwardsAndLeavesTheMiddle() throws {
    let map = try PNGDecoder.decode(GlassLensFilter.map())
    #expect(map.width == 132 && map.height == 132)
    // The middle samples itself: 128 is no shift.
    #expect(map[66, 66].red == 128 && map[66, 66].green == 128)
    // The left rim samples to its right, the top rim below it, by the lens's
    // 6.7 pt at most (a sixth of a point in, already less): (value / 255 − 0.5) × 16 points.
    let left = (Double(map[0, 66].red) / 255 - 0.5) * GlassLensFilter.shiftRange
    let top = (Double(map[66, 0].green) / 255 - 0.5) * GlassLensFilter.shiftRange
    #expect(left > 2 && left < 6.8, "\(left)")
    #expect(top > 2 && top < 6.8, "\(top)")
    #expect(map[131, 66].red < 128 && map[66, 131].green < 128)
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
