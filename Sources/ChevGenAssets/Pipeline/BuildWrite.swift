import ChevGenCairo
import ChevGenSystem

/// A build's write phase: draws the units and writes their files and the
/// aggregates, all or nothing.
///
/// Each unit's files are staged as it is drawn (`UnitStaging`), the
/// aggregates after, and all are renamed into place at the end. Before the
/// first temporary file, the state lists every file the run may write, so
/// that a run killed half-way is cleaned up by the next one. A run that
/// fails before the renames leaves the state and the folders as they were.
struct BuildWrite {
  let plan: BuildPlan
  let reuse: BuildReuse
  let stateFile: StateFile
  /// The last run's state.
  let old: BuildState

  /// What the phase did: the units drawn and staged, what the state
  /// records, and whether it wrote the state as pending.
  struct Written {
    var drawn: [UnitStaging.Staged]
    var output: BuildOutput
    var pending: Bool
  }

  /// Draws `reuse.toDraw` with `drawing` and writes everything; `planned`
  /// is every path the units may write.
  func run(
    _ drawing: BuildDrawing, planned: [String], caches: () -> DrawingCaches,
    progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> Written {
    let (units, directory) = (reuse.toDraw, stateFile.outputDirectory)
    let transaction = FileTransaction()
    let previous = stateFile.bytes()
    var (pending, made) = (false, [String]())
    do throws(AssetError) {
      if !units.isEmpty {
        try stateFile.write(BuildState(units: old.units + [BuildOutput.pending(planned)]))
        pending = true
        try UnitStaging.makeFolders(for: planned, in: directory, made: &made)
      }
      let staging = UnitStaging(
        transaction: transaction, layout: plan.layout,
        recordedSizes: Dictionary(
          old.files.map { ($0.path, $0.size) }, uniquingKeysWith: { first, _ in first }),
        directory: directory)
      let drawn = try drawing.draw(units, staging: staging, caches: caches, progress: progress)
      let output = BuildOutput(
        reuse.outcomes(drawn: drawn), keptAggregates: reuse.aggregates, plan,
        directory: directory)
      if !pending && !output.files.isEmpty {
        try stateFile.write(BuildState(units: old.units + [BuildOutput.pending(output.written)]))
        pending = true
      }
      try output.stage(into: transaction, in: directory, made: &made)
      do throws(FileError) { try transaction.commit() } catch {
        // Some files may be in place: the pending state stays, for the next run.
        pending = false
        throw .files(error)
      }
      return Written(drawn: drawn, output: output, pending: pending)
    } catch {
      transaction.discard()
      if pending { stateFile.restore(previous) }
      OutputFolder.removeEmpty(made)
      throw error
    }
  }
}
