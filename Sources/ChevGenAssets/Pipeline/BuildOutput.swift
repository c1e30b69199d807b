import ChevGenFormat
import ChevGenManifest
import ChevGenSystem

/// What a run writes besides the drawn units' images, which `UnitStaging`
/// stages as they are drawn, and what the state records once all is written:
/// the aggregates whose bytes changed, and a record per unit and for the aggregates.
struct BuildOutput {
  /// What the state records of one unit or of the aggregates.
  private enum Record {
    /// As the last run's state has it.
    case kept(BuildState.Unit)
    /// Drawn by this run, its files written or found the same: they are
    /// measured once they are in place.
    case written(id: String, key: String, layout: [String], paths: [String])
  }

  /// The aggregates to write: those whose bytes changed.
  private(set) var files: [OutputFile] = []
  /// Every path this run writes, in order: the drawn units' staged files,
  /// then the aggregates in `files`.
  private(set) var written: [String] = []
  /// Every unit's record, in order, then the aggregates'.
  private var records: [Record] = []

  /// The records of every unit, and the aggregates unless `keptAggregates`
  /// shows they are up to date. An aggregate whose bytes in `directory` are
  /// the same is not written again, so that its time and inode stay and what
  /// depends on it (Xcode, Gradle) is not rebuilt.
  init(
    _ outcomes: [UnitOutcome], keptAggregates: BuildState.Unit?, _ plan: BuildPlan,
    directory: String
  ) {
    for outcome in outcomes {
      switch outcome {
      case .kept(let record, _):
        records.append(.kept(record))
      case .drawn(let unit, let staged):
        records.append(
          .written(
            id: unit.id, key: unit.key, layout: staged.button.layoutLines, paths: staged.paths))
        written += staged.staged
      }
    }
    if let keptAggregates {
      records.append(.kept(keptAggregates))
      return
    }
    // Every unit has its button here: `BuildReuse` reads back every kept unit's layout.
    let aggregates = Self.aggregates(
      outcomes.compactMap(\.button), plan.layout, directory: directory)
    records.append(
      .written(
        id: BuildState.aggregatesID, key: plan.aggregateKey, layout: [],
        paths: aggregates.map(\.file.path)))
    files = aggregates.filter(\.changed).map(\.file)
    written += files.map(\.path)
  }

  /// The record of every file a run may write, made before any is: a run
  /// killed half-way leaves it in the state, for the next run to clean up.
  static func pending(_ paths: [String]) -> BuildState.Unit {
    BuildState.Unit(
      id: BuildState.pendingID, key: "-", layout: [],
      files: paths.map { BuildState.FileRecord(path: $0, size: -1, modified: -1) })
  }

  /// The state once every file is written, with each written file's size and
  /// modification time as `directory` holds it now (asked on every core).
  func state(in directory: String) -> BuildState {
    let written = records.flatMap { record -> [String] in
      guard case .written(_, _, _, let paths) = record else { return [] }
      return paths
    }
    var measured = ParallelMap.map(written) { BuildState.record($0, in: directory) }[...]
    return BuildState(
      units: records.map { record in
        switch record {
        case .kept(let unit): return unit
        case .written(let id, let key, let layout, let paths):
          let files = measured.prefix(paths.count).compactMap { $0 }
          measured = measured.dropFirst(paths.count)
          return BuildState.Unit(id: id, key: key, layout: layout, files: files)
        }
      })
  }

  /// Writes every aggregate in `files` to a temporary file beside it in
  /// `directory`, into `transaction`, on every core; nothing is renamed yet.
  /// Adds the folders it made to `made`.
  func stage(
    into transaction: FileTransaction, in directory: String, made: inout [String]
  ) throws(AssetError) {
    try UnitStaging.makeFolders(for: files.map(\.path), in: directory, made: &made)
    let failures = ParallelMap.map(files) { file in
      Result { () throws(FileError) in
        try transaction.stage(file.bytes, at: directory + "/" + file.path)
      }
    }
    for failure in failures {
      do throws(FileError) { try failure.get() } catch { throw .files(error) }
    }
  }

  /// The files every writer makes of every unit together (the catalog's
  /// Contents.json files, Android's state lists, vectors and values, the
  /// stylesheet, the accessors, the index), each with whether its bytes
  /// differ from those in `directory`. Each writer's are made on a core of
  /// their own: together they were a serial fifth of a cold build's time
  /// after the drawing.
  private static func aggregates(
    _ units: [RenderedButton], _ layout: AssetLayout, directory: String
  ) -> [(file: OutputFile, changed: Bool)] {
    // Handed out last first, so that the index, the longest to make, starts
    // at once; put back in order after.
    let made = ParallelMap.map(layout.writers.reversed()) { writer in
      writer.files(drawn: units, layout: layout).map { file in
        (file, (try? FileReader.bytes(at: directory + "/" + file.path)) != file.bytes)
      }
    }
    return made.reversed().flatMap { $0 }
  }
}
