import ChevGenFormat

/// What a report prints, handed to the front end, which alone knows the
/// terminal: whether it takes colours, and whether a quiet run or one
/// printing JSON leaves results out.
public enum DiffPrintout: Hashable, Sendable {
  /// Result lines; for one pair, its verdict, which a terminal shows in colour.
  case results([String], verdict: ImageDiffReport.Verdict?)
  /// The one JSON document standard output holds.
  case document(JSONValue)
  /// Workflow commands for the CI service reading standard output, printed
  /// whatever else is or is not.
  case commands([String])
}
