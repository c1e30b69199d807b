#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The name of an entry `readdir` returned, read up to its NUL and no further.
///
/// The C library hands out entries of the length their names need, packed in
/// its buffer; `d_name` is declared as 256 bytes (1024 on Darwin), so copying
/// the whole field (`entry.pointee.d_name`) can read past the buffer's end and
/// fault at a page boundary.
enum DirectoryEntry {
  /// The name's bytes, without the NUL.
  static func name(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let start = UnsafeRawPointer(entry) + offset
    let length = strlen(start.assumingMemoryBound(to: CChar.self))
    return Array(UnsafeRawBufferPointer(start: start, count: length))
  }
}
