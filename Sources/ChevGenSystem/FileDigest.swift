/// A file's size and a 64-bit digest of its bytes (`ContentHash` over
/// 8-byte words), as a part of a suite's comparison records each image it
/// copies: enough to tell a file replaced or altered since, at a fraction of
/// the cost of reading it.
///
/// A check of consistency, not a signature: whoever can rewrite a file can
/// rewrite the record beside it too.
public struct FileDigest: Hashable, Sendable {
  /// The file's size in bytes.
  public let size: Int
  /// The digest of its bytes.
  public let value: UInt64

  public init(size: Int, value: UInt64) {
    self.size = size
    self.value = value
  }

  /// The size and digest of `bytes`.
  public init(of bytes: [UInt8]) {
    var hash = ContentHash()
    hash.combine(wordsOf: bytes[...])
    self.init(size: bytes.count, value: hash.value)
  }
}
