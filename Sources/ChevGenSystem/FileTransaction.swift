import ChevGenFormat
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a set of files, each whole or not at all: each goes to a temporary
/// file beside its destination, and only when every one is written are they
/// renamed into place.
///
/// A failure before `commit()` (a full disk while staging) removes every
/// temporary file, so no destination is touched. A rename replaces a
/// destination whole, so none is ever half-written; but the renames are many
/// system calls, run on every core, and one that fails in `commit()` leaves
/// the others done: the set is then part old, part new, file by file, and the
/// caller's record of what it wrote (a build's state) must allow for that.
/// Files may be staged from several threads at once.
///
/// A killed run can leave temporary files (`.NAME.chevgen-PID-N.tmp`), never a
/// half-written destination. The first file staged into a folder sweeps that
/// folder of such files whose process is gone.
public final class FileTransaction: Sendable {
  private struct State {
    var staged: [(temporary: String, destination: String)] = []
    var swept: Set<String> = []
    var committed = false
  }
  private let state = Mutex(State())

  public init() {}

  /// Writes `bytes` to a temporary file next to `path`.
  public func stage(_ bytes: [UInt8], at path: String) throws(FileError) {
    // Recorded before it exists, so that a failure part-way removes it too.
    let (temporary, sweep) = state.withLock { state in
      let temporary = Self.temporaryPath(for: path, index: state.staged.count)
      state.staged.append((temporary, path))
      return (temporary, state.swept.insert(Self.directory(of: path)).inserted)
    }
    if sweep { Self.sweep(Self.directory(of: path)) }
    // A new file, never one a link points to; a stale one of a dead process
    // that had this pid is chevgen's own and goes.
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(temporary, flags, 0o666)
    if descriptor < 0, errno == EEXIST, unlink(temporary) == 0 {
      descriptor = open(temporary, flags, 0o666)
    }
    try Self.writeAndClose(bytes, opened: descriptor, path: path)
  }

  /// Renames every staged file onto its destination; throws for the first
  /// rename that failed, the others having been made.
  public func commit() throws(FileError) {
    try state.withLock { state throws(FileError) in
      // On every core: each rename is a system call, and a build renames thousands.
      let failures = ParallelMap.map(state.staged) { temporary, destination in
        rename(temporary, destination) == 0
          ? nil
          : FileError.writeFailed(
            path: destination, reason: SystemError.reason(errno))
      }
      if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
      state.committed = true
    }
  }

  deinit {
    discard()
  }

  /// Removes every temporary file staged, unless the set was committed: what
  /// going away does, for a caller that must clean up what is around them
  /// (the folders they were staged in) right after.
  public func discard() {
    state.withLock { state in
      guard !state.committed else { return }
      for (temporary, _) in state.staged {
        unlink(temporary)
      }
      state.staged = []
    }
  }

  /// Writes all of `bytes` to `descriptor`, just opened for `path` (-1 when
  /// the open failed, `errno` saying why), and closes it; any failure is
  /// `path`'s.
  static func writeAndClose(
    _ bytes: [UInt8], opened descriptor: Int32, path: String
  ) throws(FileError) {
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: SystemError.reason(errno))
    }
    if let error = writeAll(bytes, to: descriptor) {
      close(descriptor)
      throw .writeFailed(path: path, reason: SystemError.reason(error))
    }
    guard close(descriptor) == 0 else {
      throw .writeFailed(path: path, reason: SystemError.reason(errno))
    }
  }

  /// Writes all of `bytes` to `descriptor`; the error number if that fails.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return result < 0 ? errno : ENOSPC }
      written += result
    }
    return nil
  }

  /// `.NAME.chevgen-PID-N.tmp` beside `path`.
  private static func temporaryPath(for path: String, index: Int) -> String {
    PathText.folderPrefix(of: path)
      + temporaryName(for: String(PathText.lastComponent(of: path)), index: index)
  }

  /// `.NAME.chevgen-PID-N.tmp`, NAME cut (at a character) so that the whole
  /// stays within the 255 bytes a file name may take: a name near that limit
  /// is written as well as any.
  static func temporaryName(for name: String, index: Int) -> String {
    let suffix = ".chevgen-\(processID)-\(index).tmp"
    let room = 255 - 1 - suffix.utf8.count
    guard name.utf8.count > room else { return "." + name + suffix }
    var kept = ""
    for scalar in name.unicodeScalars {
      guard kept.utf8.count + UTF8.width(scalar) <= room else { break }
      kept.unicodeScalars.append(scalar)
    }
    return ".\(kept)\(suffix)"
  }

  /// This process's id, asked once: glibc asks the kernel at every call.
  private static let processID = getpid()

  /// The folder `path` is in, ending in `/`; empty for the current one.
  private static func directory(of path: String) -> String {
    PathText.folderPrefix(of: path)
  }

  /// Removes the temporary files of runs that were killed: only names chevgen
  /// gives them, and only when their process no longer exists.
  static func sweep(_ directory: String) {
    for name in DirectoryCheck.names(in: directory.isEmpty ? "." : directory) ?? []
    where isStaleTemporaryFile(name) {
      unlink(directory + name)
    }
  }

  /// Whether `name` is a temporary file of a chevgen run that no longer exists.
  public static func isStaleTemporaryFile(_ name: String) -> Bool {
    guard let pid = temporaryFileOwner(name), pid != processID else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The process id in a temporary file's name, `.NAME.chevgen-PID-N.tmp`; nil
  /// for any other name.
  public static func temporaryFileOwner(_ name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
    func isNumber(_ text: Substring) -> Bool {
      !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
    guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".chevgen"),
      isNumber(parts[parts.count - 1]), isNumber(parts[parts.count - 2]),
      let pid = pid_t(parts[parts.count - 2]), pid > 0
    else { return nil }
    return pid
  }
}
