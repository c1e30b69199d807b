import ChevGenDiff
import ChevGenSystem

/// `chevgen diff`'s use case, as `ButtonRenderer` is render's: two files
/// compared into a diff image, two folders into a folder of them or a review
/// page, or a suite's parts joined; then every report the request asks for
/// written, in its order.
public enum DiffRunner {
  /// Compares what `request` names and writes its reports, handing what they
  /// print to `print`; `progress` hears of each folder pair compared or part
  /// image copied. Throws for paths that are not both files or both
  /// folders, and for whatever cannot be read or written.
  public static func run(
    _ request: DiffRequest, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
    print: (DiffPrintout) -> Void = { _ in }
  ) throws(CompareError) -> DiffResult {
    let result: DiffResult
    var tolerance = request.tolerance
    if request.parts.isEmpty {
      result = try compare(request, progress: progress)
    } else {
      let merged = try ReportMerge(folders: request.parts)
      tolerance = merged.tolerance
      if let folder = request.reviewFolder {
        result = .folders(try merged.write(to: folder, progress: progress))
      } else {
        result = .folders(merged.report())
      }
    }
    let findings = DiffFindings(
      result: result, tolerance: tolerance,
      reviewPage: request.reviewFolder.map { DirectoryCheck.join($0, "index.html") },
      naming: request.naming)
    for report in request.reports { try report.write(findings, print) }
    return result
  }

  /// Two files, or two folders into diff images or a review page.
  private static func compare(
    _ request: DiffRequest, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(CompareError) -> DiffResult {
    let (expected, actual) = (request.expected, request.actual)
    switch (DirectoryDiffer.isDirectory(expected), DirectoryDiffer.isDirectory(actual)) {
    case (true, true):
      guard let folder = request.reviewFolder else {
        return .folders(try DirectoryDiffer.compare(request, progress: progress))
      }
      return .folders(try ReviewReport.write(request, to: folder, progress: progress))
    case (false, false):
      return .images(try ImageDiffer.compare(request))
    default:
      throw .notSameKind(expected: expected, actual: actual)
    }
  }
}
