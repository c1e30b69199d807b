import ChevGenSystem

/// What the last run's state shows is up to date, so that this run neither
/// draws nor writes it: a unit whose inputs hash the same and whose files are
/// untouched, and the aggregates when every unit's id and key is the same.
struct BuildReuse {
  /// What becomes of one unit.
  enum Decision {
    /// Kept as the state records it, with its layout read back from it when
    /// the aggregates are written again (and only then: a no-op build of a
    /// large manifest has no time to read back every layout).
    case keep(BuildState.Unit, layout: RenderedButton?)
    case draw(BuildPlan.Unit)
  }

  /// Every unit, in the plan's order.
  var units: [Decision]
  /// The aggregates' record, when they are up to date.
  var aggregates: BuildState.Unit?

  /// Compares the plan with `state`, looking at the files in `directory`.
  init(_ plan: BuildPlan, state: BuildState, directory: String) {
    // Checked on every core, as a large manifest lists tens of thousands of files.
    let previous = Dictionary(state.units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let kept = ParallelMap.map(plan.units) { unit in
      previous[unit.id].flatMap { $0.key == unit.key && $0.isIntact(in: directory) ? $0 : nil }
    }
    // The catalog's Contents.json, the stylesheet and the index depend on the
    // units' keys alone: when those are the same, so are they.
    let aggregates = previous[BuildState.aggregatesID].flatMap {
      $0.key == plan.aggregateKey && $0.isIntact(in: directory) ? $0 : nil
    }
    self.aggregates = aggregates
    units = zip(plan.units, kept).map { unit, record in
      guard let record else { return .draw(unit) }
      guard aggregates == nil else { return .keep(record, layout: nil) }
      // A layout this version cannot read back is drawn again.
      let layout = RenderedButton(
        layoutLines: record.layout, button: unit.button, style: plan.manifest.theme.style,
        edition: unit.edition)
      return layout.map { .keep(record, layout: $0) } ?? .draw(unit)
    }
  }

  /// The units to draw, in order.
  var toDraw: [BuildPlan.Unit] {
    units.compactMap {
      guard case .draw(let unit) = $0 else { return nil }
      return unit
    }
  }

  /// Every unit, kept or drawn, in order: `drawn` holds the buttons of
  /// `toDraw`, in its order, staged.
  func outcomes(drawn: [UnitStaging.Staged]) -> [UnitOutcome] {
    var drawn = drawn[...]
    return units.map { decision in
      switch decision {
      case .keep(let record, let layout): .kept(record, layout: layout)
      case .draw(let unit): .drawn(unit, drawn.removeFirst())
      }
    }
  }
}
