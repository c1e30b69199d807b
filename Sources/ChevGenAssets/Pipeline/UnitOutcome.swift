/// One unit once the drawing is done: kept as the last run wrote it, or drawn by this one.
enum UnitOutcome {
  /// Up to date: its record, and its layout when the aggregates are written
  /// again (see `BuildReuse.Decision.keep`).
  case kept(BuildState.Unit, layout: RenderedButton?)
  /// Drawn by this run, its files staged.
  case drawn(BuildPlan.Unit, UnitStaging.Staged)

  /// The button as drawn or read back from the state; nil only for a kept
  /// unit while the aggregates are kept too.
  var button: RenderedButton? {
    switch self {
    case .kept(_, let layout): layout
    case .drawn(_, let staged): staged.button
    }
  }
}
