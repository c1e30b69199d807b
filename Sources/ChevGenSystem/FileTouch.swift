#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Touches a file another program named, as `touch` does: creates it when
/// absent, else updates its modification time, and writes nothing into it.
///
/// Made for a file whose name comes from the environment (Bazel's
/// `TEST_SHARD_STATUS_FILE`): it must be a regular file. A named pipe, a
/// device or a folder is refused without being opened for good, and a
/// symbolic link is never followed, so the touch cannot wait on a pipe
/// forever nor reach a file the name does not.
public enum FileTouch {
  /// Why a path could not be touched.
  public enum Problem: Error, Hashable, Sendable {
    /// The path is a symbolic link.
    case link
    /// The path is not a regular file: `kind` says what it is ("a named pipe").
    case irregular(kind: String)
    /// The system refused; `reason` is its text.
    case failed(reason: String)
  }

  /// Touches the regular file at `path`, creating it when absent.
  public static func touch(_ path: String) throws(Problem) {
    // Looked at first, so that a device is never opened (opening some acts).
    if let status = FileStatus(path, followingLinks: false) {
      if status.kind == .symbolicLink { throw .link }
      if let kind = status.irregularKind { throw .irregular(kind: kind) }
    }
    // Without blocking (a pipe put here since answers at once) and without
    // following a link put here since.
    let flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC
    let descriptor = open(path, flags, 0o666)
    guard descriptor >= 0 else { throw problem(errno, path) }
    defer { close(descriptor) }
    guard let status = FileStatus(descriptor: descriptor) else {
      throw .failed(reason: SystemError.last)
    }
    if let kind = status.irregularKind { throw .irregular(kind: kind) }
    guard futimens(descriptor, nil) == 0 else { throw .failed(reason: SystemError.last) }
  }

  /// What a failed `open` of `path` means: a link or a special file put
  /// there since it was looked at, or the system's reason.
  private static func problem(_ code: Int32, _ path: String) -> Problem {
    if let status = FileStatus(path, followingLinks: false) {
      if status.kind == .symbolicLink { return .link }
      if let kind = status.irregularKind { return .irregular(kind: kind) }
    }
    return .failed(reason: SystemError.reason(code))
  }
}
