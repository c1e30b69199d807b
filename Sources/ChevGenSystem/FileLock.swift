import ChevGenFormat

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
  private let path: String
  /// Whether this lock made the lock file, which was not there before.
  public let created: Bool

  /// Opens (creating) the lock file `path` and takes the lock, calling
  /// `waiting` first if another process holds it. A link in its place is
  /// refused. A lock file removed or replaced while this waited (see
  /// `remove()`) is opened again, so that two holders never lock two files.
  public init(path: String, waiting: () -> Void) throws(FileError) {
    self.path = path
    var announced = false
    while true {
      let (descriptor, created) = try Self.open(path)
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        if !announced { waiting() }
        announced = true
        while flock(descriptor, LOCK_EX) != 0 {
          guard errno == EINTR else {
            let reason = SystemError.last
            close(descriptor)
            throw .lockFailed(path: path, reason: "cannot lock it: \(reason)")
          }
        }
      }
      if Self.isStill(descriptor, at: path) {
        self.descriptor = descriptor
        self.created = created
        return
      }
      close(descriptor)
    }
  }

  /// The lock file `path` opened, made if need be, and whether it was made.
  private static func open(_ path: String) throws(FileError) -> (Int32, Bool) {
    let flags = O_RDWR | O_NOFOLLOW | O_CLOEXEC
    var descriptor = openFile(path, flags | O_CREAT | O_EXCL, 0o666)
    var created = descriptor >= 0
    if descriptor < 0 && errno == EEXIST {
      descriptor = openFile(path, flags, 0)
      created = false
    }
    guard descriptor >= 0 else {
      let name = String(PathText.lastComponent(of: path))
      let reason = errno == ELOOP ? "\(name) is a symbolic link" : SystemError.last
      throw .lockFailed(path: path, reason: reason)
    }
    return (descriptor, created)
  }

  /// Whether `path` still names the file open as `descriptor`.
  private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
    guard let open = FileStatus(descriptor: descriptor),
      let named = FileStatus(path, followingLinks: false)
    else { return false }
    return open.device == named.device && open.inode == named.inode
  }

  /// Removes the lock file while the lock is held, for a run that leaves
  /// nothing behind; a process waiting on it then opens the path anew.
  public func remove() {
    unlink(path)
  }

  deinit {
    close(descriptor)
  }
}

/// The C library's `open(2)`, named apart because `FileLock.open` hides it
/// inside the type.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}
