import CCairo

/// Feeds bytes held in memory to cairo's PNG reader.
final class ByteSource {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  static func from(_ closure: UnsafeMutableRawPointer?) -> ByteSource {
    Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
  }

  /// Copies exactly `count` bytes, or reports a read error at the end of the data.
  func read(into destination: UnsafeMutablePointer<UInt8>?, count: Int) -> cairo_status_t {
    guard let destination, count <= bytes.count - position else { return CAIRO_STATUS_READ_ERROR }
    bytes.withUnsafeBufferPointer {
      destination.update(from: $0.baseAddress! + position, count: count)
    }
    position += count
    return CAIRO_STATUS_SUCCESS
  }
}
