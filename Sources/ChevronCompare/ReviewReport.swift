import ChevronDiff
import ChevronPNG
import ChevronSupport

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

  /// Compares the folders and writes the report to `directory`.
  public static func write(
    expected: String, actual: String, options: PixelMatchOptions, tolerance: DiffTolerance,
    settings: String, to directory: String
  ) throws(CompareError) -> DirectoryDiffReport {
    try DirectoryDiffer.checkDiffDirectory(directory, inputs: [expected, actual])
    let earlier = try ownedFiles(in: directory)
    let transaction = FileTransaction()
    let report = try DirectoryDiffer.compare(
      expected: expected, actual: actual, options: options, tolerance: tolerance,
      diffDirectory: DirectoryCheck.join(directory, "diff"), staging: transaction)
    var written = Set(report.changed.filter { $0.report.diffPath != nil }.map { "diff/" + $0.path })
    let cards = try stageImages(report, in: directory, transaction, written: &written)
    let page = ReviewPage.html(cards: cards, expected: expected, actual: actual, settings: settings)
    try stage(Array(page.utf8), "index.html", in: directory, transaction, written: &written)
    do throws(FileError) {
      // Both runs' files are listed before any is renamed: a kill leaves nothing unlisted.
      try writeList(earlier.union(written), in: directory)
      try transaction.commit()
      for stale in earlier.subtracting(written).sorted() {
        _ = FileSystem.removeFile(DirectoryCheck.join(directory, stale))
        // The folders it leaves empty go too; a folder holding anything stays.
        var folder = stale.split(separator: "/").dropLast()
        while !folder.isEmpty,
          FileSystem.removeEmptyFolder(
            DirectoryCheck.join(directory, folder.joined(separator: "/")))
        {
          folder = folder.dropLast()
        }
      }
      try writeList(written, in: directory)
    } catch { throw .file(error) }
    return report
  }

  /// Copies of every image compared into `expected/` and `actual/`, and a card for each.
  static func stageImages(
    _ report: DirectoryDiffReport, in directory: String, _ transaction: FileTransaction,
    written: inout Set<String>
  ) throws(CompareError) -> [ReviewPage.Card] {
    var cards: [ReviewPage.Card] = []
    let pairs =
      report.changed.map { ($0.path, $0.report, ReviewPage.Card.Status.changed) }
      + report.unchangedFiles.map { ($0.path, $0.report, ReviewPage.Card.Status.unchanged) }
    for (path, pair, status) in pairs {
      try copy(DirectoryCheck.join(report.expectedDirectory, path), to: "expected/" + path)
      try copy(DirectoryCheck.join(report.actualDirectory, path), to: "actual/" + path)
      cards.append(
        ReviewPage.Card(
          path: path, status: status, expectedSize: pair.expectedSize,
          actualSize: pair.actualSize, result: pair.result, hasDiff: pair.diffPath != nil))
    }
    for path in report.added {
      let size = try copy(DirectoryCheck.join(report.actualDirectory, path), to: "actual/" + path)
      cards.append(
        ReviewPage.Card(
          path: path, status: .added, expectedSize: nil, actualSize: size, result: nil,
          hasDiff: false))
    }
    for path in report.removed {
      let size = try copy(
        DirectoryCheck.join(report.expectedDirectory, path), to: "expected/" + path)
      cards.append(
        ReviewPage.Card(
          path: path, status: .removed, expectedSize: size, actualSize: nil, result: nil,
          hasDiff: false))
    }
    return cards

    /// Stages a copy of `source` at `name` in the report; its size, from the PNG header.
    @discardableResult
    func copy(_ source: String, to name: String) throws(CompareError) -> (width: Int, height: Int) {
      let bytes = try ImageDiffer.read(source)
      try stage(bytes, name, in: directory, transaction, written: &written)
      do throws(PNGError) { return try PNGDecoder.size(of: bytes) } catch {
        throw .unreadableImage(path: source, error)
      }
    }
  }

  static func stage(
    _ bytes: [UInt8], _ name: String, in directory: String, _ transaction: FileTransaction,
    written: inout Set<String>
  ) throws(CompareError) {
    let path = DirectoryCheck.join(directory, name)
    do throws(FileError) {
      try DirectoryCheck.makeDirectories(for: path)
      try transaction.stage(bytes, at: path)
    } catch { throw .file(error) }
    written.insert(name)
  }

  /// The files an earlier report in `directory` lists; refuses any other file
  /// there, or a link: the report writes over nothing it did not write.
  static func ownedFiles(in directory: String) throws(CompareError) -> Set<String> {
    guard let status = FileStatus(directory, followingLinks: false) else { return [] }
    // chevgen writes nothing through a link, the report folder itself included.
    if status.kind == .symbolicLink { throw .linkedOutput(output: directory) }
    let listed = readList(in: directory)
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? directory : DirectoryCheck.join(directory, relative)
      for name in (DirectoryCheck.names(in: folder) ?? []).sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        let status = FileStatus(DirectoryCheck.join(directory, path), followingLinks: false)
        if status?.isDirectory == true {
          pending.append(path)
        } else if status?.kind == .symbolicLink
          || (path != listName && !listed.contains(path)
            && FileTransaction.temporaryFileOwner(name) == nil)
        {
          throw .foreignFile(output: directory, file: path)
        }
      }
    }
    return listed
  }

  /// The paths `.chevgen-report` lists; none when it is missing or not this
  /// format, or lists a path that could lead out of the folder.
  static func readList(in directory: String) -> Set<String> {
    let list = DirectoryCheck.join(directory, listName)
    guard let bytes = try? FileReader.bytes(at: list) else { return [] }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == listHeader else { return [] }
    let paths = lines.dropFirst().map(unescaped)
    let sound = paths.allSatisfy { path in
      !path.hasPrefix("/")
        && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
          !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
    return sound ? Set(paths) : []
  }

  static func writeList(_ paths: Set<String>, in directory: String) throws(FileError) {
    let text = ([listHeader] + paths.sorted().map(escaped)).joined(separator: "\n") + "\n"
    let transaction = FileTransaction()
    try transaction.stage(Array(text.utf8), at: DirectoryCheck.join(directory, listName))
    try transaction.commit()
  }

  /// A path on one line of the list: a backslash and a line break escaped,
  /// as a file name may hold either.
  static func escaped(_ path: String) -> String {
    var line = ""
    for character in path {
      switch character {
      case "\\": line += "\\\\"
      case "\n": line += "\\n"
      default: line.append(character)
      }
    }
    return line
  }

  static func unescaped(_ line: String) -> String {
    var path = ""
    var escaping = false
    for character in line {
      if escaping {
        path.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        path.append(character)
      }
    }
    return path
  }
}
