import ChevronImage
import Testing

@testable import ChevronDiff

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
