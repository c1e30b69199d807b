import ChevGenCompare
import ChevGenDiff

/// `chevgen diff`'s use case, as `ButtonRenderer` is render's: two files
/// compared into a diff image, or two folders into a folder of them or a
/// review page.
public enum DiffRunner {
  /// Compares what `request` names; `progress` hears of each folder pair
  /// compared. Throws for paths that are not both files or both folders, and
  /// for whatever cannot be read or written.
  public static func run(
    _ request: DiffRequest, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CompareError) -> DiffResult {
    let (expected, actual) = (request.expected, request.actual)
    switch (DirectoryDiffer.isDirectory(expected), DirectoryDiffer.isDirectory(actual)) {
    case (true, true):
      return .folders(try compareFolders(request, progress: progress))
    case (false, false):
      return .images(
        try ImageDiffer.compare(
          expected: expected, actual: actual, options: request.options,
          tolerance: request.tolerance, ignoring: request.ignoring,
          diffOutput: request.diffOutput))
    default:
      throw .notSameKind(expected: expected, actual: actual)
    }
  }

  /// Two folders: diff images into `diffOutput`, or the review page into `report`.
  private static func compareFolders(
    _ request: DiffRequest, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(CompareError) -> DirectoryDiffReport {
    guard let report = request.report else {
      return try DirectoryDiffer.compare(
        expected: request.expected, actual: request.actual, options: request.options,
        tolerance: request.tolerance, ignoring: request.ignoring,
        diffDirectory: request.diffOutput, shard: request.shard, progress: progress)
    }
    return try ReviewReport.write(
      expected: request.expected, actual: request.actual, options: request.options,
      tolerance: request.tolerance, ignoring: request.ignoring, settings: request.settings,
      to: report, shard: request.shard, progress: progress)
  }
}
