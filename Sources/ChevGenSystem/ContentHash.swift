/// A 64-bit FNV-1a hash, printed as 16 hex digits: stable across runs and
/// machines (unlike Swift's seeded `Hasher`), which is what a state file or a
/// folder name derived from a path needs; and cheap enough to tell whether a
/// file changed since it was compared.
public struct ContentHash: Hashable, Sendable {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  public mutating func combine(_ bytes: some Sequence<UInt8>) {
    // Contiguous bytes (an array, a slice of one, a string's UTF-8) in a
    // plain loop: a no-op build hashes its whole state, megabytes of it.
    let done = bytes.withContiguousStorageIfAvailable { buffer in
      var value = self.value
      for byte in buffer {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      return value
    }
    if let done {
      value = done
      return
    }
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
  }

  /// Combines `bytes` eight at a time (as little-endian words), then the rest
  /// one at a time: eight times fewer multiplications than `combine(_:)`, for
  /// megabytes such as a state file's body, and a different value. Changing
  /// any one word changes the result, as each step is a bijection.
  public mutating func combine(wordsOf bytes: ArraySlice<UInt8>) {
    value = bytes.withUnsafeBytes { raw in
      var value = self.value
      let words = raw.count / 8
      for index in 0..<words {
        let word = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        value = (value ^ word) &* 0x0000_0100_0000_01B3
      }
      for byte in raw[(words * 8)...] {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      return value
    }
  }

  /// Combines `text`'s UTF-8 and a terminating zero, so "ab", "c" and "a", "bc" differ.
  public mutating func combine(_ text: String) {
    combine(text.utf8)
    combine([0])
  }

  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
