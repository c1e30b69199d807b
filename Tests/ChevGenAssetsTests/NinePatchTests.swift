import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Android's nine-patch frame, pixel by pixel: the art one pixel in from each
/// edge, a transparent one-pixel border, opaque black (0xFF000000) ticks for
/// the stretch column on top and the stretchable rows on the left, padding
/// ticks on the bottom and right, and transparent corners.
@Suite struct NinePatchTests {
  /// Opaque black, as ARGB: the only colour a tick may have.
  static let tick: UInt32 = 0xFF00_0000

  /// Art of distinct colours per pixel, one of them half transparent, so a
  /// frame that bled into it, moved it or premultiplied it shows.
  static func art(width: Int, height: Int) -> [UInt8] {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let alpha: UInt8 = x == 0 && y == 0 ? 128 : 255
        pixels += [UInt8(10 * (x + 1)), UInt8(20 * (y + 1)), 7, alpha]
      }
    }
    return pixels
  }

  /// ARGB of the art's pixel at (`x`, `y`), as `art` makes it.
  static func argb(_ x: Int, _ y: Int) -> UInt32 {
    let alpha: UInt32 = x == 0 && y == 0 ? 128 : 255
    return alpha << 24 | UInt32(10 * (x + 1)) << 16 | UInt32(20 * (y + 1)) << 8 | 7
  }

  /// The framed art as rows of ARGB values.
  ///
  /// The test target does not depend on ChevGenImage, so the image is named
  /// only through `NinePatch.framed`'s parameter and result (`.init`, members):
  /// Swift finds members of a module that is not imported, as long as the
  /// package does not turn on MemberImportVisibility.
  func framed(
    width: Int, height: Int, stretch: StretchSlice, padding: (x: Range<Int>, y: Range<Int>)?
  ) -> [[UInt32]] {
    let framed = NinePatch.framed(
      .init(width: width, height: height, pixels: Self.art(width: width, height: height))!,
      stretch: stretch, padding: padding)
    return (0..<framed.height).map { y in
      (0..<framed.width).map { x in
        let pixel = framed[x, y]
        return UInt32(pixel.alpha) << 24 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8
          | UInt32(pixel.blue)
      }
    }
  }

  @Test func aSmallImageFramedPixelByPixel() {
    let rows = framed(
      width: 3, height: 2, stretch: StretchSlice(left: 1, right: 1), padding: (x: 1..<2, y: 0..<2))
    let tick = Self.tick
    let art = Self.argb
    #expect(
      rows == [
        [0, 0, tick, 0, 0],
        [tick, art(0, 0), art(1, 0), art(2, 0), tick],
        [tick, art(0, 1), art(1, 1), art(2, 1), tick],
        [0, 0, tick, 0, 0],
      ])
  }

  /// One column stretches, after the label; every row of the art may stretch;
  /// the padding is the label's box; the corners stay transparent.
  @Test func ticksSitAtTheSliceAndPaddingPixels() {
    let rows = framed(
      width: 8, height: 3, stretch: StretchSlice(left: 5, right: 2), padding: (x: 2..<5, y: 1..<2))
    #expect(rows.count == 5 && rows.allSatisfy { $0.count == 10 })
    let top = rows[0]
    let bottom = rows[4]
    let left = rows.map { $0[0] }
    let right = rows.map { $0[9] }
    #expect(top.indices.filter { top[$0] != 0 } == [6])
    #expect(top[6] == Self.tick)
    #expect(left == [0, Self.tick, Self.tick, Self.tick, 0])
    #expect(bottom == [0, 0, 0, Self.tick, Self.tick, Self.tick, 0, 0, 0, 0])
    #expect(right == [0, 0, Self.tick, 0, 0])
    for y in 0..<3 {
      #expect(Array(rows[y + 1][1...8]) == (0..<8).map { Self.argb($0, y) }, "art row \(y)")
    }
  }

  /// Art without a label marks no padding: bottom row and right column stay transparent.
  @Test func noPaddingLeavesBottomAndRightTransparent() {
    let rows = framed(
      width: 4, height: 2, stretch: StretchSlice(left: 2, right: 1), padding: nil)
    #expect(rows[3] == [0, 0, 0, 0, 0, 0])
    #expect(rows.map { $0[5] } == [0, 0, 0, 0])
    #expect(rows[0] == [0, 0, 0, Self.tick, 0, 0])
  }

  /// A slice at the art's first or last column ticks the pixel just inside the
  /// corner, never the corner itself.
  @Test func aSliceAtEitherEdgeTicksInsideTheCorners() {
    let first = framed(
      width: 4, height: 1, stretch: StretchSlice(left: 0, right: 3), padding: (0..<4, 0..<1))
    #expect(first[0] == [0, Self.tick, 0, 0, 0, 0])
    #expect(first[2] == [0, Self.tick, Self.tick, Self.tick, Self.tick, 0])
    let last = framed(
      width: 4, height: 1, stretch: StretchSlice(left: 3, right: 0), padding: (0..<4, 0..<1))
    #expect(last[0] == [0, 0, 0, 0, Self.tick, 0])
    #expect(last.map { $0[5] } == [0, Self.tick, 0])
  }

  /// Label boxes in points and the pixels that cover them: floor of the start,
  /// ceiling of the end, so the padding never cuts into the label.
  static let labels:
    [(points: ClosedRange<Double>, scale: Double, limit: Int, pixels: Range<Int>)] = [
      (12.331...44.669, 1, 53, 12..<45),
      (12.331...44.669, 2, 106, 24..<90),
      (12.331...44.669, 1.5, 80, 18..<68),
      (12.331...44.669, 3, 159, 36..<135),
      (12...44, 1, 53, 12..<44),
      (8.016...21.984, 2, 60, 16..<44),
    ]

  @Test(arguments: labels)
  func pixelRangeCoversTheLabel(
    points: ClosedRange<Double>, scale: Double, limit: Int, pixels: Range<Int>
  ) {
    #expect(NinePatch.pixelRange(points, scale: scale, limit: limit) == pixels)
  }

  /// Never outside the art, never empty.
  @Test func pixelRangeIsClampedAndNeverEmpty() {
    #expect(NinePatch.pixelRange(-2...60, scale: 1, limit: 53) == 0..<53)
    #expect(NinePatch.pixelRange(5...5, scale: 1, limit: 53) == 5..<6)
    #expect(NinePatch.pixelRange(0...0.2, scale: 2, limit: 10) == 0..<1)
  }
}
