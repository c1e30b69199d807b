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
}
