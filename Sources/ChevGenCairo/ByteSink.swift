import CCairo

/// Collects the bytes cairo writes to a stream.
final class ByteSink {
  var bytes: [UInt8] = []

  /// The C callback: `closure` is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}
