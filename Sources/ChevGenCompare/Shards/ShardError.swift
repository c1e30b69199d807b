import ChevGenFormat
import ChevGenSystem

/// Why the reports of a suite's parts could not be joined (`ReportMerge`):
/// each part is evidence that must hold up before a merged "all the same"
/// can mean every path was compared once.
public enum ShardError: Error, Hashable, Sendable {
  /// The folder `folder` holds no part's summary: it is no shard's report.
  case notAShardReport(folder: String)
  /// Line `line` of the summary in `folder` is not what chevgen writes.
  case badSummary(folder: String, line: Int, problem: String)
  /// The summary in `folder` is of a format before this one (its first
  /// line is `heading`), which records no sizes or digests of its images.
  case formerSummary(folder: String, heading: String)
  /// A part's image at `path` is not the one its summary records; `problem` says how.
  case partFileChanged(path: String, problem: String)
  /// Two shard reports, `folder` and `other`, are of different runs; `difference` says how.
  case differentRuns(folder: String, other: String, difference: String)
  /// `path` is reported by both `folder` and `other`.
  case overlapping(path: String, folder: String, other: String)
  /// The parts in the ranges `missing` of `count` were not given.
  case missing([ClosedRange<Int>], count: Int)
  /// The reference folder of a merged review and the parts disagree on
  /// `path`: it is in the folder and no part compared it (`inFolder`), or
  /// the parts compared it and the folder lacks it.
  case referenceNotCompared(path: String, inFolder: Bool)

  /// One line naming the problem and the fix.
  public var message: String {
    let summary = ShardSummary.fileName
    return switch self {
    case .notAShardReport(let folder):
      "'\(folder)' is not a shard's report: it holds no \(summary); write each "
        + "part's report with its shard, e.g. chevgen diff REFS ACTUAL --shard 1/4 --report "
        + "\(ShellText.quoted(folder))"
    case .badSummary(let folder, let line, let problem):
      "'\(DirectoryCheck.join(folder, summary))' line \(line) is not a summary "
        + "chevgen writes (\(problem)); compare that part again to write its report anew"
    case .formerSummary(let folder, let heading):
      "'\(DirectoryCheck.join(folder, summary))' is a summary of an earlier chevgen "
        + "('\(heading)'), which records no sizes or digests of its images to check them by; "
        + "compare that part again with this chevgen to write its report anew"
    case .partFileChanged(let path, let problem):
      "'\(path)' is not the image its part compared: \(problem); compare that part again to "
        + "write its report anew"
    case .differentRuns(let folder, let other, let difference):
      "'\(folder)' and '\(other)' are parts of different comparisons (\(difference)); join the "
        + "reports of one run, written by the same command with each of its shards"
    case .overlapping(let path, let folder, let other):
      "'\(path)' is in both '\(folder)' and '\(other)', so the parts overlap; give each part's "
        + "report once"
    case .missing(let missing, let count):
      Self.missingParts(missing, of: count) + ", and a review without "
        + (missing.count == 1 && missing[0].count == 1 ? "it" : "them")
        + " would pass images no one compared; give every part's report"
    case .referenceNotCompared(let path, true):
      "'\(path)' is in the reference folder, but no part compared it: the folder is not the one "
        + "the parts compared; review the same checkout, or compare again"
    case .referenceNotCompared(let path, false):
      "'\(path)' is not in the reference folder, but the parts compared it: the folder is not the "
        + "one the parts compared; review the same checkout, or compare again"
    }
  }

  /// `part 3 of 3 is missing`, `parts 2–4,999,999 of 5,000,000 are
  /// missing`: each range of `missing` as its ends, the first five only.
  static func missingParts(_ missing: [ClosedRange<Int>], of count: Int) -> String {
    let total = missing.reduce(0) { $0 + $1.count }
    let shown = missing.prefix(5).map {
      $0.count == 1
        ? grouped($0.lowerBound) : grouped($0.lowerBound) + "–" + grouped($0.upperBound)
    }
    let rest = missing.dropFirst(5).reduce(0) { $0 + $1.count }
    let listed =
      rest > 0
      ? shown.joined(separator: ", ") + " and \(grouped(rest)) more"
      : shown.count > 1
        ? shown.dropLast().joined(separator: ", ") + " and " + shown.last! : shown.joined()
    return (total == 1 ? "part " : "parts ") + listed + " of \(grouped(count)) "
      + (total == 1 ? "is" : "are") + " missing"
  }

  /// `5,000,000`: a whole number with its thousands grouped.
  static func grouped(_ value: Int) -> String {
    var digits = String(value)
    var end = digits.endIndex
    while digits.distance(from: digits.startIndex, to: end) > 3 {
      end = digits.index(end, offsetBy: -3)
      digits.insert(",", at: end)
    }
    return digits
  }
}
