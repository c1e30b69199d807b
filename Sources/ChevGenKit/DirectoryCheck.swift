#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks, before anything is drawn, that a file's directory exists and is writable,
/// and creates output directories.
public enum DirectoryCheck {
  public static func ensureWritable(_ path: String) throws(ChevGenError) {
    let directory =
      path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var status = stat()
    guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      if let file = fileOnTheWay(to: directory) { throw .notAFolder(path: path, file: file) }
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
      guard mkdir(prefix, 0o777) == 0 else {
        if errno == EEXIST { throw .notAFolder(path: file, file: prefix) }
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

  /// The first path on the way to `directory` that exists and is not a folder.
  static func fileOnTheWay(to directory: String) -> String? {
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for component in directory.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      var status = stat()
      guard stat(prefix, &status) == 0 else { return nil }
      if status.st_mode & S_IFMT != S_IFDIR { return prefix }
    }
    return nil
  }

  /// Whether both paths exist and are one file (same device and inode), however
  /// they are spelt: `./a.png`, a symbolic link, a hard link.
  public static func isSameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
      && one.st_ino == other.st_ino
  }

  /// Whether one of two folders is, or lies inside, the other, once symbolic links,
  /// `.` and `..` are resolved; folders that do not exist yet are resolved from
  /// their nearest existing parent.
  public static func overlap(_ first: String, _ second: String) -> Bool {
    let (one, other) = (resolved(first), resolved(second))
    func inside(_ inner: String, _ outer: String) -> Bool {
      inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }
    return inside(one, other) || inside(other, one)
  }

  /// `path` made absolute, with symbolic links, `.` and `..` resolved as far as
  /// it exists and the rest appended component by component.
  static func resolved(_ path: String) -> String {
    var existing = path.isEmpty ? "." : path
    var rest: [Substring] = []
    while true {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        var result = String(cString: real)
        for component in rest.reversed() where component != "." && !component.isEmpty {
          if component == ".." {
            result = result.lastIndex(of: "/").map { String(result[..<$0]) } ?? ""
            if result.isEmpty { result = "/" }
          } else {
            result = join(result, String(component))
          }
        }
        return result
      }
      if existing == "." || existing == "/" { return path }
      guard let slash = existing.lastIndex(of: "/") else {
        rest.append(Substring(existing))
        existing = "."
        continue
      }
      rest.append(existing[existing.index(after: slash)...])
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }
}
