import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import Testing

@testable import ChevGenCompare

/// A 512×512 pair (large enough to be drawn in bands on every core) whose
/// first image holds every grey, the second the same with a red square.
private func pair() throws -> (first: RGBAImage, second: RGBAImage) {
  var pixels: [UInt8] = []
  for y in 0..<512 {
    for x in 0..<512 {
      let grey = UInt8((x + y) % 256)
      pixels += [grey, grey, grey, 255]
    }
  }
  let first = try #require(RGBAImage(width: 512, height: 512, pixels: pixels))
  for y in 300..<304 {
    for x in 40..<44 {
      pixels.replaceSubrange((y * 512 + x) * 4..<(y * 512 + x) * 4 + 3, with: [255, 0, 0])
    }
  }
  return (first, try #require(RGBAImage(width: 512, height: 512, pixels: pixels)))
}

/// The diff image `chevgen diff --out` writes is pixelmatch's, byte for byte
/// the PNG the row encoder makes of it: drawn in bands (alpha 0.1: a few
/// dozen greys, a palette) or, when its colours outnumber a palette's (alpha
/// 1: every grey and red), drawn again row by row as RGBA.
@Test(arguments: [(0.1, UInt8(3)), (1.0, UInt8(6))])
func diffImagesAreTheSameDrawnInBands(alpha: Double, colourType: UInt8) throws {
  let (first, second) = try pair()
  var options = PixelMatchOptions()
  options.alpha = alpha
  let drawn = PixelMatch.compare(first, second, options: options, drawingDiff: true)
  let (report, png) = try ImageDiffer.compare(
    try PNGEncoder.encode(first), try PNGEncoder.encode(second), paths: ("a.png", "b.png"),
    options: options, tolerance: DiffTolerance(), drawing: true)
  let written = try #require(png)
  #expect(report.result.differentPixels == 16 && drawn.differentPixels == 16)
  #expect(written[25] == colourType)
  #expect(written == (try PNGEncoder.encode(try #require(drawn.diffImage), palette: true)))
}
