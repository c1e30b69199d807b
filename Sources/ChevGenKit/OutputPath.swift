/// The rule every `--out` follows: it names something, and never the filesystem root.
///
/// An empty path, `/`, `//` or `/tmp/..` would scatter files over the root (or the
/// current directory) instead of the output the user meant to name.
public enum OutputPath {
  /// What the option names.
  public enum Kind: Sendable {
    /// A file: its last component must be a name, not `.`, `..` or a trailing `/`.
    case file
    /// A folder, created when missing.
    case directory
  }

  /// Throws unless `path` names a file or folder other than the filesystem root;
  /// `example` shows what would do.
  public static func check(
    _ path: String, option: String, kind: Kind, example: String
  ) throws(ChevGenError) {
    let what = kind == .file ? "a file path" : "a folder"
    guard !path.isEmpty else {
      throw .invalidValue(option: option, value: path, expected: "give \(what), e.g. \(example)")
    }
    if isRoot(path) {
      throw .invalidValue(
        option: option, value: path,
        expected: "it is the filesystem root; give \(what) below it, e.g. \(example)")
    }
    let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if kind == .file, last.isEmpty || last == "." || last == ".." {
      throw .invalidValue(
        option: option, value: path,
        expected: "it names a folder, not a file; give \(what), e.g. \(example)")
    }
  }

  /// Whether `path` resolves to `/`, through the file system as far as it exists.
  static func isRoot(_ path: String) -> Bool {
    DirectoryCheck.resolved(path) == "/"
  }
}
