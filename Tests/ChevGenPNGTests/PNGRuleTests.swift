import CPNG
import ChevGenImage
import Testing

@testable import ChevGenPNG

/// What both decoder paths must make of a crafted file.
enum Verdict: Sendable {
  /// Both decode it to these 2×2 RGBA pixels.
  case decodes([UInt8])
  /// Both refuse it for a fault in its chunks, which `PNGDecoder.size(of:)` sees too.
  case malformed(String)
  /// Both refuse it for a fault in its image data, which only decoding finds.
  case badImageData(String)
}

private typealias Crafted = CraftedPNG
private let header = Crafted.header()
private let data = Crafted.imageData
private let end = Crafted.end
private let text = Crafted.text
private let stream = Crafted.zlib(Crafted.rows)
private let firstHalf = Crafted.chunk("IDAT", Array(stream.prefix(stream.count / 2)))
private let secondHalf = Crafted.chunk("IDAT", Array(stream.dropFirst(stream.count / 2)))
/// The offset of the chunk after the signature and IHDR.
private let second = 33
private let truncated = "the file ends in the middle of the image (truncated)"

/// The chunk rules of the PNG specification, as libpng enforces them.
private let chunkRules: [(String, [UInt8], Verdict)] = [
  ("plain", Crafted.file(header, data, end), .decodes(Crafted.pixels)),
  ("IDAT split", Crafted.file(header, firstHalf, secondHalf, end), .decodes(Crafted.pixels)),
  (
    "IDAT split by another chunk", Crafted.file(header, firstHalf, text, secondHalf, end),
    .malformed(
      "the IDAT chunk at byte \(second + firstHalf.count + text.count) does not follow "
        + "the other IDAT chunks")
  ),
  (
    "empty IDAT after another chunk",
    Crafted.file(header, data, text, Crafted.chunk("IDAT", []), end),
    .malformed(
      "the IDAT chunk at byte \(second + data.count + text.count) does not follow "
        + "the other IDAT chunks")
  ),
  (
    "chunk before IHDR", Crafted.file(text, header, data, end),
    .malformed("the tEXt chunk at byte 8 comes before IHDR")
  ),
  (
    "second IHDR", Crafted.file(header, header, data, end),
    .malformed("the IHDR chunk at byte 33 is a second IHDR")
  ),
  (
    "IHDR after IDAT", Crafted.file(header, data, header, end),
    .malformed("the IHDR chunk at byte \(second + data.count) is a second IHDR")
  ),
  (
    "IHDR of 12 bytes",
    Crafted.file(Crafted.chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0]), data, end),
    .malformed("the IHDR chunk is 12 bytes long, not 13")
  ),
  (
    "no IEND", Crafted.file(header, data), .malformed(truncated)
  ),
  (
    "IEND before IDAT", Crafted.file(header, end, data, end),
    .malformed("the IEND chunk comes before any IDAT chunk")
  ),
  ("bytes after IEND", Crafted.file(header, data, end, [1, 2, 3]), .decodes(Crafted.pixels)),
  (
    "IDAT cut short", Crafted.file(header, Array(data.dropLast(1))), .malformed(truncated)
  ),
  (
    "unknown critical chunk", Crafted.file(header, Crafted.chunk("ABCD", []), data, end),
    .malformed("the chunk at byte 33 has an unknown critical type ABCD")
  ),
  (
    "unknown critical chunk after IDAT", Crafted.file(header, data, Crafted.chunk("ABCD", []), end),
    .malformed("the chunk at byte \(second + data.count) has an unknown critical type ABCD")
  ),
  (
    "unknown ancillary chunk with a bad CRC",
    Crafted.file(header, Crafted.chunk("abCd", [1], crc: 0), data, end),
    .decodes(Crafted.pixels)
  ),
  (
    "IDAT with a bad CRC", Crafted.file(header, Crafted.chunk("IDAT", stream, crc: 0), end),
    .malformed("the IDAT chunk at byte 33 is damaged (its CRC does not match)")
  ),
  (
    "IEND with a bad CRC", Crafted.file(header, data, Crafted.chunk("IEND", [], crc: 0)),
    .malformed("the IEND chunk at byte \(second + data.count) is damaged (its CRC does not match)")
  ),
  (
    "chunk type with a digit", Crafted.file(header, Crafted.chunk("ID4T", stream), end),
    .malformed("the chunk at byte 33 has no valid type (4 letters)")
  ),
  (
    "chunk longer than 2^31 - 1", Crafted.file(header, [0x80, 0, 0, 0] + Array("tEXt".utf8)),
    .malformed("the chunk at byte 33 declares 2147483648 bytes, over 2^31 - 1")
  ),
]

/// The header's values, as png_check_IHDR judges them, and the palette's rules.
private let headerRules: [(String, [UInt8], Verdict)] = [
  (
    "width 0", Crafted.file(Crafted.header(width: 0), data, end),
    .malformed("the header declares an image of 0×2 pixels")
  ),
  (
    "width 2^31", Crafted.file(Crafted.header(width: 1 << 31), data, end),
    .malformed(
      "the header declares 2147483648×2 pixels; libpng reads at most 1000000 pixels a side")
  ),
  (
    "height over libpng's limit", Crafted.file(Crafted.header(height: 1_000_001), data, end),
    .malformed("the header declares 2×1000001 pixels; libpng reads at most 1000000 pixels a side")
  ),
  (
    "bit depth 3", Crafted.file(Crafted.header(depth: 3), data, end),
    .malformed("the header's bit depth 3 and colour type 6 are not a PNG pair")
  ),
  (
    "colour type 1", Crafted.file(Crafted.header(colour: 1), data, end),
    .malformed("the header's bit depth 8 and colour type 1 are not a PNG pair")
  ),
  (
    "16-bit palette", Crafted.file(Crafted.header(depth: 16, colour: 3), data, end),
    .malformed("the header's bit depth 16 and colour type 3 are not a PNG pair")
  ),
  (
    "4-bit RGB", Crafted.file(Crafted.header(depth: 4, colour: 2), data, end),
    .malformed("the header's bit depth 4 and colour type 2 are not a PNG pair")
  ),
  (
    "compression method 1", Crafted.file(Crafted.header(methods: [1, 0, 0]), data, end),
    .malformed(
      "the header names compression method 1, filter method 0 and interlace method 0; "
        + "PNG knows 0, 0 and 0 or 1")
  ),
  (
    "filter method 64", Crafted.file(Crafted.header(methods: [0, 64, 0]), data, end),
    .malformed(
      "the header names compression method 0, filter method 64 and interlace method 0; "
        + "PNG knows 0, 0 and 0 or 1")
  ),
  (
    "interlace method 2", Crafted.file(Crafted.header(methods: [0, 0, 2]), data, end),
    .malformed(
      "the header names compression method 0, filter method 0 and interlace method 2; "
        + "PNG knows 0, 0 and 0 or 1")
  ),
  (
    "palette image without PLTE", Crafted.file(Crafted.header(colour: 3), data, end),
    .malformed("the palette image has no PLTE chunk before its IDAT")
  ),
  (
    "second PLTE",
    Crafted.file(
      Crafted.header(colour: 3), Crafted.chunk("PLTE", [1, 2, 3]),
      Crafted.chunk("PLTE", [1, 2, 3]),
      data, end),
    .malformed("a second PLTE chunk at byte 48")
  ),
  (
    "second PLTE after IDAT",
    Crafted.file(
      Crafted.header(colour: 2), Crafted.chunk("PLTE", [1, 2, 3]), data,
      Crafted.chunk("PLTE", [1, 2, 3]), end),
    .malformed("a second PLTE chunk at byte \(48 + data.count)")
  ),
  (
    "PLTE of 4 bytes in a palette image",
    Crafted.file(Crafted.header(colour: 3), Crafted.chunk("PLTE", [1, 2, 3, 4]), data, end),
    .malformed("the PLTE chunk is 4 bytes long; a palette has 1 to 256 colours")
  ),
  (
    "empty PLTE in an RGBA image", Crafted.file(header, Crafted.chunk("PLTE", []), data, end),
    .malformed("the PLTE chunk is 0 bytes long; a palette has 1 to 256 colours")
  ),
  (
    "PLTE of 4 bytes in an RGBA image",
    Crafted.file(header, Crafted.chunk("PLTE", [1, 2, 3, 4]), data, end),
    .decodes(Crafted.pixels)
  ),
  (
    "PLTE after IDAT", Crafted.file(header, data, Crafted.chunk("PLTE", [1, 2, 3]), end),
    .decodes(Crafted.pixels)
  ),
]

/// A zlib stream whose header declares a 512-byte window, with a copy from 600
/// bytes back: zlib refuses it, libdeflate alone would not. It follows `before`.
private func farCopy(after before: [UInt8] = []) -> [UInt8] {
  var seed: UInt32 = 1
  let row: [UInt8] =
    [0]
    + (0..<600).map { _ in
      seed = seed &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: seed >> 16)
    }
  var stream = Crafted.zlib(row + row)
  stream[0] = 0x18
  stream[1] = UInt8(31 - (0x18 * 256) % 31)
  return Crafted.file(
    Crafted.header(width: 200, colour: 2), before, Crafted.chunk("IDAT", stream), end)
}

/// A 2×2 image whose data inflates to 16 MiB (and 16 KiB of file).
private func bomb(interlaced: Bool) -> [UInt8] {
  let raw = Crafted.rows + [UInt8](repeating: 0, count: 1 << 24)
  return Crafted.file(
    Crafted.header(methods: [0, 0, interlaced ? 1 : 0]), Crafted.imageData(raw), end)
}

/// The image data: the zlib stream and the rows in it.
private let dataRules: [(String, [UInt8], Verdict)] = [
  (
    "zlib header checksum wrong",
    Crafted.file(
      header, Crafted.chunk("IDAT", [stream[0], stream[1] ^ 1] + stream.dropFirst(2)), end),
    .badImageData("IDAT: incorrect header check")
  ),
  (
    "zlib preset dictionary",
    Crafted.file(header, Crafted.chunk("IDAT", [0x78, 0xBB] + stream.dropFirst(2)), end),
    .badImageData("IDAT: missing LZ dictionary")
  ),
  (
    "copy from beyond the declared window", farCopy(),
    .badImageData("IDAT: invalid distance too far back")
  ),
  (
    "copy from beyond the declared window, after an empty IDAT",
    farCopy(after: Crafted.chunk("IDAT", [])),
    .badImageData("IDAT: invalid distance too far back")
  ),
  (
    "bytes after the zlib stream",
    Crafted.file(header, Crafted.chunk("IDAT", stream + [1, 2]), end),
    .decodes(Crafted.pixels)
  ),
  (
    "IDAT after the zlib stream", Crafted.file(header, data, Crafted.chunk("IDAT", [1, 2]), end),
    .decodes(Crafted.pixels)
  ),
  (
    "Adler-32 wrong",
    Crafted.file(header, Crafted.chunk("IDAT", stream.dropLast(1) + [stream.last! ^ 1]), end),
    .decodes(Crafted.pixels)
  ),
  (
    "too little data",
    Crafted.file(header, Crafted.imageData(Array(Crafted.rows.dropLast(9))), end),
    .badImageData("Not enough image data")
  ),
  (
    "filter type 5",
    Crafted.file(header, Crafted.imageData([5] + Crafted.rows.dropFirst()), end),
    .badImageData("bad adaptive filter value")
  ),
  (
    "16 MiB of data for a 2×2 image", bomb(interlaced: false),
    .badImageData("the image data inflates to more than the 18 bytes its 2×2 header calls for")
  ),
  (
    "16 MiB of data for an interlaced 2×2 image", bomb(interlaced: true),
    .badImageData("the image data inflates to more than the 19 bytes its 2×2 header calls for")
  ),
]

/// Both decoders agree on every rule, with the same reason, and the structural
/// check refuses exactly the files whose chunks are at fault.
@Test(arguments: chunkRules + headerRules + dataRules)
func bothDecodersFollowEachChunkRule(name: String, file: [UInt8], verdict: Verdict) {
  check(file, verdict, name)
}

func check(_ file: [UInt8], _ verdict: Verdict, _ name: String) {
  let libpng = Result { () throws(PNGError) in try PNGDecoder.decode(file, fastPath: false) }
  let fast = Result { () throws(PNGError) in try PNGDecoder.decode(file, fastPath: true) }
  let size = Result { () throws(PNGError) in try PNGDecoder.size(of: file) }.map { _ in () }
  switch verdict {
  case .decodes(let pixels):
    #expect((try? libpng.get())?.pixels == pixels, "\(name)")
    #expect((try? fast.get())?.pixels == pixels, "\(name)")
    #expect(throws: Never.self, "\(name)") { try size.get() }
  case .malformed(let reason), .badImageData(let reason):
    let message = PNGError.unreadable(reason: reason).message
    #expect(libpng.failureMessage == message, "\(name)")
    #expect(fast.failureMessage == message, "\(name)")
    if case .malformed = verdict {
      #expect(size.failureMessage == message, "\(name)")
    } else {
      #expect(throws: Never.self, "\(name)") { try size.get() }
    }
  }
}

extension Result where Failure == PNGError {
  var failureMessage: String? {
    if case .failure(let error) = self { error.message } else { nil }
  }
}
