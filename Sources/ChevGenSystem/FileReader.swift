#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files, refusing anything but a regular file (a named pipe, a
/// socket, a device, a folder) and files too large to be an image.
public enum FileReader {
  /// 512 MiB: more than any PNG within the 64-megapixel limit needs.
  public static let maximumBytes = 512 << 20

  public static func bytes(at path: String) throws(FileError) -> [UInt8] {
    // Non-blocking, so that opening a named pipe returns at once instead of
    // waiting for a writer; a regular file reads the same either way.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let error = errno
      // A socket cannot be opened at all: say what it is rather than ENXIO.
      if let kind = FileStatus(path)?.irregularKind {
        throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
      }
      throw .unreadable(path: path, reason: SystemError.reason(error))
    }
    defer { close(descriptor) }
    return try bytes(descriptor: descriptor, path: path)
  }

  /// The whole regular file open at `descriptor`; `path` names it in errors.
  static func bytes(descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
    guard let status = FileStatus(descriptor: descriptor) else {
      throw .unreadable(path: path, reason: SystemError.reason(errno))
    }
    if let kind = status.irregularKind {
      throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
    }
    let size = status.size
    guard size <= maximumBytes else {
      throw .unreadable(
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
      throw .unreadable(
        path: path,
        reason: failure != 0 ? SystemError.reason(failure) : "it shrank while being read")
    }
    return bytes
  }
}
