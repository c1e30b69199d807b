import ChevGenImage
import Testing

@testable import ChevGenDiff

@Test func differentSizesAreComparedOverTheUnion() {
  let small = RGBAImage(width: 1, height: 1, pixels: [9, 9, 9, 255])!
  let wide = RGBAImage(width: 3, height: 1, pixels: [UInt8](repeating: 9, count: 12))!
  let result = PixelMatch.compare(small, wide)
  #expect(!result.sizesMatch && !result.identical)
  #expect(result.width == 3 && result.totalPixels == 3)
}

@Test func toleranceNeedsEveryLimitThatIsSet() {
  #expect(DiffTolerance().accepts(differentPixels: 0, of: 100))
  #expect(!DiffTolerance().accepts(differentPixels: 1, of: 100))
  #expect(DiffTolerance(maximumPixels: 5).accepts(differentPixels: 5, of: 100))
  #expect(!DiffTolerance(maximumPixels: 5, maximumRatio: 0.01).accepts(differentPixels: 2, of: 100))
  #expect(DiffTolerance(maximumRatio: 0.02).accepts(differentPixels: 2, of: 100))
  let names = { (limit: DiffTolerance.Limit) in limit == .pixels ? "pixels" : "share" }
  #expect(
    DiffTolerance(maximumPixels: 5, maximumRatio: 0.01).summary(naming: names)
      == "pixels 5 and share 0.01")
  #expect(DiffTolerance().summary(naming: names).isEmpty)
}

@Test func summariesRoundToHundredthsOfAPercent() {
  let result = PixelMatchResult(
    differentPixels: 143, width: 512, height: 256, sizesMatch: true, bounds: nil, diffImage: nil)
  #expect(result.summary == "143 of 131072 pixels differ (0.11%)")
  let tiny = PixelMatchResult(
    differentPixels: 1, width: 1000, height: 1000, sizesMatch: true, bounds: nil, diffImage: nil)
  #expect(tiny.summary == "1 of 1000000 pixels differ (<0.01%)")
}

/// Images with no pixels compare as equal, and their diff image is as empty.
@Test(arguments: [(0, 3), (3, 0), (0, 0)])
func emptyImagesHaveAnEmptyDiff(width: Int, height: Int) throws {
  let image = try #require(RGBAImage(width: width, height: height, pixels: []))
  let result = PixelMatch.compare(image, image, drawingDiff: true)
  #expect(result.differentPixels == 0)
  #expect(result.diffImage == image)
}

/// Counted in bands of rows, in any order, two images give the count and the
/// bounds of counting them whole: differences in the first, a middle and the
/// last band, and the bands' bounds joined.
@Test func bandsOfRowsAddUpToTheWhole() throws {
  let grey = [UInt8](repeating: 128, count: 16 * 16 * 4)
  var changed = grey
  for (x, y) in [(3, 1), (12, 9), (0, 15), (7, 9)] {
    changed.replaceSubrange((y * 16 + x) * 4..<(y * 16 + x) * 4 + 3, with: [255, 0, 0])
  }
  let first = try #require(RGBAImage(width: 16, height: 16, pixels: grey))
  let second = try #require(RGBAImage(width: 16, height: 16, pixels: changed))
  let whole = PixelMatch.compare(first, second)
  #expect(whole.differentPixels == 4)
  #expect(whole.bounds == PixelMatchResult.Bounds(x: 0, y: 1, width: 13, height: 15))
  var bandsSeen: [Range<Int>] = []
  let backwards = PixelMatch.compare(first, second, options: PixelMatchOptions()) { bands, tally in
    bandsSeen = bands
    return Array(bands.reversed().map(tally).reversed())
  }
  #expect(backwards == whole)
  #expect(bandsSeen.count == 8 && bandsSeen.first == 0..<2 && bandsSeen.last == 14..<16)
}

/// Rows of a diff image drawn in bands, kept by number.
private final class NumberedRows: @unchecked Sendable {
  var rows: [Int: [UInt8]] = [:]
}

/// Drawn in bands, the diff image's rows come numbered: the rows of the diff
/// drawn whole, for images of one size (in eight bands) and of two sizes (in one).
@Test(arguments: [(16, 16), (3, 5)])
func bandsDrawTheRowsOfTheWholeDiff(secondWidth: Int, secondHeight: Int) throws {
  let first = try #require(
    RGBAImage(width: 16, height: 16, pixels: (0..<1024).map { UInt8($0 % 251) }))
  let second = try #require(
    RGBAImage(
      width: secondWidth, height: secondHeight,
      pixels: (0..<(secondWidth * secondHeight * 4)).map { UInt8($0 % 7 * 30) }))
  let whole = PixelMatch.compare(first, second, drawingDiff: true)
  let diff = try #require(whole.diffImage)
  let kept = NumberedRows()
  let banded = PixelMatch.compare(
    first, second, options: PixelMatchOptions(), map: { $0.map($1) },
    diffRows: { y, row in kept.rows[y] = Array(UnsafeBufferPointer(start: row, count: 16 * 4)) })
  #expect(banded.differentPixels == whole.differentPixels && banded.bounds == whole.bounds)
  #expect(kept.rows.count == 16)
  for y in 0..<16 { #expect(kept.rows[y] == Array(diff.pixels[(y * 64)..<(y * 64 + 64)])) }
}

/// Pixels whose colours differ but are not counted are counted apart, below
/// the threshold and as anti-aliasing, so that a passing pair is not taken
/// for an identical one; the count pixelmatch gives stays its own.
@Test func pixelsThatDifferUncountedAreCountedApart() throws {
  // Two flat blues, #6D84A2 and #4A6FA5: 0.0976 apart in pixelmatch's terms.
  let first = try #require(
    RGBAImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [0x6D, 0x84, 0xA2, 255] }))
  let second = try #require(
    RGBAImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [0x4A, 0x6F, 0xA5, 255] }))
  let loose = PixelMatch.compare(first, second)
  #expect(loose.differentPixels == 0 && loose.belowThresholdPixels == 16)
  #expect(loose.antiAliasedPixels == 0 && !loose.identical)
  #expect(loose.toleratedSummary == "16 differ below the threshold")
  var strict = PixelMatchOptions()
  strict.threshold = 0.01
  let counted = PixelMatch.compare(first, second, options: strict)
  #expect(counted.differentPixels == 16 && counted.belowThresholdPixels == 0)
  let same = PixelMatch.compare(first, first)
  #expect(same.identical && same.toleratedPixels == 0)
  // An edge that looks like anti-aliasing: drawn yellow, counted apart.
  var edge = [UInt8](repeating: 255, count: 5 * 5 * 4)
  for y in 0..<5 {
    for x in 3..<5 { edge.replaceSubrange((y * 5 + x) * 4..<(y * 5 + x) * 4 + 3, with: [0, 0, 0]) }
  }
  var softened = edge
  softened.replaceSubrange((2 * 5 + 2) * 4..<(2 * 5 + 2) * 4 + 3, with: [128, 128, 128])
  let aliased = PixelMatch.compare(
    try #require(RGBAImage(width: 5, height: 5, pixels: edge)),
    try #require(RGBAImage(width: 5, height: 5, pixels: softened)))
  #expect(aliased.differentPixels == 0 && aliased.antiAliasedPixels == 1)
  #expect(aliased.toleratedSummary == "1 differs as anti-aliasing")
  // In bands, the same figures.
  let banded = PixelMatch.compare(first, second, options: PixelMatchOptions()) { $0.map($1) }
  #expect(banded == loose)
}
