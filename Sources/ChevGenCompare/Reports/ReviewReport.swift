import ChevGenDiff
import ChevGenFormat
import ChevGenPNG
import ChevGenSystem

/// `chevgen diff REF ACT --report DIR`: the folder comparison written as a
/// review page with copies of every image, so the report opens anywhere,
/// offline, and stays as it was when the folders change.
///
/// `DIR` holds `index.html`, `expected/`, `actual/` and `diff/` (a diff image
/// per changed file), and `.chevgen-report`, the list of what chevgen wrote
/// there. A run writes into an absent or empty folder or over its own earlier
/// report, never over a file it did not write; every file is staged and
/// renamed, and the list names the files of both runs until the new ones
/// are in place, so a killed run is cleaned up by the next.
public enum ReviewReport {
  /// The list of what chevgen wrote in the report folder.
  static let listName = ".chevgen-report"
  static let listHeader = "chevgen report 1"

  /// Compares the request's folders, leaving out what it ignores in every
  /// pair, and writes the report to `directory`. With the request's
  /// `shard`, only that part of the suite is compared and reported, and its
  /// summary (`ShardSummary`) is written beside the page for a merge.
  public static func write(
    _ request: DiffRequest, to directory: String,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CompareError) -> DirectoryDiffReport {
    let (expected, actual, shard) = (request.expected, request.actual, request.shard)
    try DirectoryDiffer.checkDiffDirectory(directory, inputs: [expected, actual])
    let before = try survey(directory)
    var listed: (expected: [String], actual: [String])?
    if shard != nil || !before.listed.isEmpty {
      listed = (
        try DirectoryDiffer.pngFiles(in: expected), try DirectoryDiffer.pngFiles(in: actual)
      )
    }
    if let listed {
      let share = { (paths: [String]) in paths.filter { shard?.contains($0) ?? true } }
      try clearTheWay(for: [share(listed.expected), share(listed.actual)], in: directory, before)
    }
    do throws(CompareError) {
      let transaction = FileTransaction()
      var staged = request
      staged.diffOutput = DirectoryCheck.join(directory, "diff")
      let report = try DirectoryDiffer.compare(
        staged, staging: transaction, listed: listed, progress: progress)
      var written = Set(
        report.changed.filter { $0.report.diffPath != nil }.map { Array(("diff/" + $0.path).utf8) })
      let entries = try stageImages(
        report, in: directory, transaction, written: &written, digests: shard != nil)
      let page = ReviewPage.html(
        cards: entries.map(\.card), expected: expected, actual: actual, settings: request.settings)
      try stage(Array(page.utf8), "index.html", in: directory, transaction, written: &written)
      if let shard, let listed {
        let summary = ShardSummary(request, shard: shard, listed: listed, entries: entries)
        try stage(
          summary.bytes, ShardSummary.fileName, in: directory, transaction, written: &written)
      }
      try commit(transaction, written: written, before: before, in: directory)
      return report
    } catch {
      // Nothing is left of a failed run: not even the folders it made.
      removeEmptyFolders(in: directory, keeping: before.folders, top: before.existed)
      throw error
    }
  }

  /// Removes the earlier report's files that stand where this run makes a
  /// folder (`x.png` then, `x.png/y.png` now), or that sit in a folder where
  /// this run writes a file: they are the report's own, and renaming onto
  /// them would fail on every run from then on. `sides` are the paths this
  /// run reports of the reference folder and of the actual one.
  static func clearTheWay(
    for sides: [[String]], in directory: String, _ before: Survey
  ) throws(CompareError) {
    guard !before.listed.isEmpty else { return }
    var planned: Set<[UInt8]> = []
    for (prefix, paths) in zip(["expected/", "actual/"], sides) {
      for path in paths {
        planned.insert(Array((prefix + path).utf8))
        planned.insert(Array(("diff/" + path).utf8))
      }
    }
    // The folders this run needs, and whether a listed file is one, or lies in a planned file.
    let folders = Set(planned.flatMap(ancestors))
    for old in before.listed where !planned.contains(old) {
      if folders.contains(old) || ancestors(of: old).contains(where: planned.contains) {
        _ = FileSystem.removeFile(
          DirectoryCheck.join(directory, String(decoding: old, as: UTF8.self)))
      }
    }
    removeEmptyFolders(in: directory, keeping: [], top: true)
  }

  /// The folders a path lies in, outermost first: `a`, `a/b` for `a/b/c.png`.
  static func ancestors(of path: [UInt8]) -> [[UInt8]] {
    path.indices.filter { path[$0] == UInt8(ascii: "/") }.map { Array(path[..<$0]) }
  }

  /// Lists both runs' files, renames the staged ones into place, then removes
  /// the earlier run's files this one no longer writes, the temporary files
  /// of killed runs, and the folders they leave empty.
  static func commit(
    _ transaction: FileTransaction, written: Set<[UInt8]>, before: Survey, in directory: String
  ) throws(CompareError) {
    do throws(FileError) {
      // Both runs' files are listed before any is renamed: a kill leaves nothing unlisted.
      try writeList(before.listed.union(written), in: directory)
      try transaction.commit()
      let stale = before.listed.subtracting(written).map { String(decoding: $0, as: UTF8.self) }
      for path in stale.sorted() + before.temporaries {
        _ = FileSystem.removeFile(DirectoryCheck.join(directory, path))
      }
      removeEmptyFolders(in: directory, keeping: [], top: true)
      try writeList(written, in: directory)
    } catch { throw .file(error) }
  }

  /// Removes every empty folder below `directory` but those in `keeping`,
  /// deepest first; `directory` itself too unless `top`.
  static func removeEmptyFolders(in directory: String, keeping: Set<[UInt8]>, top: Bool) {
    guard FileStatus(directory, followingLinks: false)?.isDirectory == true else { return }
    var folders: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? directory : DirectoryCheck.join(directory, relative)
      for name in DirectoryCheck.names(in: folder) ?? [] {
        let path = relative.isEmpty ? name : relative + "/" + name
        if FileStatus(DirectoryCheck.join(directory, path), followingLinks: false)?.isDirectory
          == true
        {
          folders.append(path)
          pending.append(path)
        }
      }
    }
    for path in folders.sorted(by: { $0.utf8.count > $1.utf8.count })
    where !keeping.contains(Array(path.utf8)) {
      _ = FileSystem.removeEmptyFolder(DirectoryCheck.join(directory, path))
    }
    if !top { _ = FileSystem.removeEmptyFolder(directory) }
  }

  /// The card status of a compared pair with `verdict`.
  package static func status(_ verdict: ImageDiffReport.Verdict) -> ReviewPage.Card.Status {
    switch verdict {
    case .identical: .unchanged
    case .withinTolerance: .withinTolerance
    case .different: .changed
    }
  }

  /// Copies of every image compared into `expected/` and `actual/`, and a
  /// card for each; with `digests`, the size and digest of each copy and
  /// diff image too, which a part's summary records.
  static func stageImages(
    _ report: DirectoryDiffReport, in directory: String, _ transaction: FileTransaction,
    written: inout Set<[UInt8]>, digests: Bool
  ) throws(CompareError) -> [ShardSummary.Entry] {
    var entries: [ShardSummary.Entry] = []
    let pairs = (report.changed + report.unchangedFiles).map {
      ($0.path, $0.report, status($0.report.verdict))
    }
    for (path, pair, status) in pairs {
      let expected = try copy(
        DirectoryCheck.join(report.expectedDirectory, path), "expected/" + path)
      let actual = try copy(DirectoryCheck.join(report.actualDirectory, path), "actual/" + path)
      let card = ReviewPage.Card(
        path: path, status: status, expectedSize: pair.expectedSize,
        actualSize: pair.actualSize, result: pair.result, hasDiff: pair.diffPath != nil)
      let files = ShardSummary.Files(
        expected: expected.digest, actual: actual.digest, diff: digests ? pair.diffDigest : nil)
      entries.append(ShardSummary.Entry(card: card, files: files))
    }
    for (path, added) in report.added.map({ ($0, true) }) + report.removed.map({ ($0, false) }) {
      let folder = added ? report.actualDirectory : report.expectedDirectory
      let copied = try copy(
        DirectoryCheck.join(folder, path), (added ? "actual/" : "expected/") + path)
      let card = ReviewPage.Card(
        path: path, status: added ? .added : .removed,
        expectedSize: added ? nil : copied.size, actualSize: added ? copied.size : nil,
        result: nil, hasDiff: false)
      let files =
        added
        ? ShardSummary.Files(actual: copied.digest) : ShardSummary.Files(expected: copied.digest)
      entries.append(ShardSummary.Entry(card: card, files: files))
    }
    return entries

    /// Stages a copy of `source` at `name` in the report; its size, from
    /// the PNG header, and with `digests` its file's.
    func copy(
      _ source: String, _ name: String
    ) throws(CompareError) -> (size: (width: Int, height: Int), digest: FileDigest?) {
      let bytes = try ImageDiffer.read(source)
      try stage(bytes, name, in: directory, transaction, written: &written)
      do throws(PNGError) {
        return (try PNGDecoder.size(of: bytes), digests ? FileDigest(of: bytes) : nil)
      } catch {
        throw .unreadableImage(path: source, error)
      }
    }
  }

  static func stage(
    _ bytes: [UInt8], _ name: String, in directory: String, _ transaction: FileTransaction,
    written: inout Set<[UInt8]>
  ) throws(CompareError) {
    let path = DirectoryCheck.join(directory, name)
    do throws(FileError) {
      try DirectoryCheck.makeDirectories(for: path)
      try transaction.stage(bytes, at: path)
    } catch { throw .file(error) }
    // Compared as bytes: two names that Unicode takes as equal are two files.
    written.insert(Array(name.utf8))
  }

  /// What is in the report folder before a run: whether it exists, the
  /// files an earlier report lists, its folders, and the temporary files of
  /// killed runs. Paths are bytes, so two names Unicode takes as equal stay two.
  struct Survey {
    var existed = false
    var listed: Set<[UInt8]> = []
    var folders: Set<[UInt8]> = []
    var temporaries: [String] = []
  }

  /// Surveys `directory`, refusing any file an earlier report does not list,
  /// and any link: the report writes over nothing it did not write, and
  /// through nothing.
  static func survey(_ directory: String) throws(CompareError) -> Survey {
    guard let status = FileStatus(directory, followingLinks: false) else { return Survey() }
    if status.kind == .symbolicLink { throw .linkedOutput(output: directory) }
    var survey = Survey(existed: true, listed: readList(in: directory))
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? directory : DirectoryCheck.join(directory, relative)
      for name in (DirectoryCheck.names(in: folder) ?? []).sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        let status = FileStatus(DirectoryCheck.join(directory, path), followingLinks: false)
        if status?.isDirectory == true {
          survey.folders.insert(Array(path.utf8))
          pending.append(path)
        } else if status?.kind == .regular, FileTransaction.isStaleTemporaryFile(name) {
          survey.temporaries.append(path)
        } else if status?.kind != .regular
          || (path != listName && !survey.listed.contains(Array(path.utf8)))
        {
          throw .foreignFile(output: directory, file: path)
        }
      }
    }
    return survey
  }

  /// The paths `.chevgen-report` lists; none when it is missing or not this
  /// format, or lists a path that could lead out of the folder.
  static func readList(in directory: String) -> Set<[UInt8]> {
    let list = DirectoryCheck.join(directory, listName)
    guard let bytes = try? FileReader.bytes(at: list) else { return [] }
    let lines = LineText.lines(bytes)
    guard lines.first == listHeader else { return [] }
    let paths = lines.dropFirst().map(LineText.unescaped)
    let sound = paths.allSatisfy(PathText.isConfined)
    return sound ? Set(paths.map { Array($0.utf8) }) : []
  }

  static func writeList(_ paths: Set<[UInt8]>, in directory: String) throws(FileError) {
    let lines = paths.sorted { $0.lexicographicallyPrecedes($1) }.map {
      LineText.escaped(String(decoding: $0, as: UTF8.self))
    }
    let text = ([listHeader] + lines).joined(separator: "\n") + "\n"
    let transaction = FileTransaction()
    try transaction.stage(Array(text.utf8), at: DirectoryCheck.join(directory, listName))
    try transaction.commit()
  }
}
