import CPNG
import CZlib
import ChevGenSystem

/// Palette indices as one zlib stream, compressed in pieces on every core
/// with zlib's run-length strategy (Z_RLE).
///
/// A diff image's indices are the first image's luma faded towards white:
/// long runs of a few greys. On a 2560×1600 diff image's 4 MB of indices,
/// zlib's run-length strategy took 12.1 ms and libdeflate's fastest level
/// 13.5 ms on one core, and the run-length stream was smaller (247 KB against
/// 271 KB). libdeflate compresses a stream in one call, on one core; run-length
/// matches reach back one byte only, so pieces can be compressed apart and
/// joined (every piece but the last ends in a sync flush): 5.7 ms on two cores.
/// The pieces are a fixed size, so the bytes do not depend on the cores.
enum RunLengthDeflate {
  /// The bytes of a piece: small enough for every core to take some of a
  /// 1000×1000 image's, large enough that joins cost nothing measurable.
  static let pieceBytes = 256 << 10

  /// `bytes` as a zlib stream.
  static func zlibStream(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> [UInt8] {
    let starts = Array(stride(from: 0, to: max(bytes.count, 1), by: pieceBytes))
    // One slot a piece in one buffer, whose pages are touched only as written.
    let slot = chevgen_deflate_runs_bound(pieceBytes)
    let slots = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: slot * starts.count)
    defer { slots.deallocate() }
    nonisolated(unsafe) let (source, target) = (bytes, slots)
    let pieces = ParallelMap.map(Array(starts.enumerated())) { index, start in
      let input = UnsafeBufferPointer(
        rebasing: source[start..<min(start + pieceBytes, source.count)])
      let length = chevgen_deflate_runs(
        input.baseAddress, input.count, start + pieceBytes >= source.count ? 1 : 0,
        target.baseAddress! + index * slot, slot)
      return (
        length: length, input: input.count,
        adler: chevgen_adler32(1, input.baseAddress, input.count)
      )
    }
    // zlib's header: deflate with a 32 KiB window, the fastest level.
    var stream: [UInt8] = [0x78, 0x01]
    stream.reserveCapacity(2 + pieces.reduce(0) { $0 + $1.length } + 4)
    var adler: UInt32 = 1
    for (index, piece) in pieces.enumerated() {
      // Nothing is written only when zlib could not start (no memory) or the piece overran.
      guard piece.length > 0 else {
        throw .compression(step: "compress the PNG image", status: Z_MEM_ERROR)
      }
      stream += UnsafeBufferPointer(rebasing: slots[(index * slot)..<(index * slot + piece.length)])
      adler = UInt32(adler32_combine(uLong(adler), uLong(piece.adler), .init(piece.input)))
    }
    withUnsafeBytes(of: adler.bigEndian) { stream += $0 }
    return stream
  }
}
