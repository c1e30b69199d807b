#if canImport(Glibc)
  import Glibc
#endif

/// Checks, before anything is drawn, that a file's directory exists and is writable.
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
}
