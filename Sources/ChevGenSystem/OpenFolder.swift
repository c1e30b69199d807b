#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder opened once, whose entries are looked at by name.
///
/// A no-op build looks at every file it wrote, about 14,000 of them in a few
/// hundred folders. `lstat` of each file's whole path made the kernel walk
/// every folder on the way, each time: the largest single cost of the run.
/// `fstatat` from the folder's descriptor walks one name. Owned: the
/// descriptor is closed when this goes away.
public final class OpenFolder {
  private let descriptor: Int32

  /// Opens the NUL-terminated folder path `path` (a link on the way to it is
  /// followed, as a path walk follows it); nil when it cannot be opened.
  public init?(path: UnsafePointer<CChar>) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The status of the entry named `name` (NUL-terminated, no `/`), of a link
  /// itself: what `lstat` of the folder's path and the name gives.
  public func status(of name: UnsafePointer<CChar>) -> FileStatus? {
    var status = stat()
    guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return FileStatus(status)
  }
}
