import ChevGenCompare
import ChevGenDiff
import ChevGenPNG
import ChevGenSystem

/// The reports of a suite's parts (`chevgen diff … --shard K/N --report`)
/// joined into one: one summary, one page, one review.
///
/// Only the parts' summaries are read to join them; the images are copied
/// as bytes when a merged report is written, and read (confined to each
/// part's folder, no link followed) when a merged review serves or accepts
/// them. Parts of different runs, parts that overlap and missing parts are
/// refused: a merged "all the same" must mean every path was compared once.
public struct ReportMerge: Sendable {
  /// The part reports' folders, as named.
  public let folders: [String]
  /// Their summaries, in the same order.
  public let summaries: [ShardSummary]
  /// Every card, sorted by path as bytes, with the index of the folder it came from.
  let cards: [(card: ReviewPage.Card, folder: Int)]

  /// Reads and checks the summaries of the part reports in `folders`.
  public init(folders: [String]) throws(CompareError) {
    var summaries: [ShardSummary] = []
    for folder in folders { summaries.append(try ShardSummary.read(in: folder)) }
    var owner: [[UInt8]: Int] = [:]
    var cards: [(card: ReviewPage.Card, folder: Int)] = []
    for (number, summary) in summaries.enumerated() {
      if number > 0, let difference = Self.difference(summaries[0], summary) {
        throw .shardsOfDifferentRuns(
          folder: folders[0], other: folders[number], difference: difference)
      }
      for card in summary.cards {
        let key = Array(card.path.utf8)
        if let first = owner[key] {
          throw .overlappingShards(path: card.path, folder: folders[first], other: folders[number])
        }
        owner[key] = number
        cards.append((card, number))
      }
    }
    if let count = summaries.first?.shard.count {
      let given = Set(summaries.map(\.shard.index))
      let missing = (1...count).filter { !given.contains($0) }
      if !missing.isEmpty { throw .missingShards(missing: missing, count: count) }
    }
    self.folders = folders
    self.summaries = summaries
    self.cards = cards.sorted { $0.card.path.utf8.lexicographicallyPrecedes($1.card.path.utf8) }
  }

  /// How `other` is of another run than `first`, or nil when it is of the same.
  static func difference(_ first: ShardSummary, _ other: ShardSummary) -> String? {
    if first.shard.count != other.shard.count {
      return "one is part of \(first.shard.count), the other part of \(other.shard.count)"
    }
    if first.expected != other.expected || first.actual != other.actual {
      return "one compares '\(first.expected)' with '\(first.actual)', the other "
        + "'\(other.expected)' with '\(other.actual)'"
    }
    if first.settings != other.settings || first.options != other.options
      || first.tolerance != other.tolerance
    {
      return "one compared with \(first.settings), the other with \(other.settings)"
    }
    if first.run != other.run { return "their folders listed different files" }
    return nil
  }

  /// The first part's summary, which every other agrees with.
  var head: ShardSummary { summaries[0] }

  /// The folders compared, as the parts named them.
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
    for (card, _) in cards {
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
