#if canImport(Glibc)
  import Glibc
#endif

/// Checks, before anything is drawn, that a file's directory exists and is writable,
/// and creates output directories.
enum DirectoryCheck {
  static func ensureWritable(_ path: String) throws(ChevGenError) {
    let directory =
      path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var status = stat()
    guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .missingDirectory(path: path, directory: directory)
    }
    guard access(directory, W_OK) == 0 else {
      throw .unwritableDirectory(path: path, directory: directory)
    }
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .writeFailed(path: path, reason: "it is a directory")
    }
  }

  /// Creates the directories leading to `file`; returns those it created, outermost first.
  @discardableResult
  static func makeDirectories(for file: String) throws(ChevGenError) -> [String] {
    var prefix = file.hasPrefix("/") ? "/" : ""
    var created: [String] = []
    for component in file.split(separator: "/").dropLast() {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if DirectoryDiffer.isDirectory(prefix) { continue }
      guard mkdir(prefix, 0o777) == 0 || errno == EEXIST else {
        throw .writeFailed(path: file, reason: FileTransaction.reason(errno))
      }
      created.append(prefix)
    }
    return created
  }
}
