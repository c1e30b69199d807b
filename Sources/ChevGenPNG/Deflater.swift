import CPNG
import CZlib
import Synchronization

/// A libdeflate compressor, owned: freed when this goes away.
///
/// Making one costs more than compressing a button's art (its hash tables are
/// large), so compressors are kept in a pool for the process and lent to one
/// thread at a time: a cold build of 8,960 images ran 13% faster than with a
/// compressor made per image.
final class Deflater: @unchecked Sendable {
  private let handle: OpaquePointer

  private init?(level: Int32) {
    guard let handle = chevgen_deflater_new(level) else { return nil }
    self.handle = handle
  }

  deinit {
    chevgen_deflater_free(handle)
  }

  /// Compressors not lent out; at most one per thread that ever compressed at once.
  private static let idle = Mutex<[Deflater]>([])

  /// `bytes` as one zlib stream, compressed at `level` (one level per process:
  /// the pool does not sort compressors by level).
  static func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Int32) throws(PNGError)
    -> [UInt8]
  {
    guard let deflater = idle.withLock({ $0.popLast() }) ?? Deflater(level: level) else {
      throw .compression(step: "start PNG compression", status: Z_MEM_ERROR)
    }
    defer { idle.withLock { $0.append(deflater) } }
    let capacity = chevgen_deflate_bound(bytes.count)
    let compressed = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = chevgen_deflater_compress(
        deflater.handle, bytes.baseAddress, bytes.count, buffer.baseAddress, capacity)
    }
    // libdeflate writes nothing only when the output does not fit, which the bound rules out.
    guard !compressed.isEmpty else {
      throw .compression(step: "compress the PNG image", status: Z_BUF_ERROR)
    }
    return compressed
  }
}
