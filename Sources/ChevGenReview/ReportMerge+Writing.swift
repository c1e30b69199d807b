import ChevGenCompare
import ChevGenSystem

/// The merged report: the same folder a whole-suite `--report` writes
/// (`index.html`, `expected/`, `actual/`, `diff/`, its list), under the
/// same rules: into an absent or empty folder or over chevgen's own
/// report, every file staged and renamed, nothing written through a link.
extension ReportMerge {
  /// Writes the merged report to `directory`, copying each part's images
  /// as bytes (nothing is decoded or compared again); the joined comparison.
  public func write(
    to directory: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CompareError) -> DirectoryDiffReport {
    try DirectoryDiffer.checkDiffDirectory(directory, inputs: folders)
    let before = try ReviewReport.survey(directory)
    let sides = [
      entries.filter { $0.entry.card.expectedSize != nil }.map(\.entry.card.path),
      entries.filter { $0.entry.card.actualSize != nil }.map(\.entry.card.path),
    ]
    try ReviewReport.clearTheWay(for: sides, in: directory, before)
    do throws(CompareError) {
      let transaction = FileTransaction()
      var written: Set<[UInt8]> = []
      var sources: [ConfinedFolder] = []
      for folder in folders {
        do throws(FileError) { sources.append(try ConfinedFolder(folder)) } catch {
          throw .file(error)
        }
      }
      for (done, (entry, folder)) in entries.enumerated() {
        progress(done, entries.count)
        // What was checked is what is copied: a file changed since is refused.
        for file in Self.partFiles(entry) {
          let bytes = try Self.checked(file, of: entry.card.path, in: sources[folder])
          try ReviewReport.stage(
            bytes, file.subfolder + "/" + entry.card.path, in: directory, transaction,
            written: &written)
        }
      }
      progress(entries.count, entries.count)
      let page = ReviewPage.html(
        cards: entries.map(\.entry.card), expected: expected, actual: actual, settings: settings)
      try ReviewReport.stage(
        Array(page.utf8), "index.html", in: directory, transaction, written: &written)
      try ReviewReport.commit(transaction, written: written, before: before, in: directory)
      return report(diffDirectory: DirectoryCheck.join(directory, "diff"))
    } catch {
      ReviewReport.removeEmptyFolders(in: directory, keeping: before.folders, top: before.existed)
      throw error
    }
  }

  /// The review's two sides: the actual images the parts copied, and as
  /// reference the folder `reference` (where accepts are written), or
  /// without one the parts' copies of the references, which are read only.
  ///
  /// A reference folder must list the files the parts compared: one that
  /// does not is another checkout, and accepting into it would write over
  /// images no one looked at.
  public func sides(
    reference: String?
  ) throws(CompareError) -> (reference: ReviewSide, actual: ReviewSide) {
    let actualSide = try ReviewSide.parts(
      name: actual, folders: folders,
      files: entries.compactMap { entry, folder in
        Self.partFiles(entry).first { $0.subfolder == "actual" }.map {
          (entry.card.path, folder, $0)
        }
      })
    let compared = entries.filter { $0.entry.card.expectedSize != nil }
    guard let reference else {
      let copies = try ReviewSide.parts(
        name: expected, folders: folders,
        files: compared.compactMap { entry, folder in
          Self.partFiles(entry).first { $0.subfolder == "expected" }.map {
            (entry.card.path, folder, $0)
          }
        })
      return (copies, actualSide)
    }
    let folder = try ReviewSide.folder(reference)
    let listed = Set(folder.files.map { Array($0.utf8) })
    let seen = Set(compared.map { Array($0.entry.card.path.utf8) })
    if let extra = folder.files.first(where: { !seen.contains(Array($0.utf8)) }) {
      throw .referenceNotCompared(path: DirectoryCheck.join(reference, extra), inFolder: true)
    }
    if let lacking = compared.first(where: { !listed.contains(Array($0.entry.card.path.utf8)) }) {
      throw .referenceNotCompared(
        path: DirectoryCheck.join(reference, lacking.entry.card.path), inFolder: false)
    }
    return (folder, actualSide)
  }
}
