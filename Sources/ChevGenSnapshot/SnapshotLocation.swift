import ChevGenFormat
import ChevGenSystem

/// Where a snapshot's reference image lives and where a failure's artefacts go,
/// laid out so that `chevgen review` can pair each reference with its actual
/// image by file name.
///
/// A failure writes `<artefacts>/actual/<folder>/<file>` and
/// `<artefacts>/diff/<folder>/<file>`, where `<file>` is the reference's own
/// file name and `<folder>` is its folder's last name and a hash of that
/// folder's whole path (`ButtonTests-1f0c93a2`). Actual and diff images sit in
/// separate trees so that a review of the actual folder does not list the diffs
/// as added images. The hash makes each actual folder the mirror of exactly one
/// references folder: a test file's `__Snapshots__/<TestFile>` and a
/// `directory:` it also uses, two test files of one name in different targets,
/// or two checkouts of a package sharing the default artefacts folder, all have
/// references folders of their own and so actual folders of their own, and a
/// review never offers one folder's images as changes to another's. The hash is
/// FNV-1a, the same for the same path on every run and machine, so a rerun
/// replaces the images it left before.
public struct SnapshotLocation: Hashable, Sendable {
  /// The reference PNG.
  public var reference: String
  /// The actual image written when the comparison fails.
  public var actual: String
  /// The diff image written when the comparison fails.
  public var diff: String

  /// References go to `directory` if given, else to `__Snapshots__/<TestFile>/`
  /// beside the test file; the file is `<testName>.png`, or `<testName>.<name>.png`
  /// with a name (just `<name>.png` in a given directory). Artefacts go under
  /// `artefacts` as the type's summary says.
  public init(
    testFile: String, testName: String, name: String?, directory: String?, artefacts: String
  ) {
    let slash = PathText.lastSlash(in: testFile)
    let testDirectory = slash.map { String(testFile[..<$0]) } ?? "."
    var fileName = slash.map { String(testFile[testFile.index(after: $0)...]) } ?? testFile
    if fileName.hasSuffix(".swift") { fileName.removeLast(6) }
    let test = Self.sanitized(testName)
    let folder: String
    let file: String
    if let directory {
      folder = directory
      file = (name.map(Self.sanitized) ?? test) + ".png"
    } else {
      folder = testDirectory + "/__Snapshots__/" + fileName
      file = (name.map { test + "." + Self.sanitized($0) } ?? test) + ".png"
    }
    reference = folder + "/" + file
    let mirror = Self.mirrorName(of: Self.folder(of: reference))
    actual = artefacts + "/actual/" + mirror + "/" + file
    diff = artefacts + "/diff/" + mirror + "/" + file
  }

  /// The folder of the reference: the review's first folder.
  public var referenceFolder: String { Self.folder(of: reference) }

  /// The folder of the actual image: the review's second folder.
  public var actualFolder: String { Self.folder(of: actual) }

  /// The command that opens, in a browser, the review of this folder's failures
  /// against its references: `chevgen review --partial REFDIR ACTDIR`, each path
  /// shell-quoted when it needs to be. `--partial` as the actual folder holds
  /// only the images that failed.
  public var reviewCommand: String {
    "chevgen review --partial \(ShellText.quoted(referenceFolder)) "
      + ShellText.quoted(actualFolder)
  }

  /// `goldenImage(_:)` → `goldenImage`; path separators and spaces become `-`.
  static func sanitized(_ name: String) -> String {
    let bare = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    return String(bare.map { $0 == "/" || $0 == " " || $0 == ":" ? "-" : $0 })
  }

  /// The name of the artefact folders mirroring the references folder `folder`:
  /// its last name, `-`, and 8 hex digits of the hash of its path.
  static func mirrorName(of folder: String) -> String {
    var hash = ContentHash()
    hash.combine(folder)
    let last = PathText.components(of: folder).last.map(String.init) ?? ""
    return (last.isEmpty ? "" : last + "-") + hash.hex.prefix(8)
  }

  /// Everything before `path`'s last `/` (`/` for a file at the root, `.` for a bare name).
  public static func folder(of path: String) -> String {
    PathText.folder(of: path) ?? "."
  }
}
