#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on an output directory, so two builds never interleave
/// their writes; released when the value goes away (or the process dies).
final class BuildLock {
  static let fileName = ".chevgen.lock"
  private let descriptor: Int32

  /// Takes the lock, calling `waiting` first if another build holds it.
  init(directory: String, waiting: () -> Void) throws(AssetError) {
    let path = directory + "/" + Self.fileName
    descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let reason =
        errno == ELOOP ? "\(Self.fileName) is a symbolic link" : String(cString: strerror(errno))
      throw .outputDirectory(path: directory, reason: reason)
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          let reason = String(cString: strerror(errno))
          close(descriptor)
          throw .outputDirectory(path: directory, reason: "cannot lock it: \(reason)")
        }
      }
    }
  }

  deinit {
    close(descriptor)
  }
}
