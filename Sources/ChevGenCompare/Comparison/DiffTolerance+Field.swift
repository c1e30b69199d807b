import ChevGenDiff
import ChevGenFormat

/// A tolerance's limits as the fields that set them, so that every report
/// names a limit as the front end names its field.
extension DiffTolerance {
  /// The limits in force, each named by its field as `name` words it.
  public func summary(naming name: (RequestField) -> String) -> String {
    summary(naming: { (limit: Limit) in name(limit.field) })
  }
}

extension DiffTolerance.Limit {
  /// The field that sets this limit.
  public var field: RequestField {
    switch self {
    case .pixels: .maxDiffPixels
    case .ratio: .maxDiffRatio
    }
  }
}
