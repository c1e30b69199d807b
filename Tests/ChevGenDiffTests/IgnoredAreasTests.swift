import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import Foundation
import Testing

/// Ignored areas: the result is defined as pixelmatch 7.2.0's on the two
/// images after every ignored pixel of the actual image is replaced by the
/// reference's, ignored pixels drawn in their own colour in the diff image.
@Suite struct IgnoredAreasTests {
  static let options: PixelMatchOptions = {
    var options = PixelMatchOptions()
    options.threshold = 0.05
    return options
  }()

  /// `actual` with the ignored pixels of `reference` copied in: the definition, written
  /// out pixel by pixel without `IgnoredPixels`.
  static func replaced(
    _ reference: RGBAImage, _ actual: RGBAImage, ignored: (Int, Int) -> Bool
  ) -> RGBAImage {
    var actual = actual
    for y in 0..<actual.height {
      for x in 0..<actual.width where ignored(x, y) {
        let index = (y * actual.width + x) * 4
        for channel in 0..<4 { actual.pixels[index + channel] = reference.pixels[index + channel] }
      }
    }
    return actual
  }

  @Test func regionsGiveExactlyPixelmatchsResultOnTheReplacedImages() throws {
    let (first, second) = (try PixelMatchFixtures.image("1a"), try PixelMatchFixtures.image("1b"))
    let regions = [
      IgnoredRegion(x: 0, y: 0, width: 60, height: 40),
      IgnoredRegion(x: 100, y: 90, width: 1000, height: 15),
    ]
    let inRegion = { (x: Int, y: Int) in
      regions.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
    }
    let canvas = IgnoreProblem.Size(width: first.width, height: first.height)
    let ignored = try #require(
      try IgnoredAreas(regions: regions).pixels(reference: canvas, canvas: canvas))
    let result = PixelMatch.compare(
      first, second, options: Self.options, ignoring: ignored, drawingDiff: true)
    let expected = PixelMatch.compare(
      first, Self.replaced(first, second, ignored: inRegion), options: Self.options,
      drawingDiff: true)
    // pixelmatch counts 143 with nothing ignored: the regions take some away.
    #expect(expected.differentPixels < 143 && expected.differentPixels > 0)
    #expect(result.differentPixels == expected.differentPixels)
    #expect(result.bounds == expected.bounds)
    #expect(
      result.ignoredPixels
        == (0..<canvas.height).reduce(0) { sum, y in
          sum + (0..<canvas.width).count { inRegion($0, y) }
        })
    let diff = try #require(result.diffImage)
    let reference = try #require(expected.diffImage)
    for y in 0..<diff.height {
      for x in 0..<diff.width {
        let want = inRegion(x, y) ? (0, 128, 255, 255) : reference[x, y]
        #expect(diff[x, y] == want, "pixel \(x),\(y)")
        if diff[x, y] != want { return }
      }
    }
  }

  @Test func nothingIgnoredIsPixelmatchUntouched() throws {
    let (first, second) = (try PixelMatchFixtures.image("1a"), try PixelMatchFixtures.image("1b"))
    let plain = PixelMatch.compare(first, second, options: Self.options, drawingDiff: true)
    let none = PixelMatch.compare(
      first, second, options: Self.options, ignoring: nil, drawingDiff: true)
    #expect(plain == none && plain.differentPixels == 143 && none.ignoredPixels == 0)
    let canvas = IgnoreProblem.Size(width: 4, height: 4)
    #expect(try IgnoredAreas().pixels(reference: canvas, canvas: canvas) == nil)
  }

  /// A mask ignores every pixel that is neither transparent nor black.
  @Test func aMaskIgnoresItsVisibleColouredPixels() throws {
    var mask = RGBAImage.transparent(width: 3, height: 1)
    mask.pixels = [255, 255, 255, 255, 0, 0, 0, 255, 9, 0, 0, 0]
    let size = IgnoreProblem.Size(width: 3, height: 1)
    let ignored = try #require(
      try IgnoredAreas(mask: mask).pixels(reference: size, canvas: size))
    #expect(ignored.count == 1)
    #expect(ignored.contains(x: 0, y: 0) && !ignored.contains(x: 1, y: 0))
    #expect(!ignored.contains(x: 2, y: 0))
  }

  @Test func aRegionPastTheCanvasIsCutToIt() throws {
    let size = IgnoreProblem.Size(width: 10, height: 10)
    let region = IgnoredRegion(x: 8, y: 9, width: Int.max, height: 5)
    let ignored = try #require(
      try IgnoredAreas(regions: [region]).pixels(reference: size, canvas: size))
    #expect(ignored.count == 2)
  }

  @Test func badAreasAreProblemsNamedAsValues() throws {
    let size = IgnoreProblem.Size(width: 20, height: 10)
    let empty = IgnoredRegion(x: 1, y: 1, width: 0, height: 5)
    #expect(throws: IgnoreProblem.emptyRegion(empty)) {
      try IgnoredAreas(regions: [empty]).pixels(reference: size, canvas: size)
    }
    let outside = IgnoredRegion(x: 20, y: 0, width: 5, height: 5)
    #expect(throws: IgnoreProblem.outsideImages(outside, width: 20, height: 10)) {
      try IgnoredAreas(regions: [outside]).pixels(reference: size, canvas: size)
    }
    let halves = [
      IgnoredRegion(x: 0, y: 0, width: 20, height: 5),
      IgnoredRegion(x: 0, y: 5, width: 30, height: 30),
    ]
    #expect(throws: IgnoreProblem.everything(width: 20, height: 10)) {
      try IgnoredAreas(regions: halves).pixels(reference: size, canvas: size)
    }
    let mask = RGBAImage.transparent(width: 4, height: 4)
    #expect(
      throws: IgnoreProblem.maskSize(
        mask: .init(width: 4, height: 4), reference: .init(width: 20, height: 10))
    ) {
      try IgnoredAreas(mask: mask).pixels(reference: size, canvas: size)
    }
  }

  @Test func regionsAreReadAsXYWidthHeight() {
    #expect(IgnoredRegion(text: "1, 2,3 ,4") == IgnoredRegion(x: 1, y: 2, width: 3, height: 4))
    for text in ["1,2,3", "1,2,3,4,5", "-1,2,3,4", "a,b,c,d", "1,2,3,", "+1,2,3,4", ""] {
      #expect(IgnoredRegion(text: text) == nil, "\(text)")
    }
  }
}
