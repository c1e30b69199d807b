/// Finds bytes in large buffers 16 at a time: the state of a large build runs
/// to megabytes of lines, an animated SVG to megabytes of path data, and a
/// byte-by-byte loop spent about ten instructions on each byte.
public enum ByteSearch {
  /// The index of the first `first` or `second` in `bytes` from `start`, or
  /// `bytes.count` when there is none.
  public static func index(
    of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      let firsts = SIMD16<UInt8>(repeating: first)
      let seconds = SIMD16<UInt8>(repeating: second)
      while index + 16 <= bytes.count {
        let chunk = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
        if any((chunk .== firsts) .| (chunk .== seconds)) { break }
        index += 16
      }
    }
    while index < bytes.count, bytes[index] != first, bytes[index] != second { index += 1 }
    return index
  }
}
