import CPNG
import ChevGenImage
import Foundation
import Testing

@testable import ChevGenPNG

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Fixtures/png").standardized

private func decode(_ name: String) throws(PNGError) -> RGBAImage {
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
    "not a readable PNG image (the IDAT chunk at byte 33 is damaged (its CRC does not match)); "
      + "pass a valid PNG file"
  ),
  (
    "zero-size.png",
    "not a readable PNG image (the header declares an image of 0×0 pixels); pass a valid PNG file"
  ),
  (
    "huge-header.png",
    "the PNG declares 60000×60000 pixels, over the 64-megapixel limit; compare smaller images"
  ),
])
func refusesBrokenFilesWithAReason(name: String, message: String) throws {
  #expect {
    try decode(name)
  } throws: { error in
    (error as? PNGError)?.message == message
  }
  // The structural check that stands in for decoding two identical files.
  let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
  #expect {
    try PNGDecoder.size(of: bytes)
  } throws: { error in
    (error as? PNGError)?.message == message
  }
}

@Test func decodesWhatChevgenEncodes() throws {
  let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 10, 20, 30, 128])!
  #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
}

/// chevgen's fast decoder must give exactly libpng's pixels: every golden, every
/// fixture, and RGB images with every filter type (from rsvg-convert and cairo).
@Test func fastPathDecodesExactlyAsLibpng() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized
  let files = try ["Fixtures/golden", "Fixtures/png", "Fixtures/pixelmatch-7.2.0"].flatMap {
    folder in
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .map { root.appendingPathComponent(folder).appendingPathComponent($0) }
  }
  var checked = 0
  for file in files where file.pathExtension == "png" {
    let bytes = [UInt8](try Data(contentsOf: file))
    let libpng = try? PNGDecoder.decode(bytes, fastPath: false)
    let fast = try? PNGDecoder.decode(bytes, fastPath: true)
    #expect(fast == libpng, "\(file.lastPathComponent)")
    if libpng != nil { checked += 1 }
  }
  #expect(checked >= 45)
}

/// The fast path itself accepts the RGB and RGBA fixtures and declines the rest.
@Test(arguments: [
  ("filters-rgb.png", true), ("filters-rgba.png", true), ("gray.png", false),
  ("rgb-key.png", false), ("rgb16.png", false), ("interlaced.png", false),
  ("truncated.png", false), ("corrupt.png", false),
])
func fastPathTakesOnlyPlainEightBitColour(name: String, taken: Bool) throws {
  let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
  var pixels = [UInt8](repeating: 0, count: chevgen_png_fast_capacity(9, 10))
  let status = bytes.withUnsafeBufferPointer { data in
    var layout = chevgen_png_layout()
    var message = [CChar](repeating: 0, count: 256)
    guard chevgen_png_check_chunks(data.baseAddress, data.count, &layout, &message, 256) == 0
    else { return Int32(-1) }
    return chevgen_png_fast_rgba(data.baseAddress, &layout, &pixels, 0)
  }
  #expect((status == 0) == taken)
  if taken {
    #expect(pixels[..<(9 * 10 * 4)] == (try PNGDecoder.decode(bytes, fastPath: false)).pixels[...])
  }
}

/// The fast path unfilters in place, two rows at a time, in the bytes libpng
/// never shares: any filtered bytes under any filters, RGB or RGBA, tall or
/// wide, must give libpng's pixels. (A pair's second row once overwrote the
/// first row's unread bytes low in tall images.)
@Test(arguments: [(6, 2), (2, 6), (1, 1), (1, 9), (9, 1), (3, 301), (301, 3), (64, 65), (257, 40)])
func fastPathUnfiltersAnyRowsAsLibpng(width: Int, height: Int) throws {
  var seed: UInt32 = UInt32(width * 1000 + height)
  func next() -> UInt8 {
    seed = seed &* 1_103_515_245 &+ 12345
    return UInt8(truncatingIfNeeded: seed >> 16)
  }
  for (colour, channels) in [(UInt8(2), 3), (UInt8(6), 4)] {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(next() % 5)
      // Runs of one byte, as flat art has, and noise between them.
      let run = Int(next() % 4)
      for index in 0..<(width * channels) { raw.append(index % 8 < run ? 7 : next()) }
    }
    let file = CraftedPNG.file(
      CraftedPNG.header(width: UInt32(width), height: UInt32(height), colour: colour),
      CraftedPNG.imageData(raw), CraftedPNG.chunk("IEND", []))
    let libpng = try PNGDecoder.decode(file, fastPath: false)
    #expect(try PNGDecoder.decode(file, fastPath: true) == libpng, "colour type \(colour)")
    #expect(
      try PNGDecoder.decode(file, fastPath: true, portableOnly: true) == libpng,
      "colour type \(colour), portable code")
  }
}
