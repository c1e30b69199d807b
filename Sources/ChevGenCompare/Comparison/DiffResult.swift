import ChevGenDiff
import ChevGenFormat

/// What a `DiffRequest` found: one pair's report, or two folders'.
public enum DiffResult: Sendable {
  /// Two files compared.
  case images(ImageDiffReport)
  /// Two folders compared (and their review page written, if asked).
  case folders(DirectoryDiffReport)

  /// Whether everything is the same, within the tolerance.
  public var passed: Bool {
    switch self {
    case .images(let report): report.passed
    case .folders(let report): report.passed
    }
  }

  /// The result as one JSON object.
  public var json: JSONValue {
    switch self {
    case .images(let report): report.json
    case .folders(let report): report.json
    }
  }

  /// One outcome per image compared, for CI reports; `name` names the
  /// tolerance's limits' fields as the front end does.
  public func outcomes(naming name: (RequestField) -> String) -> [ImageOutcome] {
    switch self {
    case .images(let report): ImageOutcome.outcomes(of: report, naming: name)
    case .folders(let report): ImageOutcome.outcomes(of: report, naming: name)
    }
  }
}
