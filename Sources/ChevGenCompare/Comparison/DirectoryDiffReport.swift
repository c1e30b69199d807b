import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// The outcome of comparing two directories of PNG files by relative path.
public struct DirectoryDiffReport: Sendable {
  public var expectedDirectory: String
  public var actualDirectory: String
  /// Relative paths only in the actual directory.
  public var added: [String]
  /// Relative paths only in the expected directory.
  public var removed: [String]
  /// Files in both whose comparison failed, by relative path.
  public var changed: [(path: String, report: ImageDiffReport)]
  /// Files in both that passed, by relative path.
  public var unchangedFiles: [(path: String, report: ImageDiffReport)]

  public init(
    expectedDirectory: String, actualDirectory: String, added: [String], removed: [String],
    changed: [(path: String, report: ImageDiffReport)],
    unchangedFiles: [(path: String, report: ImageDiffReport)]
  ) {
    self.expectedDirectory = expectedDirectory
    self.actualDirectory = actualDirectory
    self.added = added
    self.removed = removed
    self.changed = changed
    self.unchangedFiles = unchangedFiles
  }

  /// How many files in both are identical (no pixel's colour differs).
  public var unchanged: Int { unchangedFiles.count - withinTolerance.count }

  /// Files in both that passed though some of their pixels differ.
  public var withinTolerance: [(path: String, report: ImageDiffReport)] {
    unchangedFiles.filter { $0.report.verdict == .withinTolerance }
  }

  /// No file added, removed or changed.
  public var passed: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

  /// One line per difference, sorted by path, then the passing files that
  /// differ within tolerance, then a count.
  public func lines(naming name: (RequestField) -> String) -> [String] {
    var entries: [(String, String)] = []
    for change in changed {
      entries.append(
        (change.path, "changed: \(change.path): \(change.report.summary(naming: name))"))
    }
    entries += added.map { ($0, "added: \($0)") }
    entries += removed.map { ($0, "removed: \($0)") }
    var lines = entries.sorted { $0.0 < $1.0 }.map(\.1)
    let tolerated = withinTolerance
    lines += tolerated.sorted { $0.path < $1.path }.map {
      "within tolerance: \($0.path): \($0.report.summary(naming: name, sayingWithin: false))"
    }
    let compared = changed.count + unchangedFiles.count
    let total = compared + added.count + removed.count
    let within = tolerated.isEmpty ? "" : ", \(tolerated.count) within tolerance"
    if passed {
      lines.append(
        tolerated.isEmpty
          ? "\(compared) files compared, none differ"
          : "\(compared) files compared, none beyond tolerance (\(unchanged) identical\(within))")
    } else {
      lines.append(
        "\(total - unchangedFiles.count) of \(total) files differ (\(changed.count) changed, "
          + "\(added.count) added, \(removed.count) removed\(within))")
    }
    return lines
  }

  /// Every difference, for scripts.
  public var json: JSONValue {
    .object([
      ("expected", .string(expectedDirectory)),
      ("actual", .string(actualDirectory)),
      ("passed", .bool(passed)),
      ("added", .array(added.map(JSONValue.string))),
      ("removed", .array(removed.map(JSONValue.string))),
      (
        "changed",
        .array(
          changed.map { path, report in
            guard case .object(let members) = report.json else { return report.json }
            return .object([("path", .string(path))] + members)
          })
      ),
      (
        "withinTolerance",
        .array(
          withinTolerance.map { path, report in
            guard case .object(let members) = report.json else { return report.json }
            return .object([("path", .string(path))] + members)
          })
      ),
      ("unchanged", .number(Double(unchanged))),
    ])
  }
}
