import ChevGenDiff
import ChevGenPNG
import ChevGenSystem

/// The reports of a suite's parts (`chevgen diff … --shard K/N --report`)
/// joined into one: one summary, one page, one review.
///
/// A part is evidence, not instructions. Its summary is read and each card
/// checked against itself (`ShardSummary`); then each image the part holds
/// is read, confined to its folder with no link followed, and checked
/// against the summary's record: its size and digest, and the width and
/// height of its PNG header. Parts of different runs, parts that overlap and
/// missing parts are refused: a merged "all the same" must mean every path
/// was compared once.
public struct ReportMerge: Sendable {
  /// The part reports' folders, as named.
  public let folders: [String]
  /// The summary of the lowest-numbered part, its entries left out: every
  /// other part agrees with it, and its names of the folders compared are
  /// the ones shown.
  let head: ShardSummary
  /// Every path's entry, sorted by path as bytes, with the index of the folder it came from.
  package let entries: MergedEntries

  /// Reads and checks the summaries of the part reports in `folders`, and
  /// each part's images against its summary.
  public init(folders: [String]) throws(CompareError) {
    var heads: [ShardSummary] = []
    var parts: [[ShardSummary.Entry]] = []
    for (number, folder) in folders.enumerated() {
      var summary = try ShardSummary.read(in: folder)
      if number > 0, let difference = Self.difference(heads[0], summary) {
        throw .shard(.differentRuns(folder: folders[0], other: folder, difference: difference))
      }
      parts.append(summary.entries)
      summary.entries = []
      heads.append(summary)
    }
    // In path order, a path two parts hold lies twice in a row.
    let entries = MergedEntries(parts: parts)
    for (first, second) in zip(entries, entries.dropFirst())
    where first.entry.card.path.utf8.elementsEqual(second.entry.card.path.utf8) {
      throw .shard(
        .overlapping(
          path: first.entry.card.path, folder: folders[first.folder], other: folders[second.folder])
      )
    }
    if let count = heads.first?.shard.count {
      let missing = Self.missing(given: heads.map(\.shard.index), count: count)
      if !missing.isEmpty { throw .shard(.missing(missing, count: count)) }
    }
    guard let head = heads.min(by: { $0.shard.index < $1.shard.index }) else {
      throw .shard(.notAShardReport(folder: ""))
    }
    self.folders = folders
    self.head = head
    self.entries = entries
    try checkFiles()
  }

  /// The parts of `count` not among `given`, as ranges in order.
  static func missing(given: [Int], count: Int) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    var next = 1
    for index in Set(given).sorted() where (1...count).contains(index) {
      if index > next { ranges.append(next...(index - 1)) }
      next = index + 1
    }
    if next <= count { ranges.append(next...count) }
    return ranges
  }

  /// How `other` is of another run than `first`, or nil when it is of the same.
  ///
  /// A comparison is identified by what it compared and how: the part
  /// count, the settings, and both folders' listings (the run digest), not
  /// where the folders were, which every sandbox, workspace and container
  /// names otherwise.
  static func difference(_ first: ShardSummary, _ other: ShardSummary) -> String? {
    if first.shard.count != other.shard.count {
      return "one is part of \(first.shard.count), the other part of \(other.shard.count)"
    }
    if first.settings != other.settings || first.options != other.options
      || first.tolerance != other.tolerance
    {
      return "one compared with \(first.settings), the other with \(other.settings)"
    }
    if first.run != other.run { return "their folders listed different files" }
    return nil
  }

  /// The folders compared, as the first part named them.
  public var expected: String { head.expected }
  public var actual: String { head.actual }
  /// The settings line, the comparison's options and its tolerance, as every part had them.
  public var settings: String { head.settings }
  public var options: PixelMatchOptions { head.options }
  public var tolerance: DiffTolerance { head.tolerance }

  /// The joined comparison, as one run over the whole suite would report
  /// it; a diff image's path is under `diffDirectory` when given.
  public func report(diffDirectory: String? = nil) -> DirectoryDiffReport {
    var report = DirectoryDiffReport(
      expectedDirectory: expected, actualDirectory: actual, added: [], removed: [], changed: [],
      unchangedFiles: [])
    // Room for each list at once: grown by doubling, they would hold up to twice their reports.
    var counts: [ReviewPage.Card.Status: Int] = [:]
    for (entry, _) in entries { counts[entry.card.status, default: 0] += 1 }
    report.added.reserveCapacity(counts[.added] ?? 0)
    report.removed.reserveCapacity(counts[.removed] ?? 0)
    report.changed.reserveCapacity(counts[.changed] ?? 0)
    report.unchangedFiles.reserveCapacity(
      (counts[.unchanged] ?? 0) + (counts[.withinTolerance] ?? 0))
    for (entry, _) in entries {
      let card = entry.card
      switch card.status {
      case .added: report.added.append(card.path)
      case .removed: report.removed.append(card.path)
      case .changed, .withinTolerance, .unchanged:
        guard let result = card.result, let expectedSize = card.expectedSize,
          let actualSize = card.actualSize
        else { continue }
        let pair = ImageDiffReport(
          expectedPath: DirectoryCheck.join(expected, card.path),
          actualPath: DirectoryCheck.join(actual, card.path), expectedSize: expectedSize,
          actualSize: actualSize, result: result, tolerance: tolerance,
          diffPath: card.hasDiff ? diffDirectory.map { DirectoryCheck.join($0, card.path) } : nil)
        if card.status == .changed {
          report.changed.append((card.path, pair))
        } else {
          report.unchangedFiles.append((card.path, pair))
        }
      }
    }
    return report
  }
}
