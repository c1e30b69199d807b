import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// A finished comparison as its reports read it: the result, the tolerance
/// it was judged by, the review page written, and the front end's names for
/// fields.
///
/// A class, so that the outcomes CI reports share are made once, and only
/// when one of them is written: a suite of 10^5 images holds about 750 bytes
/// of them an image.
public final class DiffFindings {
  /// Two files' or two folders' comparison.
  public let result: DiffResult
  /// The tolerance every pair was judged by (a merge's, its parts').
  public let tolerance: DiffTolerance
  /// The review page's `index.html`, if one was written.
  public let reviewPage: String?
  /// How the front end names a field.
  public let naming: (RequestField) -> String

  init(
    result: DiffResult, tolerance: DiffTolerance, reviewPage: String?,
    naming: @escaping (RequestField) -> String
  ) {
    self.result = result
    self.tolerance = tolerance
    self.reviewPage = reviewPage
    self.naming = naming
  }

  /// The reference compared (a file or a folder), as named.
  public var expected: String {
    switch result {
    case .images(let report): report.expectedPath
    case .folders(let report): report.expectedDirectory
    }
  }

  /// The file or folder checked, as named.
  public var actual: String {
    switch result {
    case .images(let report): report.actualPath
    case .folders(let report): report.actualDirectory
    }
  }

  /// One outcome per image compared, for CI reports.
  public private(set) lazy var outcomes: [ImageOutcome] = result.outcomes(naming: naming)
}
