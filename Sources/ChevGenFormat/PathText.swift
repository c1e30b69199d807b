/// A path as the file system reads it: bytes, split on the byte `/`, each
/// component compared byte for byte.
///
/// Swift's `Character` is a grapheme cluster, so `"/\u{301}"` is one
/// character and a split on `Character("/")` keeps a `..` whose next
/// component begins with a combining mark glued to its slash, while the
/// kernel still sees `..`. `String`'s `==` and hashing follow canonical
/// equivalence, so `"é"` and `"e\u{301}"` are equal strings yet two files.
/// Every path chevgen splits, joins or compares goes through here.
public enum PathText {
  /// The byte that separates components.
  static let slash = UInt8(ascii: "/")

  /// The components of `path`, split on every `/` byte; empty components
  /// (from `//`, a leading or a trailing `/`) are dropped unless `keepingEmpty`.
  public static func components(of path: String, keepingEmpty: Bool = false) -> [Substring] {
    let bytes = path.utf8
    var components: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if bytes[index] == slash {
        if keepingEmpty || start != index { components.append(Substring(bytes[start..<index])) }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if keepingEmpty || start != bytes.endIndex {
      components.append(Substring(bytes[start..<bytes.endIndex]))
    }
    return components
  }

  /// Whether `component` is `.` or `..`, byte for byte.
  public static func isDots(_ component: Substring) -> Bool {
    component.utf8.elementsEqual(".".utf8) || component.utf8.elementsEqual("..".utf8)
  }

  /// Whether `component` is `..`, byte for byte.
  public static func isParent(_ component: Substring) -> Bool {
    component.utf8.elementsEqual("..".utf8)
  }

  /// Whether `path` begins at the root (its first byte is `/`).
  public static func isAbsolute(_ path: String) -> Bool { path.utf8.first == slash }

  /// Whether `path` ends with a `/` byte.
  public static func endsWithSlash(_ path: String) -> Bool { path.utf8.last == slash }

  /// Whether `relative` stays inside the folder it is relative to: not
  /// absolute, no NUL byte, and every component neither empty, `.` nor `..`.
  public static func isConfined(_ relative: String) -> Bool {
    !relative.utf8.contains(0)
      && components(of: relative, keepingEmpty: true).allSatisfy { !$0.isEmpty && !isDots($0) }
  }

  /// The index of `path`'s last `/` byte; nil when it has none.
  ///
  /// A build splits each of thousands of paths into folder and name: found by
  /// byte, with no grapheme boundary checked, this costs nothing beside drawing.
  public static func lastSlash(in path: String) -> String.Index? {
    path.utf8.lastIndex(of: slash)
  }

  /// The last component of `path` (after its last `/` byte), empty when the
  /// path ends with `/`.
  public static func lastComponent(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: slash) else { return Substring(path) }
    return Substring(path.utf8[path.utf8.index(after: slash)...])
  }

  /// What precedes `path`'s last `/` byte (`/` itself for a name at the
  /// root), or nil when `path` has no `/`.
  public static func folder(of path: String) -> String? {
    guard let slash = path.utf8.lastIndex(of: slash) else { return nil }
    if slash == path.utf8.startIndex { return "/" }
    return String(Substring(path.utf8[..<slash]))
  }

  /// `path` up to and including its last `/` byte; empty when it has none.
  public static func folderPrefix(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: slash) else { return "" }
    return String(Substring(path.utf8[...slash]))
  }

  /// `name` inside `folder`, with one `/` between them.
  public static func join(_ folder: String, _ name: String) -> String {
    endsWithSlash(folder) ? folder + name : folder + "/" + name
  }

  /// Whether the two paths are the same bytes.
  public static func same(_ first: String, _ second: String) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }

  /// Whether `inner` is `outer` or lies below it, both absolute and
  /// resolved (no `.`, `..` or doubled `/`), compared byte for byte.
  public static func isWithin(_ inner: String, _ outer: String) -> Bool {
    if same(inner, outer) { return true }
    let prefix = Array(outer.utf8) + (endsWithSlash(outer) ? [] : [slash])
    return inner.utf8.starts(with: prefix)
  }
}
