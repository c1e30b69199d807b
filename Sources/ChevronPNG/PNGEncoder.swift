import CPNG
import CZlib
import ChevronImage

/// Encodes pixels as an 8-bit RGBA PNG.
///
/// cairo's own writer goes through libpng, which tries every row filter on
/// every row; that search cost more than drawing the button. Bar-button art is
/// mostly rows of horizontal runs (flat fills, vertical gradients), which the
/// Sub filter turns into zeros, so one fixed filter compresses as well at a
/// fraction of the cost. Output depends only on the pixels and the versions of
/// libdeflate (images up to `wholeImageBytes`) and zlib (larger ones).
public enum PNGEncoder {
  /// zlib level 3: on bar-button art about 4× faster than the default 6 for files
  /// about 6% larger (measured: 12.5 KB against 11.9 KB for Menu at 1x–3x). Asset
  /// pipelines recompress anyway (Xcode's actool, Android's aapt), so speed wins.
  static let compressionLevel: Int32 = 3

  /// Encodes cairo's premultiplied ARGB32 rows.
  public static func encode(
    argb data: UnsafeRawPointer, width: Int, height: Int, stride: Int
  ) throws(PNGError) -> [UInt8] {
    try encode(width: width, height: height) { y, x in
      let pixel = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)[x]
      return PremultipliedPixel.straightRGBA(pixel)
    }
  }

  /// Encodes straight RGBA8 pixels; refuses an image beyond `ImageLimits`.
  public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    try checkSize(width: image.width, height: image.height)
    var png = signature
    appendChunk("IHDR", header(width: image.width, height: image.height), to: &png)
    appendChunk("IDAT", try imageData(rgba: image), to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  private static func encode(
    width: Int, height: Int, pixel: (_ y: Int, _ x: Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) throws(PNGError) -> [UInt8] {
    var png = signature
    appendChunk("IHDR", header(width: width, height: height), to: &png)
    appendChunk(
      "IDAT", try imageData(width: width, height: height, pixel: pixel), to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  /// Refuses a `width × height` image beyond `ImageLimits` before anything is encoded.
  static func checkSize(width: Int, height: Int) throws(PNGError) {
    guard ImageLimits.allows(width: width, height: height) else {
      throw .imageTooLarge(width: width, height: height)
    }
  }

  /// The PNG file signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The IHDR body of an 8-bit RGBA image.
  static func header(width: Int, height: Int) -> [UInt8] {
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace.
    return header
  }

  /// The compressed, filtered rows of straight RGBA8 pixels: an IDAT or fdAT body.
  static func imageData(rgba image: RGBAImage) throws(PNGError) -> [UInt8] {
    try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
      try imageData(width: image.width, height: image.height) { y, x in
        let index = (y * image.width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
      }
    }
  }

  /// Rows are filtered and compressed a few at a time, so the only image-sized
  /// buffer is the compressed result: a 64-megapixel diff image is encoded
  /// beside its pixels, not beside two more copies of them.
  private static func imageData(
    width: Int, height: Int, pixel: (_ y: Int, _ x: Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) throws(PNGError) -> [UInt8] {
    let rowLength = 1 + width * 4
    if rowLength * height <= wholeImageBytes {
      return try deflatedWhole(width: width, height: height, pixel: pixel)
    }
    let compressor = try Compressor(level: compressionLevel)
    let rowsPerBatch = max(1, (1 << 16) / rowLength)
    var batch = [UInt8](repeating: 0, count: rowLength * min(rowsPerBatch, max(height, 1)))
    var y = 0
    repeat {
      let rows = min(rowsPerBatch, height - y)
      batch.withUnsafeMutableBufferPointer { output in
        for row in 0..<rows {
          filterRow(y + row, width: width, into: output.baseAddress! + row * rowLength, pixel)
        }
      }
      y += rows
      try compressor.add(batch[..<(rows * rowLength)], finishing: y == height)
    } while y < height
    return compressor.output
  }

  /// The largest filtered image compressed in one call (libdeflate): every
  /// button's art, and diff images up to about 2 megapixels. Larger ones go
  /// through zlib a few rows at a time, which needs no image-sized buffer.
  static let wholeImageBytes = 8 << 20

  /// libdeflate's fastest level. On scripts/bench-build's 8,960 images it
  /// writes 4% less than zlib's level 3 (85.5 MB against 89.3 MB) and the
  /// cold build runs about 20% faster; its level 4 is no smaller and slower.
  static let wholeImageLevel: Int32 = 1

  /// Every row filtered into one buffer, compressed in one call.
  private static func deflatedWhole(
    width: Int, height: Int, pixel: (_ y: Int, _ x: Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) throws(PNGError) -> [UInt8] {
    let rowLength = 1 + width * 4
    var rows = [UInt8](repeating: 0, count: rowLength * height)
    rows.withUnsafeMutableBufferPointer { output in
      for y in 0..<height {
        filterRow(y, width: width, into: output.baseAddress! + y * rowLength, pixel)
      }
    }
    let capacity = chevgen_deflate_bound(rows.count)
    var failed = false
    let compressed = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = rows.withUnsafeBufferPointer {
        chevgen_deflate(wholeImageLevel, $0.baseAddress, $0.count, buffer.baseAddress, capacity)
      }
      failed = count == 0
    }
    if failed { throw .compression(step: "compress the PNG image", status: Z_MEM_ERROR) }
    return compressed
  }

  /// Row `y` with the Sub filter: each byte minus the same channel of the pixel to its left.
  private static func filterRow(
    _ y: Int, width: Int, into row: UnsafeMutablePointer<UInt8>,
    _ pixel: (_ y: Int, _ x: Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) {
    row[0] = 1
    var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    for x in 0..<width {
      let current = pixel(y, x)
      let target = row + 1 + x * 4
      target[0] = current.0 &- previous.0
      target[1] = current.1 &- previous.1
      target[2] = current.2 &- previous.2
      target[3] = current.3 &- previous.3
      previous = current
    }
  }

  static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
    appendBigEndian(UInt32(body.count), to: &png)
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += body
    let typeChecksum = typeBytes.withUnsafeBufferPointer {
      crc32(0, $0.baseAddress, UInt32($0.count))
    }
    let checksum = body.withUnsafeBufferPointer {
      crc32(typeChecksum, $0.baseAddress, UInt32($0.count))
    }
    appendBigEndian(UInt32(checksum), to: &png)
  }

  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }
}
