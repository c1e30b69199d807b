#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole files, refusing directories and files too large to be an image.
public enum FileReader {
  /// 512 MiB: more than any PNG within the 64-megapixel limit needs.
  static let maximumBytes = 512 << 20

  public static func bytes(at path: String) throws(ChevGenError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadableFile(path: path, reason: FileTransaction.reason(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: FileTransaction.reason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadableFile(path: path, reason: "it is not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= maximumBytes else {
      throw .unreadableFile(
        path: path, reason: "it is \(size >> 20) MiB, over the \(maximumBytes >> 20) MiB limit")
    }
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        let result = read(descriptor, buffer.baseAddress! + count, size - count)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else {
          failure = result < 0 ? errno : 0
          break
        }
        count += result
      }
    }
    guard bytes.count == size else {
      throw .unreadableFile(
        path: path,
        reason: failure != 0 ? FileTransaction.reason(failure) : "it shrank while being read")
    }
    return bytes
  }
}
