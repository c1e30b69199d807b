#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a path, in platform-neutral words.
///
/// Every other module asks here instead of reading `struct stat`, whose field
/// names differ between Linux and macOS (`st_mtim` against `st_mtimespec`).
public struct FileStatus: Hashable, Sendable {
  /// What kind of file a path names.
  public enum Kind: Hashable, Sendable {
    case regular
    case directory
    case symbolicLink
    case namedPipe
    case socket
    case device
    case other
  }

  public var kind: Kind
  /// The size in bytes.
  public var size: Int
  /// The last modification, in nanoseconds since 1970.
  public var modified: Int
  /// The device and inode: both equal for two paths to one file. Plain
  /// fields, not an array, so that a status costs no allocation: a no-op
  /// build asks for tens of thousands of them.
  public var device: UInt64
  public var inode: UInt64

  /// The status of `path`, of a link itself unless `followingLinks`; nil when
  /// there is nothing there (or it cannot be reached).
  public init?(_ path: String, followingLinks: Bool = true) {
    guard let status = path.withCString({ FileStatus(path: $0, followingLinks: followingLinks) })
    else { return nil }
    self = status
  }

  /// The status of the NUL-terminated path `path`, as `init(_:followingLinks:)`
  /// gives it, for callers that build paths in a buffer of their own rather
  /// than a String per file.
  public init?(path: UnsafePointer<CChar>, followingLinks: Bool) {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return nil }
    self.init(status)
  }

  /// The status of an open descriptor; nil when `fstat` fails.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  init(_ status: stat) {
    kind = Self.kind(status.st_mode)
    size = Int(status.st_size)
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    modified = Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    // Bit patterns, not values: `dev_t` is a signed 32-bit integer on Darwin.
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }

  private static func kind(_ mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    case S_IFIFO: .namedPipe
    case S_IFSOCK: .socket
    case S_IFCHR, S_IFBLK: .device
    default: .other
    }
  }

  /// True for a folder.
  public var isDirectory: Bool { kind == .directory }

  /// What a file that is not regular is, for a message ("a named pipe"); nil
  /// for a regular file.
  public var irregularKind: String? {
    switch kind {
    case .regular, .symbolicLink: nil
    case .directory: "a folder"
    case .namedPipe: "a named pipe"
    case .socket: "a socket"
    case .device: "a device"
    case .other: "a special file"
    }
  }
}
