import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import Foundation

/// Reads back what `chevgen animate` wrote, independently of the code that wrote it.
enum AnimationFiles {
  /// One chunk of a PNG stream.
  struct Chunk {
    var type: String
    var body: [UInt8]
  }

  /// The chunks after the signature; fails on a bad length or CRC.
  static func chunks(_ bytes: [UInt8]) throws -> [Chunk] {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure("not a PNG signature")
    }
    var chunks: [Chunk] = []
    var offset = 8
    while offset < bytes.count {
      let length = Int(bigEndian(bytes, offset))
      guard offset + 12 + length <= bytes.count else { throw Failure("truncated chunk") }
      let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
      guard crc32(typed) == bigEndian(bytes, offset + 8 + length) else {
        throw Failure("bad CRC in chunk at \(offset)")
      }
      chunks.append(
        Chunk(
          type: String(decoding: typed.prefix(4), as: UTF8.self), body: Array(typed.dropFirst(4))))
      offset += 12 + length
    }
    return chunks
  }

  /// The frames an APNG player shows, composed as the format says (blend SOURCE,
  /// dispose NONE are all chevgen writes; anything else fails).
  static func playedFrames(_ bytes: [UInt8]) throws -> [RGBAImage] {
    let chunks = try chunks(bytes)
    guard let header = chunks.first, header.type == "IHDR" else { throw Failure("no IHDR") }
    let width = Int(bigEndian(header.body, 0))
    let height = Int(bigEndian(header.body, 4))
    var canvas = RGBAImage(
      width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))!
    var frames: [RGBAImage] = []
    var control: (width: Int, height: Int, x: Int, y: Int)?
    var data: [UInt8] = []
    func finish() throws {
      guard let region = control else { return }
      var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      var ihdr = be(UInt32(region.width)) + be(UInt32(region.height))
      ihdr += Array(header.body[8...])
      png += chunk("IHDR", ihdr) + chunk("IDAT", data) + chunk("IEND", [])
      let image = try PNGDecoder.decode(png)
      for row in 0..<region.height {
        let source = row * region.width * 4
        let target = ((region.y + row) * width + region.x) * 4
        canvas.pixels.replaceSubrange(
          target..<(target + region.width * 4),
          with: image.pixels[source..<(source + region.width * 4)])
      }
      frames.append(canvas)
      data = []
    }
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        try finish()
        guard chunk.body[24] == 0, chunk.body[25] == 0 else {
          throw Failure("unexpected dispose or blend op")
        }
        control = (
          Int(bigEndian(chunk.body, 4)), Int(bigEndian(chunk.body, 8)),
          Int(bigEndian(chunk.body, 12)), Int(bigEndian(chunk.body, 16))
        )
      case "IDAT": data += chunk.body
      case "fdAT": data += chunk.body.dropFirst(4)
      case "IEND": try finish()
      default: break
      }
    }
    return frames
  }

  static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func be(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be(UInt32(body.count)) + typed + be(crc32(typed))
  }

  /// The CRC-32 of PNG and zlib, bit by bit.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// `image`'s `width × height` pixels from (`x`, `y`).
  static func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
    var pixels: [UInt8] = []
    for row in y..<(y + height) {
      let start = (row * image.width + x) * 4
      pixels += image.pixels[start..<(start + width * 4)]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
