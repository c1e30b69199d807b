import ChevGenDiff
import ChevGenFormat

/// A tolerance's limits as the fields that set them, so that every report
/// names a limit as the front end names its field (`summary(naming:)` with
/// `{ name($0.field) }`).
extension DiffTolerance.Limit {
  /// The field that sets this limit.
  public var field: RequestField {
    switch self {
    case .pixels: .maxDiffPixels
    case .ratio: .maxDiffRatio
    }
  }
}
