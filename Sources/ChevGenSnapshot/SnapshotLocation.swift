/// Where a snapshot's reference image lives and where a failure's artefacts go.
public struct SnapshotLocation: Hashable, Sendable {
  /// The reference PNG.
  public var reference: String
  /// The actual image written when the comparison fails.
  public var actual: String
  /// The diff image written when the comparison fails.
  public var diff: String

  /// References go to `directory` if given, else to `__Snapshots__/<TestFile>/`
  /// beside the test file; the file is `<testName>.png`, or `<testName>.<name>.png`
  /// with a name (just `<name>.png` in a given directory). Artefacts go to
  /// `<artefacts>/<TestFile>/` under the same file name.
  public init(
    testFile: String, testName: String, name: String?, directory: String?, artefacts: String
  ) {
    let slash = testFile.lastIndex(of: "/")
    let testDirectory = slash.map { String(testFile[..<$0]) } ?? "."
    var fileName = slash.map { String(testFile[testFile.index(after: $0)...]) } ?? testFile
    if fileName.hasSuffix(".swift") { fileName.removeLast(6) }
    let test = Self.sanitized(testName)
    let base: String
    if let directory {
      base = directory + "/" + (name.map(Self.sanitized) ?? test)
    } else {
      base =
        testDirectory + "/__Snapshots__/" + fileName + "/"
        + (name.map { test + "." + Self.sanitized($0) } ?? test)
    }
    reference = base + ".png"
    let artefactBase =
      artefacts + "/" + fileName + "/"
      + String(base[base.index(after: base.lastIndex(of: "/")!)...])
    actual = artefactBase + ".png"
    diff = artefactBase + ".diff.png"
  }

  /// `goldenImage(_:)` → `goldenImage`; path separators and spaces become `-`.
  static func sanitized(_ name: String) -> String {
    let bare = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    return String(bare.map { $0 == "/" || $0 == " " || $0 == ":" ? "-" : $0 })
  }
}
