import CZlib

/// A zlib stream fed a piece at a time, owned: the stream is ended when this
/// goes away.
///
/// The stream lives at a fixed address (zlib's state points back to it). The
/// output is the same bytes one call over the whole input would give: deflate's
/// choices depend on its window, not on how the input arrives.
final class Compressor {
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private(set) var output: [UInt8] = []

  init(level: Int32) throws(PNGError) {
    stream.initialize(to: z_stream())
    let status = deflateInit_(stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deallocate()
      throw .compression(step: "start PNG compression", status: status)
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Compresses `bytes`; with `finishing`, ends the stream.
  func add(_ bytes: ArraySlice<UInt8>, finishing: Bool) throws(PNGError) {
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    var status = Z_OK
    bytes.withUnsafeBufferPointer { source in
      stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
      stream.pointee.avail_in = UInt32(source.count)
      repeat {
        piece.withUnsafeMutableBufferPointer { target in
          stream.pointee.next_out = target.baseAddress
          stream.pointee.avail_out = UInt32(target.count)
          status = deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
        }
        output += piece[..<(piece.count - Int(stream.pointee.avail_out))]
      } while status == Z_OK
        && (stream.pointee.avail_out == 0 || (finishing && status != Z_STREAM_END))
    }
    let unread = stream.pointee.avail_in
    stream.pointee.next_in = nil
    let done = finishing ? status == Z_STREAM_END : (status == Z_OK || status == Z_BUF_ERROR)
    guard done, unread == 0 else {
      throw .compression(step: "compress the PNG image", status: status)
    }
  }
}
