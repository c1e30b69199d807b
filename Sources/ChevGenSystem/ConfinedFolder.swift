import ChevGenFormat
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder whose files are read, replaced and removed by relative path,
/// never leaving it: no `..`, no absolute path, and no symbolic link followed,
/// whatever appears on the disk between two calls.
///
/// For a server acting on a browser's requests: each call walks the path
/// from the folder's own descriptor, one component at a time, refusing a
/// link at every step (`openat` with `O_NOFOLLOW`), so a link planted after
/// the folder was listed leads nowhere. The folder itself is opened once;
/// moving it elsewhere leaves this pointing at it.
public final class ConfinedFolder: Sendable {
  /// The folder as named, for messages.
  public let path: String
  private let descriptor: Int32
  private let written = Atomic<Int>(0)
  /// The folders (relative) already swept of temporary files of dead runs.
  private let swept = Mutex<Set<String>>([])

  /// Opens the folder `path` (a link to a folder is followed here, once).
  public init(_ path: String) throws(FileError) {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadable(path: path, reason: SystemError.last)
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Whether `relative` is a path this folder answers: components that are
  /// neither empty, `.` nor `..`, and no NUL byte.
  public static func isConfined(_ relative: String) -> Bool { PathText.isConfined(relative) }

  /// The bytes of the regular file at `relative`, at most `FileReader`'s limit.
  public func bytes(at relative: String) throws(FileError) -> [UInt8] {
    let full = path + "/" + relative
    let (folder, name) = try parent(of: relative, creating: false)
    defer { close(folder) }
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard file >= 0 else { throw .unreadable(path: full, reason: Self.reason(errno)) }
    defer { close(file) }
    return try FileReader.bytes(descriptor: file, path: full)
  }

  /// Replaces (or creates) the file at `relative` with `bytes`, making its
  /// folders: a temporary file written, flushed to the disk and renamed over
  /// it, so a reader sees the old file or the new one, never a part.
  public func replace(_ relative: String, with bytes: [UInt8]) throws(FileError) {
    let full = path + "/" + relative
    let (folder, name) = try parent(of: relative, creating: true)
    defer { close(folder) }
    try refuseLink(name, in: folder, full: full)
    let folderPath = PathText.folder(of: relative) ?? ""
    if swept.withLock({ $0.insert(folderPath).inserted }) { Self.sweep(folder) }
    let index = written.add(1, ordering: .relaxed).oldValue
    let temporary = FileTransaction.temporaryName(for: name, index: index)
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    let file = openat(folder, temporary, flags, 0o644)
    guard file >= 0 else { throw .writeFailed(path: full, reason: SystemError.last) }
    var failure = FileTransaction.writeAll(bytes, to: file)
    if failure == nil, fsync(file) != 0 { failure = errno }
    if close(file) != 0, failure == nil { failure = errno }
    if failure == nil, renameat(folder, temporary, folder, name) != 0 { failure = errno }
    if let failure {
      unlinkat(folder, temporary, 0)
      throw .writeFailed(path: full, reason: SystemError.reason(failure))
    }
    fsync(folder)
  }

  /// Removes from the open folder `folder` the temporary files of runs that
  /// were killed (see `FileTransaction.isStaleTemporaryFile`), as every
  /// writer does before it writes into a folder.
  private static func sweep(_ folder: Int32) {
    let listed = dup(folder)
    guard listed >= 0 else { return }
    guard let stream = fdopendir(listed) else {
      close(listed)
      return
    }
    defer { closedir(stream) }
    // Listed from the start: the copy shares its offset with `folder`.
    rewinddir(stream)
    while let entry = readdir(stream) {
      // A name that is not UTF-8 is no temporary file of chevgen's.
      guard let name = String(validating: DirectoryEntry.name(entry), as: UTF8.self) else {
        continue
      }
      if FileTransaction.isStaleTemporaryFile(name) { unlinkat(folder, name, 0) }
    }
  }

  /// Removes the file at `relative`; a link or a folder there is refused.
  public func remove(_ relative: String) throws(FileError) {
    let full = path + "/" + relative
    let (folder, name) = try parent(of: relative, creating: false)
    defer { close(folder) }
    try refuseLink(name, in: folder, full: full)
    guard unlinkat(folder, name, 0) == 0 else {
      throw .writeFailed(path: full, reason: SystemError.last)
    }
  }

  /// Refuses, changing nothing, what `replace` or `remove` of `relative`
  /// would refuse in the folder as it is now: a way out, a link or a file on
  /// the way, a link or a folder at the path; folders still to be made pass.
  /// For a caller that checks a set of changes before it makes any.
  public func checkReplaceable(_ relative: String) throws(FileError) {
    let full = path + "/" + relative
    guard Self.isConfined(relative) else {
      throw .writeFailed(path: full, reason: "the path leaves the folder")
    }
    var components = PathText.components(of: relative).map(String.init)
    let name = components.removeLast()
    var folder = dup(descriptor)
    guard folder >= 0 else { throw .writeFailed(path: full, reason: SystemError.last) }
    defer { close(folder) }
    for component in components {
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        let error = errno
        if error == ENOENT { return }
        throw .writeFailed(path: full, reason: Self.reason(error))
      }
      close(folder)
      folder = next
    }
    try refuseLink(name, in: folder, full: full)
  }

  /// Opens the folder holding `relative`, component by component, never
  /// through a link; with `creating`, makes the folders that are missing.
  /// Returns its descriptor, which the caller closes, and the file's name.
  private func parent(
    of relative: String, creating: Bool
  ) throws(FileError) -> (folder: Int32, name: String) {
    let full = path + "/" + relative
    guard Self.isConfined(relative) else {
      throw .unreadable(path: full, reason: "the path leaves the folder")
    }
    var components = PathText.components(of: relative).map(String.init)
    let name = components.removeLast()
    var folder = dup(descriptor)
    guard folder >= 0 else { throw .unreadable(path: full, reason: SystemError.last) }
    for component in components {
      var next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0, errno == ENOENT, creating,
        mkdirat(folder, component, 0o777) == 0 || errno == EEXIST
      {
        next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      let error = errno
      close(folder)
      guard next >= 0 else { throw .unreadable(path: full, reason: Self.reason(error)) }
      folder = next
    }
    return (folder, name)
  }

  /// Refuses a link or a folder where a file is to be replaced or removed.
  private func refuseLink(_ name: String, in folder: Int32, full: String) throws(FileError) {
    var status = stat()
    guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT { return }
      throw .writeFailed(path: full, reason: SystemError.last)
    }
    let found = FileStatus(status)
    if found.kind != .regular {
      let what = found.kind == .symbolicLink ? "a symbolic link" : found.irregularKind ?? ""
      throw .writeFailed(path: full, reason: "it is \(what), not a regular file")
    }
  }

  /// `errno`'s text, naming a link met on the way as such (the system says
  /// "Too many levels of symbolic links", or "Not a directory").
  private static func reason(_ code: Int32) -> String {
    code == ELOOP || code == ENOTDIR
      ? "a symbolic link or a file is on the way, and no link is followed"
      : SystemError.reason(code)
  }
}
