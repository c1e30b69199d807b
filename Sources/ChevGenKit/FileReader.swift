#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files, refusing anything but a regular file (a named pipe, a
/// socket, a device, a folder) and files too large to be an image.
public enum FileReader {
  /// 512 MiB: more than any PNG within the 64-megapixel limit needs.
  static let maximumBytes = 512 << 20

  public static func bytes(at path: String) throws(ChevGenError) -> [UInt8] {
    // Non-blocking, so that opening a named pipe returns at once instead of
    // waiting for a writer; a regular file reads the same either way.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let error = errno
      var status = stat()
      // A socket cannot be opened at all: say what it is rather than ENXIO.
      if stat(path, &status) == 0, let kind = irregularKind(status.st_mode) {
        throw .unreadableFile(path: path, reason: "it is \(kind), not a regular file")
      }
      throw .unreadableFile(path: path, reason: FileTransaction.reason(error))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: FileTransaction.reason(errno))
    }
    if let kind = irregularKind(status.st_mode) {
      throw .unreadableFile(path: path, reason: "it is \(kind), not a regular file")
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

  /// What a file of `mode` is when it is not a regular file ("a named pipe"); nil for
  /// a regular file.
  public static func irregularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }
}
