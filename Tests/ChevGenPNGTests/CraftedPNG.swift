import CZlib

@testable import ChevGenPNG

/// PNG files built chunk by chunk, right or wrong in exactly one way, for the
/// decoder's rule tests.
enum CraftedPNG {
  /// A chunk with its length and CRC; `crc` replaces the right one.
  static func chunk(_ type: String, _ body: [UInt8], crc: UInt32? = nil) -> [UInt8] {
    var bytes: [UInt8] = []
    PNGEncoder.appendChunk(type, body, to: &bytes)
    if let crc {
      bytes.removeLast(4)
      PNGEncoder.appendBigEndian(crc, to: &bytes)
    }
    return bytes
  }

  /// The signature, then `chunks`.
  static func file(_ chunks: [UInt8]...) -> [UInt8] {
    PNGEncoder.signature + chunks.joined()
  }

  /// An IHDR chunk; `methods` are compression, filter and interlace.
  static func header(
    width: UInt32 = 2, height: UInt32 = 2, depth: UInt8 = 8, colour: UInt8 = 6,
    methods: [UInt8] = [0, 0, 0]
  ) -> [UInt8] {
    var body: [UInt8] = []
    PNGEncoder.appendBigEndian(width, to: &body)
    PNGEncoder.appendBigEndian(height, to: &body)
    return chunk("IHDR", body + [depth, colour] + methods)
  }

  /// An IDAT chunk holding `raw` compressed.
  static func imageData(_ raw: [UInt8]) -> [UInt8] { chunk("IDAT", zlib(raw)) }

  /// `raw` as a zlib stream, with at most `1 << windowBits` bytes between a match and its copy.
  static func zlib(_ raw: [UInt8], windowBits: Int32 = 15) -> [UInt8] {
    var stream = z_stream()
    deflateInit2_(
      &stream, 9, Z_DEFLATED, windowBits, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(raw.count))))
    var input = raw
    input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        _ = deflate(&stream, Z_FINISH)
      }
    }
    return Array(output.prefix(Int(stream.total_out)))
  }

  /// The 2×2 RGBA image every rule test starts from, its rows (filter 0) and pixels.
  static let pixels: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 128, 7, 8, 9, 0, 10, 11, 12, 255]
  static let rows: [UInt8] = [0] + pixels[0..<8] + [0] + pixels[8..<16]
  static let imageData = chunk("IDAT", zlib(rows))
  static let end = chunk("IEND", [])
  static let text = chunk("tEXt", Array("Title\0x".utf8))
}
