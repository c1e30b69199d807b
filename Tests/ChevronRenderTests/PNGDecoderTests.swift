import ChevronDiff
import ChevronRender
import Foundation
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Fixtures/png").standardized

private func decode(_ name: String) throws(RenderError) -> RGBAImage {
  let bytes = (try? Data(contentsOf: fixtures.appendingPathComponent(name))).map { [UInt8]($0) }
  return try PNGDecoder.decode(bytes ?? [])
}

/// Each fixture (written by scripts/png-fixtures) and its pixels as straight RGBA.
@Test(
  arguments: [
    ("gray.png", 2, [0, 0, 0, 255, 64, 64, 64, 255, 128, 128, 128, 255, 255, 255, 255, 255]),
    ("gray2.png", 4, [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255]),
    ("gray-alpha.png", 2, [10, 10, 10, 255, 200, 200, 200, 0]),
    // 16-bit samples round: 0x1234 × 255 / 65535 = 18.1.
    ("gray16.png", 2, [18, 18, 18, 255, 255, 255, 255, 255]),
    ("rgb-key.png", 2, [1, 2, 3, 255, 9, 9, 9, 0]),
    ("rgb16.png", 1, [0, 127, 255, 255]),
    ("rgba16.png", 1, [1, 2, 3, 128]),
    ("palette.png", 3, [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255]),
    ("interlaced.png", 1, [10, 20, 30, 40]),
  ] as [(String, Int, [UInt8])])
func decodesEveryColourTypeToStraightRGBA(name: String, width: Int, pixels: [UInt8]) throws {
  let image = try decode(name)
  #expect(image.width == width)
  #expect(image.height == pixels.count / 4 / width)
  #expect(image.pixels == pixels)
}

@Test(arguments: [
  ("empty.png", "not a readable PNG image (the file is empty); pass a valid PNG file"),
  (
    "not-a-png.png",
    "not a readable PNG image (the file does not start with the PNG signature); "
      + "pass a valid PNG file"
  ),
  (
    "truncated.png",
    "not a readable PNG image (the file ends in the middle of the image (truncated)); "
      + "pass a valid PNG file"
  ),
  (
    "corrupt.png",
    "not a readable PNG image (IDAT: invalid code lengths set); pass a valid PNG file"
  ),
  ("zero-size.png", "not a readable PNG image (Invalid IHDR data); pass a valid PNG file"),
  (
    "huge-header.png",
    "the PNG declares 60000×60000 pixels, over the 64-megapixel limit; compare smaller images"
  ),
])
func refusesBrokenFilesWithAReason(name: String, message: String) {
  #expect {
    try decode(name)
  } throws: { error in
    (error as? RenderError)?.message == message
  }
}

@Test func decodesWhatChevgenEncodes() throws {
  let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 10, 20, 30, 128])!
  #expect(try PNGDecoder.decode(PNGWriter.data(image)) == image)
}
