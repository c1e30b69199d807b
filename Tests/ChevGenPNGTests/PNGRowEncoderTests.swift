import ChevGenImage
import Testing

@testable import ChevGenPNG

/// The row encoder's palette: an image of at most 256 colours becomes a
/// palette PNG of exactly its pixels, translucent colours included; one more
/// colour, however late it comes, makes it RGBA with every earlier row intact.
@Suite struct PNGRowEncoderTests {
  /// A `width × height` image whose pixel at (x, y) is `colour(x, y)`.
  static func image(
    width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = colour(x, y)
        pixels += [r, g, b, a]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  static func encoded(_ image: RGBAImage, palette: Bool = true) throws -> [UInt8] {
    let encoder = try PNGRowEncoder(width: image.width, height: image.height, palette: palette)
    try image.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<image.height { try encoder.append(pixels.baseAddress! + y * image.width * 4) }
    }
    return try encoder.png()
  }

  /// The chunk types of a PNG, in order.
  static func chunks(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test func fewColoursMakeAPalettePNGOfTheSamePixels() throws {
    let image = Self.image(width: 7, height: 5) { x, y in
      x == y ? (255, 0, 0, 255) : x > y ? (230, 230, 230, 255) : (10, 20, 30, 128)
    }
    let png = try Self.encoded(image)
    #expect(png[25] == 3)
    #expect(Self.chunks(png) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
    #expect(try PNGDecoder.decode(png) == image)
  }

  @Test func opaqueColoursNeedNoTransparencyChunk() throws {
    let image = Self.image(width: 4, height: 4) { x, _ in (UInt8(x), 0, 0, 255) }
    #expect(Self.chunks(try Self.encoded(image)) == ["IHDR", "PLTE", "IDAT", "IEND"])
  }

  /// 256 colours fit; the 257th, in the ninth row, sends the image to RGBA.
  @Test(arguments: [(256, 3), (257, 6)])
  func theTwoHundredFiftySeventhColourMakesItRGBA(colours: Int, colourType: UInt8) throws {
    let image = Self.image(width: 32, height: 12) { x, y in
      let index = min(y * 32 + x, colours - 1)
      return (UInt8(index & 0xFF), UInt8(index >> 8), 7, 255)
    }
    let png = try Self.encoded(image)
    #expect(png[25] == colourType)
    #expect(try PNGDecoder.decode(png) == image)
  }

  @Test func withoutPaletteItIsAlwaysRGBA() throws {
    let image = Self.image(width: 3, height: 2) { _, _ in (1, 2, 3, 255) }
    let png = try Self.encoded(image, palette: false)
    #expect(png[25] == 6)
    #expect(try PNGDecoder.decode(png) == image)
  }

  /// `image` written in bands of `bandRows` rows, the last band first, each
  /// band's rows in order.
  static func banded(_ image: RGBAImage, bandRows: Int) throws -> [UInt8]? {
    let bands = try PaletteBands(width: image.width, height: image.height, bandRows: bandRows)
    image.pixels.withUnsafeBufferPointer { pixels in
      for start in stride(from: 0, to: image.height, by: bandRows).reversed() {
        for y in start..<min(start + bandRows, image.height) {
          bands.append(pixels.baseAddress! + y * image.width * 4, y: y)
        }
      }
    }
    return try bands.png()
  }

  /// Bands give the bytes of rows: the palette in the order colours first
  /// appear in the whole image, though the bands meet them in other orders.
  @Test(arguments: [1, 3, 5, 16])
  func bandsWriteTheBytesRowsWrite(bandRows: Int) throws {
    let image = Self.image(width: 20, height: 16) { x, y in
      let index = (x * 7 + y * 3 + (y > 9 ? x : 0)) % 41
      return (UInt8(index * 6), UInt8(255 - index), UInt8(index & 3), index == 5 ? 90 : 255)
    }
    let banded = try #require(try Self.banded(image, bandRows: bandRows))
    #expect(banded == (try Self.encoded(image)))
    #expect(banded[25] == 3)
  }

  /// Past 256 colours the bands give nil: in all, though each band has 192
  /// (the second band's from `secondStart` on), or within one band of a row.
  @Test(arguments: [(6, 32, 192, 65), (6, 32, 192, 64), (1, 300, 300, 0)])
  func bandsRefuseMoreThanTwoHundredFiftySixColours(
    bandRows: Int, width: Int, perBand: Int, secondStart: Int
  ) throws {
    let image = Self.image(width: width, height: 12) { x, y in
      let index =
        y < 6 ? (y * width + x) % perBand : secondStart + ((y - 6) * width + x) % perBand
      return (UInt8(index & 0xFF), UInt8(index >> 8), 9, 255)
    }
    let banded = try Self.banded(image, bandRows: bandRows)
    #expect((banded == nil) == (secondStart != 64))
    if let banded { #expect(banded == (try Self.encoded(image))) }
  }
}
