import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// One image of a comparison as CI reports see it (a JUnit test case, a
/// GitHub annotation, a row of a summary): its name, whether it passed, and
/// what a reader needs to act on a failure.
public struct ImageOutcome: Hashable, Sendable {
  /// What happened to the image.
  public enum Status: String, Hashable, Sendable {
    /// Compared, and no pixel's colour differs.
    case unchanged
    /// Compared and within the tolerance, though some pixels differ.
    case withinTolerance
    /// Compared and over the tolerance, or of another size.
    case changed
    /// Only in the actual folder.
    case added
    /// Only in the reference folder.
    case removed
  }

  /// The image's name: its relative path for folders, the actual file's path for two files.
  public var name: String
  /// What happened to it.
  public var status: Status
  /// The file a reader fixes or accepts: the reference, or the actual image when
  /// there is no reference (an added image).
  public var file: String
  /// The counts, for compared images; nil for added and removed ones.
  public var result: PixelMatchResult?
  /// The comparison's one-line summary with the tolerance, or what is missing.
  public var summary: String
  /// Where the diff image was written, if it was.
  public var diffPath: String?

  /// Whether the image passes.
  public var passed: Bool { status == .unchanged || status == .withinTolerance }

  /// The status of a compared pair with `verdict`.
  static func status(_ verdict: ImageDiffReport.Verdict) -> Status {
    switch verdict {
    case .identical: .unchanged
    case .withinTolerance: .withinTolerance
    case .different: .changed
    }
  }

  /// The outcome of a comparison of two files, named by the actual one.
  public static func outcomes(
    of report: ImageDiffReport, naming name: (RequestField) -> String
  ) -> [ImageOutcome] {
    [
      ImageOutcome(
        name: report.actualPath, status: status(report.verdict),
        file: report.expectedPath, result: report.result,
        summary: report.summary(naming: name), diffPath: report.diffPath)
    ]
  }

  /// One outcome per image of a folder comparison, sorted by path as bytes.
  public static func outcomes(
    of report: DirectoryDiffReport, naming name: (RequestField) -> String
  ) -> [ImageOutcome] {
    let join = DirectoryCheck.join
    var outcomes: [ImageOutcome] = []
    for (path, pair) in report.changed + report.unchangedFiles {
      outcomes.append(
        ImageOutcome(
          name: path, status: status(pair.verdict),
          file: join(report.expectedDirectory, path), result: pair.result,
          summary: pair.summary(naming: name), diffPath: pair.diffPath))
    }
    for path in report.added {
      outcomes.append(
        ImageOutcome(
          name: path, status: .added, file: join(report.actualDirectory, path), result: nil,
          summary: "added: the reference folder has no such image", diffPath: nil))
    }
    for path in report.removed {
      outcomes.append(
        ImageOutcome(
          name: path, status: .removed, file: join(report.expectedDirectory, path), result: nil,
          summary: "removed: the actual folder has no such image", diffPath: nil))
    }
    return outcomes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }
}
