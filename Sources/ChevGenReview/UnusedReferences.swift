import ChevGenCompare
import ChevGenFormat
import ChevGenSnapshot
import ChevGenSystem

/// Snapshot references no recorded test run read (`SnapshotUsage`): the
/// images `chevgen review --unused` lists and `--delete-unused` removes.
///
/// Only files the snapshot library names as references count: regular `.png`
/// files directly in a folder of a `__Snapshots__` folder
/// (`__Snapshots__/<TestFile>/<name>.png`). Folders are walked without
/// following a link, and a link is never a reference.
public enum UnusedReferences {
  /// What a search found.
  public struct Found: Hashable, Sendable {
    /// Every reference under the folder, relative to it, sorted by bytes.
    public var references: [String]
    /// The references no record names, in the same order.
    public var unused: [String]
    /// How many records were read.
    public var runs: Int
    /// How many of them are of complete runs: with none, nothing can be called unused.
    public var completeRuns: Int
  }

  /// The references under `folder` and which of them no record in
  /// `artefacts` names. The caller refuses to call any unused when
  /// `completeRuns` is 0: partial runs alone cannot tell.
  public static func find(in folder: String, artefacts: String) throws(CompareError) -> Found {
    let references = try referenceFiles(in: folder)
    let records = SnapshotUsage.records(in: artefacts)
    var read: Set<[UInt8]> = []
    for record in records {
      read.formUnion(record.references.map { Array(DirectoryCheck.resolved($0).utf8) })
    }
    let root = DirectoryCheck.resolved(folder)
    let unused = references.filter { !read.contains(Array(DirectoryCheck.join(root, $0).utf8)) }
    return Found(
      references: references, unused: unused, runs: records.count,
      completeRuns: records.count { $0.complete })
  }

  /// The references under `root`, relative to it, sorted by bytes.
  static func referenceFiles(in root: String) throws(CompareError) -> [String] {
    var found: [String] = []
    var pending: [[String]] = [[]]
    while let components = pending.popLast() {
      let relative = components.joined(separator: "/")
      let directory = relative.isEmpty ? root : DirectoryCheck.join(root, relative)
      guard let names = DirectoryCheck.names(in: directory) else {
        throw .file(.unreadable(path: directory, reason: SystemError.last))
      }
      for name in names {
        let path = components + [name]
        guard
          let status = FileStatus(
            DirectoryCheck.join(root, path.joined(separator: "/")),
            followingLinks: false)
        else { continue }
        if status.kind == .directory {
          pending.append(path)
        } else if status.kind == .regular, name.utf8.reversed().starts(with: "gnp.".utf8),
          path.count >= 3, PathText.same(path[path.count - 3], "__Snapshots__")
        {
          found.append(path.joined(separator: "/"))
        }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Removes each of `references` (relative to `folder`) through
  /// `ConfinedFolder`: never outside the folder, never through a link, never
  /// a folder. The ones that could not go, each with why.
  public static func remove(
    _ references: [String], in folder: String
  ) throws(CompareError) -> [(path: String, problem: String)] {
    let confined: ConfinedFolder
    do throws(FileError) { confined = try ConfinedFolder(folder) } catch { throw .file(error) }
    var failures: [(path: String, problem: String)] = []
    for reference in references {
      do throws(FileError) { try confined.remove(reference) } catch {
        failures.append((reference, error.message(naming: { _ in "the reference folder" })))
      }
    }
    return failures
  }
}
