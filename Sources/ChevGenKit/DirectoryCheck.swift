#if canImport(Glibc)
  import Glibc
#endif

/// Checks, before anything is drawn, that a file's directory exists and is writable,
/// and creates output directories.
public enum DirectoryCheck {
  public static func ensureWritable(_ path: String) throws(ChevGenError) {
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
  public static func makeDirectories(for file: String) throws(ChevGenError) -> [String] {
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

  /// `name` inside `directory`.
  public static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The names in `directory`, without `.` and `..`; nil when it cannot be opened.
  public static func names(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
