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
      cards.filter { $0.card.expectedSize != nil }.map(\.card.path),
      cards.filter { $0.card.actualSize != nil }.map(\.card.path),
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
      for (done, (card, folder)) in cards.enumerated() {
        progress(done, cards.count)
        let copies = [
          ("expected/", card.expectedSize != nil), ("actual/", card.actualSize != nil),
          ("diff/", card.hasDiff),
        ]
        for (prefix, present) in copies where present {
          let bytes: [UInt8]
          do throws(FileError) { bytes = try sources[folder].bytes(at: prefix + card.path) } catch {
            throw .file(error)
          }
          try ReviewReport.stage(
            bytes, prefix + card.path, in: directory, transaction, written: &written)
        }
      }
      progress(cards.count, cards.count)
      let page = ReviewPage.html(
        cards: cards.map(\.card), expected: expected, actual: actual, settings: settings)
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
      name: actual, folders: folders, subfolder: "actual",
      files: cards.filter { $0.card.actualSize != nil }.map { ($0.card.path, $0.folder) })
    let compared = cards.filter { $0.card.expectedSize != nil }
    guard let reference else {
      let copies = try ReviewSide.parts(
        name: expected, folders: folders, subfolder: "expected",
        files: compared.map { ($0.card.path, $0.folder) })
      return (copies, actualSide)
    }
    let folder = try ReviewSide.folder(reference)
    let listed = Set(folder.files.map { Array($0.utf8) })
    let seen = Set(compared.map { Array($0.card.path.utf8) })
    if let extra = folder.files.first(where: { !seen.contains(Array($0.utf8)) }) {
      throw .referenceNotCompared(path: DirectoryCheck.join(reference, extra), inFolder: true)
    }
    if let lacking = compared.first(where: { !listed.contains(Array($0.card.path.utf8)) }) {
      throw .referenceNotCompared(
        path: DirectoryCheck.join(reference, lacking.card.path), inFolder: false)
    }
    return (folder, actualSide)
  }
}
