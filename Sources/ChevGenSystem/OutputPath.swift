import ChevGenFormat

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

  /// What is wrong with `path` as an output of `kind` and what would do
  /// (`example`), or nil when it names a file or folder other than the root.
  public static func problem(_ path: String, kind: Kind, example: String) -> String? {
    let what = kind == .file ? "a file path" : "a folder"
    guard !path.isEmpty else { return "give \(what), e.g. \(example)" }
    if isRoot(path) {
      return "it is the filesystem root; give \(what) below it, e.g. \(example)"
    }
    let last = PathText.lastComponent(of: path)
    if kind == .file, last.isEmpty || PathText.isDots(last) {
      return "it names a folder, not a file; give \(what), e.g. \(example)"
    }
    return nil
  }

  static func isRoot(_ path: String) -> Bool {
    DirectoryCheck.resolved(path) == "/"
  }
}
