import ChevGenFormat
import ChevGenManifest
import ChevGenSystem

/// What a run writes besides the drawn units' images, which `UnitStaging`
/// stages as they are drawn, and what the state records once all is written:
/// the aggregates whose bytes changed, and a record per unit and for the aggregates.
struct BuildOutput {
  /// One file to write, by its path inside the output folder.
  struct File {
    var path: String
    var bytes: [UInt8]
  }

  /// What the state records of one unit or of the aggregates.
  private enum Record {
    /// As the last run's state has it.
    case kept(BuildState.Unit)
    /// Drawn by this run, its files written or found the same: they are
    /// measured once they are in place.
    case written(id: String, key: String, layout: [String], paths: [String])
  }

  /// The aggregates to write: those whose bytes changed.
  private(set) var files: [File] = []
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
      outcomes.compactMap(\.button), plan.manifest, plan.layout, directory: directory)
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

  /// The files that describe every unit together: the catalog's Contents.json
  /// files, Android's state lists, vectors, titles and colours, the stylesheet, the Swift
  /// accessors and the index; each with whether its bytes differ from those
  /// in `directory`. Each kind is made on a core of its own: together they
  /// were a serial fifth of a cold build's time after the drawing.
  private static func aggregates(
    _ units: [RenderedButton], _ manifest: Manifest, _ layout: AssetLayout, directory: String
  ) -> [(file: File, changed: Bool)] {
    // The catalog and the accessors hold the art both ways; the stylesheet
    // shows it as it is; Android's textless art is Android's alone.
    let catalogUnits = units.filter { $0.kind != .textless }
    var kinds: [@Sendable () -> [File]] = []
    if manifest.outputs.contains(.xcassets) {
      kinds.append { catalog(catalogUnits, manifest, layout) }
    }
    if manifest.outputs.contains(.android) { kinds.append { android(manifest, layout) } }
    if manifest.outputs.contains(.css) {
      kinds.append {
        let css = Stylesheet.css(units.filter { $0.kind == .art }, layout: layout)
        let lens =
          manifest.theme.style == .glass
          ? [File(path: AssetLayout.glassFilters, bytes: Array(GlassLensFilter.svg.utf8))] : []
        let font =
          GlassTitleFont.isShipped(in: manifest)
          ? GlassTitleFont.files.map { File(path: $0.path, bytes: $0.bytes) } : []
        return [File(path: AssetLayout.stylesheet, bytes: Array(css.utf8))] + lens + font
      }
    }
    if manifest.outputs.contains(.swift) {
      kinds.append {
        let source = SwiftAccessors.source(catalogUnits, layout: layout)
        return [File(path: AssetLayout.swiftAccessors, bytes: Array(source.utf8))]
      }
    }
    kinds.append { [json(AssetLayout.index, AssetIndex.json(units, layout: layout))] }
    // Handed out last first, so that the index, the longest to make, and the
    // catalog start at once; put back in order after.
    let made = ParallelMap.map(kinds.reversed()) { make in
      make().map { file in
        (file, (try? FileReader.bytes(at: directory + "/" + file.path)) != file.bytes)
      }
    }
    return made.reversed().flatMap { $0 }
  }

  private static func json(_ path: String, _ value: JSONValue) -> File {
    File(path: path, bytes: value.bytes())
  }

  /// The catalog's own Contents.json and one per button it holds and state.
  private static func catalog(
    _ units: [RenderedButton], _ manifest: Manifest, _ layout: AssetLayout
  ) -> [File] {
    var files = [json("\(AssetLayout.catalog)/Contents.json", CatalogContents.root)]
    let byName = Dictionary(grouping: units, by: \.button.name)
    for button in manifest.buttons where manifest.catalogHolds(button) {
      for state in manifest.states {
        let contents = CatalogContents.imageSet(
          state: state, drawn: byName[button.name] ?? [], layout: layout)
        files.append(json(layout.imageSet(button.name, state) + "/Contents.json", contents))
      }
    }
    return files
  }

  /// A state list per button, the VectorDrawables of title-less art, and
  /// the titles Android draws per locale with their colours.
  private static func android(_ manifest: Manifest, _ layout: AssetLayout) -> [File] {
    var files: [File] = []
    for button in manifest.buttons {
      let xml = AndroidResources.stateList(button, states: manifest.states, layout: layout)
      files.append(File(path: layout.stateList(button.name), bytes: Array(xml.utf8)))
    }
    for vector in AndroidVectors.files(manifest, layout: layout) {
      files.append(File(path: vector.path, bytes: Array(vector.xml.utf8)))
    }
    for locale in AndroidResources.stringLocales(manifest) {
      let xml = AndroidResources.strings(manifest, locale: locale, layout: layout)
      files.append(File(path: layout.strings(locale), bytes: Array(xml.utf8)))
    }
    for (appearance, night) in AndroidResources.colorAppearances(manifest) {
      let xml = AndroidResources.colors(manifest, appearance, layout: layout)
      files.append(File(path: layout.colors(night: night), bytes: Array(xml.utf8)))
    }
    return files
  }
}
