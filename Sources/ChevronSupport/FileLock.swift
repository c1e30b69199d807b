#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock held on a lock file, so two processes never interleave
/// their writes to one folder; released when the value goes away (or the
/// process dies).
public final class FileLock {
  private let descriptor: Int32

  /// Opens (creating) the lock file `path` and takes the lock, calling
  /// `waiting` first if another process holds it. A link in its place is refused.
  public init(path: String, waiting: () -> Void) throws(FileError) {
    descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let reason = errno == ELOOP ? "\(name) is a symbolic link" : SystemError.last
      throw .lockFailed(path: path, reason: reason)
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          let reason = SystemError.last
          close(descriptor)
          throw .lockFailed(path: path, reason: "cannot lock it: \(reason)")
        }
      }
    }
  }

  deinit {
    close(descriptor)
  }
}
