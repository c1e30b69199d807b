import ChevGenFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks, before anything is drawn, that a file's directory exists and is writable,
/// and creates output directories.
public enum DirectoryCheck {
  public static func ensureWritable(_ path: String) throws(FileError) {
    let directory = PathText.folder(of: path) ?? "."
    guard FileStatus(directory)?.isDirectory == true else {
      if let file = fileOnTheWay(to: directory) { throw .notAFolder(path: path, file: file) }
      throw .missingDirectory(path: path, directory: directory)
    }
    guard FileSystem.isWritable(directory) else {
      throw .unwritableDirectory(path: path, directory: directory)
    }
    if FileStatus(path)?.isDirectory == true {
      throw .writeFailed(path: path, reason: "it is a directory")
    }
  }

  /// Creates the directories leading to `file`; returns those it created, outermost first.
  @discardableResult
  public static func makeDirectories(for file: String) throws(FileError) -> [String] {
    var prefix = PathText.isAbsolute(file) ? "/" : ""
    var created: [String] = []
    for component in PathText.components(of: file).dropLast() {
      prefix = prefix.isEmpty ? String(component) : PathText.join(prefix, String(component))
      if FileStatus(prefix)?.isDirectory == true { continue }
      if let failure = FileSystem.makeFolder(prefix) {
        if failure.exists { throw .notAFolder(path: file, file: prefix) }
        throw .writeFailed(path: file, reason: failure.reason)
      }
      created.append(prefix)
    }
    return created
  }

  /// `name` inside `directory`.
  public static func join(_ directory: String, _ name: String) -> String {
    PathText.join(directory, name)
  }

  /// The names in `directory`, without `.` and `..`, a name that is not UTF-8
  /// decoded with replacement characters; nil when it cannot be opened.
  public static func names(in directory: String) -> [String]? {
    listing(in: directory).map {
      $0.names + $0.undecodable.map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The entries of a folder: the names that are UTF-8, and apart the bytes of
  /// those that are not, which a `String` path cannot name.
  public struct Listing: Sendable {
    public var names: [String] = []
    public var undecodable: [[UInt8]] = []
  }

  /// The entries of `directory`, without `.` and `..`; nil when it cannot be
  /// opened.
  public static func listing(in directory: String) -> Listing? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var listing = Listing()
    while let entry = readdir(stream) {
      let bytes = DirectoryEntry.name(entry)
      if let name = String(validating: bytes, as: UTF8.self) {
        if !PathText.isDots(Substring(name)) { listing.names.append(name) }
      } else {
        listing.undecodable.append(bytes)
      }
    }
    return listing
  }

  /// The status of the file whose path is `bytes`, not following a last
  /// symbolic link; nil when it cannot be had (`errno` says why).
  public static func status(ofPath bytes: [UInt8]) -> FileStatus? {
    (bytes + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) {
        FileStatus(path: $0.baseAddress!, followingLinks: false)
      }
    }
  }

  /// The first path on the way to `directory` that exists and is not a folder.
  public static func fileOnTheWay(to directory: String) -> String? {
    var prefix = PathText.isAbsolute(directory) ? "/" : ""
    for component in PathText.components(of: directory) {
      prefix = prefix.isEmpty ? String(component) : PathText.join(prefix, String(component))
      guard let status = FileStatus(prefix) else { return nil }
      if !status.isDirectory { return prefix }
    }
    return nil
  }

  /// Whether both paths exist and are one file (same device and inode), however
  /// they are spelt: `./a.png`, a symbolic link, a hard link.
  public static func isSameFile(_ first: String, _ second: String) -> Bool {
    guard let one = FileStatus(first), let other = FileStatus(second) else { return false }
    return one.device == other.device && one.inode == other.inode
  }

  /// Whether one of two folders is, or lies inside, the other, once symbolic links,
  /// `.` and `..` are resolved; folders that do not exist yet are resolved from
  /// their nearest existing parent.
  public static func overlap(_ first: String, _ second: String) -> Bool {
    let (one, other) = (resolved(first), resolved(second))
    return PathText.isWithin(one, other) || PathText.isWithin(other, one)
  }

  /// `path` made absolute, with symbolic links, `.` and `..` resolved as far as
  /// it exists and the rest appended component by component.
  public static func resolved(_ path: String) -> String {
    var existing = path.isEmpty ? "." : path
    var rest: [Substring] = []
    while true {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        var result = String(cString: real)
        for component in rest.reversed() where !component.isEmpty {
          if PathText.isParent(component) {
            result = PathText.folder(of: result) ?? "/"
          } else if !PathText.isDots(component) {
            result = join(result, String(component))
          }
        }
        return result
      }
      if PathText.same(existing, ".") || PathText.same(existing, "/") { return path }
      rest.append(PathText.lastComponent(of: existing))
      existing = PathText.folder(of: existing) ?? "."
    }
  }
}
