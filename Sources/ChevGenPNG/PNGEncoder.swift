import CPNG
import ChevGenImage

/// Encodes pixels as an 8-bit RGBA PNG.
///
/// cairo's own writer goes through libpng, which tries every row filter on
/// every row; that search cost more than drawing the button. Bar-button art is
/// mostly rows of horizontal runs (flat fills, vertical gradients), which the
/// Sub filter turns into zeros, so one fixed filter compresses as well at a
/// fraction of the cost. Output depends only on the pixels and the versions of
/// libdeflate (images up to `PNGRowEncoder.wholeImageBytes`) and zlib (larger ones).
public enum PNGEncoder {
  /// zlib level 3, for images beyond `PNGRowEncoder.wholeImageBytes`: about 4×
  /// faster than the default 6 for files about 6% larger (measured on bar-button
  /// art). Asset pipelines recompress anyway (Xcode's actool, Android's aapt).
  static let compressionLevel: Int32 = 3

  /// Encodes cairo's premultiplied ARGB32 rows.
  public static func encode(
    argb data: UnsafeRawPointer, width: Int, height: Int, stride: Int
  ) throws(PNGError) -> [UInt8] {
    let encoder = try PNGRowEncoder(width: width, height: height)
    var row = [UInt8](repeating: 0, count: width * 4)
    for y in 0..<height {
      let source = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      row.withUnsafeMutableBufferPointer { target in
        PremultipliedPixel.straighten(source, count: width, into: target.baseAddress!)
      }
      try encoder.append(row)
    }
    return try encoder.png()
  }

  /// Encodes straight RGBA8 pixels; refuses an image beyond `ImageLimits`.
  /// With `palette`, an image of at most 256 colours is a palette PNG.
  public static func encode(_ image: RGBAImage, palette: Bool = false) throws(PNGError) -> [UInt8] {
    try encoder(image, palette: palette).png()
  }

  /// Refuses a `width × height` image beyond `ImageLimits` before anything is encoded.
  static func checkSize(width: Int, height: Int) throws(PNGError) {
    guard ImageLimits.allows(width: width, height: height) else {
      throw .imageTooLarge(width: width, height: height)
    }
  }

  /// The PNG file signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The IHDR body of an 8-bit image, RGBA (colour type 6) or palette (3).
  static func header(width: Int, height: Int, colourType: UInt8 = 6) -> [UInt8] {
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    // 8 bits, the colour type, deflate, adaptive filtering, no interlace.
    header += [8, colourType, 0, 0, 0]
    return header
  }

  /// The compressed, filtered rows of straight RGBA8 pixels: an IDAT or fdAT body.
  static func imageData(rgba image: RGBAImage) throws(PNGError) -> [UInt8] {
    try encoder(image).imageData()
  }

  /// An encoder given every row of `image`.
  private static func encoder(
    _ image: RGBAImage, palette: Bool = false
  ) throws(PNGError) -> PNGRowEncoder {
    let encoder = try PNGRowEncoder(width: image.width, height: image.height, palette: palette)
    try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
      for y in 0..<image.height { try encoder.append(pixels.baseAddress! + y * image.width * 4) }
    }
    return encoder
  }

  static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
    appendBigEndian(UInt32(body.count), to: &png)
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += body
    let typeChecksum = typeBytes.withUnsafeBufferPointer {
      chevgen_crc32(0, $0.baseAddress, $0.count)
    }
    let checksum = body.withUnsafeBufferPointer {
      chevgen_crc32(typeChecksum, $0.baseAddress, $0.count)
    }
    appendBigEndian(checksum, to: &png)
  }

  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }
}
