import ChevGenCompare
import ChevGenSystem

/// One side of a review: the PNG files it holds and how to read them, and,
/// for a reference folder, where an accepted image is written.
///
/// A folder is read through `ConfinedFolder`, so nothing outside it is read
/// or written and no link is followed; a git revision is read through git.
public struct ReviewSide: Sendable {
  /// How the page names the side: a folder as given, or `git REV (abc1234)`.
  public let name: String
  /// The PNG files, relative to the side, sorted.
  public let files: [String]
  /// The folder accepted images are written to; nil for a git revision.
  let folder: ConfinedFolder?
  private let reader: @Sendable (String) throws(CompareError) -> [UInt8]

  /// The PNG files under the folder `path`, found as `chevgen diff` finds
  /// them: a PNG that is a link is an error, never followed nor left out.
  public static func folder(_ path: String) throws(CompareError) -> ReviewSide {
    try confined(path, name: path, files: DirectoryDiffer.pngFiles(in: path))
  }

  /// The PNG files at a git revision.
  public static func revision(_ revision: GitRevision) -> ReviewSide {
    let name = "git \(revision.revision) (\(revision.commit.prefix(7)))"
    return ReviewSide(name: name, files: revision.files, folder: nil) {
      (file: String) throws(CompareError) -> [UInt8] in try revision.bytes(of: file)
    }
  }

  /// The working tree's PNG files that git lists at `revision`'s comparison.
  public static func workingTree(of revision: GitRevision) throws(CompareError) -> ReviewSide {
    try confined(revision.root, name: revision.root, files: revision.workingFiles)
  }

  /// The images a merge's parts copied into their reports (`actual/` or
  /// `expected/`): each of `files` with the index of the part folder
  /// holding it and its record, read inside that folder without following
  /// a link, and refused unless it is still what the part recorded (so a
  /// file swapped after the part ran is neither shown nor accepted);
  /// nothing is written to them.
  static func parts(
    name: String, folders: [String], files: [(String, Int, ReportMerge.PartFile)]
  ) throws(CompareError) -> ReviewSide {
    var sources: [ConfinedFolder] = []
    for folder in folders {
      do throws(FileError) { sources.append(try ConfinedFolder(folder)) } catch {
        throw .file(error)
      }
    }
    let owner = Dictionary(files.map { (Array($0.0.utf8), ($0.1, $0.2)) }) { first, _ in first }
    return ReviewSide(name: name, files: files.map(\.0), folder: nil) {
      [sources] (file: String) throws(CompareError) -> [UInt8] in
      guard let (part, record) = owner[Array(file.utf8)] else {
        throw .file(.unreadable(path: file, reason: "no part holds it"))
      }
      return try ReportMerge.checked(record, of: file, in: sources[part])
    }
  }

  /// `files` of the folder at `path`, read (and written) through `ConfinedFolder`.
  private static func confined(
    _ path: String, name: String, files: [String]
  ) throws(CompareError) -> ReviewSide {
    let folder: ConfinedFolder
    do throws(FileError) { folder = try ConfinedFolder(path) } catch { throw .file(error) }
    return ReviewSide(name: name, files: files, folder: folder) {
      (file: String) throws(CompareError) -> [UInt8] in
      do throws(FileError) { return try folder.bytes(at: file) } catch { throw .file(error) }
    }
  }

  init(
    name: String, files: [String], folder: ConfinedFolder?,
    reader: @escaping @Sendable (String) throws(CompareError) -> [UInt8]
  ) {
    self.name = name
    self.files = files
    self.folder = folder
    self.reader = reader
  }

  /// The bytes of `file`, one of `files`.
  func bytes(of file: String) throws(CompareError) -> [UInt8] { try reader(file) }
}
