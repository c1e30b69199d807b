import ChevGenCairo
import ChevGenFormat
import ChevGenKit
import ChevGenManifest
import ChevGenPNG
import ChevGenStyles
import ChevGenSystem
import ChevGenText
import Synchronization

/// The asset-pipeline step: draws every declared button and writes the catalog,
/// nine-patches, stylesheet and index, redrawing only what changed.
public struct AssetBuilder: Sendable {
  /// Part of every input hash: a new chevgen redraws everything once.
  public static let version = ChevGenVersion.current
  /// Also part of every input hash: what the outputs mean, besides the
  /// manifest and its fonts. The digest of the source that draws and writes
  /// them (ArtDigestPlugin: every file of this module and of every module it
  /// depends on) and the versions of the libraries that draw, shape and
  /// compress, as loaded. Two builds of the same source (debug and release,
  /// the plugin's and the command line's) reuse each other's outputs; any
  /// change to that code, or a new cairo, Pango, HarfBuzz, fontconfig,
  /// FreeType, libpng, zlib or libdeflate, redraws everything once. Derived,
  /// never raised by hand, so no change to an output can forget it.
  public static let currentRevision = [
    "source " + artSourceDigest, RenderLibraries.versions, TextLibraries.versions,
    PNGLibraries.versions,
  ].joined(separator: "; ")

  public var manifest: Manifest
  public var outputDirectory: String
  /// Where the state and the lock live: the output directory unless the outputs
  /// are shipped as they are (a SwiftPM plugin's resources), where they would travel along.
  public var stateDirectory: String
  /// The most pixels the build draws; lower only in tests.
  var pixelLimit = ManifestLimits.maximumPixels
  /// What the outputs are keyed on besides their inputs; another only in tests.
  var outputRevision = AssetBuilder.currentRevision
  /// The caches each build's drawing fills and drops: a new set each build
  /// (tests hand in their own to see what a build kept).
  var drawingCaches: @Sendable () -> DrawingCaches = { DrawingCaches() }

  public init(manifest: Manifest, outputDirectory: String, stateDirectory: String? = nil) {
    self.manifest = manifest
    self.outputDirectory = outputDirectory
    self.stateDirectory = stateDirectory ?? outputDirectory
  }

  /// Builds in phases: plan every unit and the hash of its inputs; reuse
  /// what the last run's state shows is up to date; draw the rest; write their
  /// files all or nothing; sweep the files chevgen wrote that are no longer
  /// wanted; record the state. `progress` hears (units done, units to draw)
  /// from any thread, `waiting` hears that another build holds the lock.
  public func build(
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
    waiting: () -> Void = {}
  ) throws(AssetError) -> BuildReport {
    // The plan first: it reads the fonts, and a missing one must leave no folder behind.
    let plan = try BuildPlan(resolvedManifest(), revision: outputRevision)
    let made = try makeFolders()
    let lock: FileLock
    do throws(FileError) {
      lock = try FileLock(path: stateDirectory + "/" + BuildState.lockFileName, waiting: waiting)
    } catch {
      Self.removeEmpty(made)
      guard case .lockFailed(_, let reason) = error else { throw .files(error) }
      throw .outputDirectory(path: stateDirectory, reason: reason)
    }
    defer { withExtendedLifetime(lock) {} }
    do {
      return try build(plan, progress: progress)
    } catch {
      // A run that fails (a bad font, a manifest over budget) leaves no lock
      // or folder it made; what it wrote, the state lists.
      if lock.created { lock.remove() }
      Self.removeEmpty(made)
      throw error
    }
  }

  /// The build, once the folders are made and locked.
  private func build(
    _ plan: BuildPlan, progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> BuildReport {
    let folder = OutputFolder(root: outputDirectory)
    var warnings = [AssetLayout.catalogScaleWarning(plan.manifest)].compactMap { $0 }
    let (old, owned, witness) = readState(folder, warnings: &warnings)
    Self.removeTemporaryFiles(
      old, outputDirectory: outputDirectory, stateDirectory: stateDirectory)

    let reuse = BuildReuse(plan, state: old, directory: outputDirectory)
    let toDraw = reuse.toDraw
    let planned = try checkPaths(
      toDraw, aggregates: reuse.aggregates == nil, plan, in: folder, owned: owned,
      witness: witness)
    let (drawn, output, pending) = try write(
      toDraw, plan, reuse: reuse, planned: planned, after: old, progress: progress)

    var state = output.state(in: outputDirectory)
    state.fingerprint = BuildShortcut.fingerprint(
      plan, warnings: warnings, outputDirectory: outputDirectory, stateDirectory: stateDirectory,
      revision: outputRevision)
    state.inputFiles = state.fingerprint == nil ? [] : plan.inputFiles
    var removed: [String] = []
    // An unchanged state lists exactly the files it listed before: nothing to
    // sweep. It is written anew only if its fingerprint's hash is stale, or
    // over the list of files this run was about to write.
    if pending || state != old || (state.fingerprint != nil && !old.bodyIntact) {
      removed = sweep(old, keeping: &state, in: folder, warnings: &warnings)
      try writeState(state)
    }
    // The unlocalised back chevron is drawn both ways, with the same warnings.
    var seen: Set<String> = []
    return BuildReport(
      counts: BuildCounts(plan), drawnUnits: drawn.count,
      drawnImages: drawn.reduce(0) { $0 + $1.button.images.count },
      writtenFiles: output.written, removedFiles: removed,
      warnings: (warnings + drawn.flatMap(\.button.warnings)).filter { seen.insert($0).inserted })
  }

  /// Draws `units` and writes their files and the aggregates, all or
  /// nothing: each unit's files are staged as it is drawn, the aggregates
  /// after, and all are renamed into place at the end. Before the first
  /// temporary file, the state lists every file this run may write (`planned`
  /// or the aggregates), so that a run killed half-way is cleaned up by the
  /// next one; `pending` says it was written. A run that fails before the
  /// renames leaves the state and the folders as they were.
  private func write(
    _ units: [BuildPlan.Unit], _ plan: BuildPlan, reuse: BuildReuse, planned: [String],
    after old: BuildState, progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> (drawn: [UnitStaging.Staged], output: BuildOutput, pending: Bool) {
    let (pools, insets) = try checkBudget(units, plan)
    let transaction = FileTransaction()
    let previous = try? FileReader.bytes(at: stateFile)
    var (pending, made) = (false, [String]())
    do throws(AssetError) {
      if !units.isEmpty {
        try writeState(BuildState(units: old.units + [BuildOutput.pending(planned)]))
        pending = true
        try UnitStaging.makeFolders(for: planned, in: outputDirectory, made: &made)
      }
      let staging = UnitStaging(
        transaction: transaction, layout: plan.layout,
        recordedSizes: Dictionary(
          old.files.map { ($0.path, $0.size) }, uniquingKeysWith: { first, _ in first }),
        directory: outputDirectory)
      let drawn = try draw(
        units, plan, pools: pools, insets: insets, staging: staging, progress: progress)
      let output = BuildOutput(
        reuse.outcomes(drawn: drawn), keptAggregates: reuse.aggregates, plan,
        directory: outputDirectory)
      if !pending && !output.files.isEmpty {
        try writeState(BuildState(units: old.units + [BuildOutput.pending(output.written)]))
        pending = true
      }
      try output.stage(into: transaction, in: outputDirectory, made: &made)
      do throws(FileError) { try transaction.commit() } catch {
        // Some files may be in place: the pending state stays, for the next run.
        pending = false
        throw .files(error)
      }
      return (drawn, output, pending)
    } catch {
      transaction.discard()
      if pending { restoreState(previous) }
      Self.removeEmpty(made)
      throw error
    }
  }

  /// Puts back the state file as it was before this run (`bytes`), or
  /// removes it when there was none; the failure's own error is the one reported.
  private func restoreState(_ bytes: [UInt8]?) {
    guard let bytes else {
      FileSystem.removeFile(stateFile)
      return
    }
    try? writeState(bytes)
  }

  /// The report of a build of the manifest at `path`, whose bytes hash to
  /// `sourceHash`, when the state shows it would be a no-op; nil when the
  /// manifest must be read and the full build run (see `BuildShortcut`).
  public static func upToDate(
    manifestPath path: String, sourceHash: String, outputDirectory: String,
    stateDirectory: String? = nil, waiting: () -> Void = {}
  ) -> BuildReport? {
    upToDate(
      manifestPath: path, sourceHash: sourceHash, outputDirectory: outputDirectory,
      stateDirectory: stateDirectory, revision: currentRevision, waiting: waiting)
  }

  /// As the public `upToDate`, for outputs keyed on `revision` (tests).
  static func upToDate(
    manifestPath path: String, sourceHash: String, outputDirectory: String,
    stateDirectory: String?, revision: String, waiting: () -> Void = {}
  ) -> BuildReport? {
    let stateDirectory = stateDirectory ?? outputDirectory
    let stateFile = stateDirectory + "/" + BuildState.fileName
    guard FileStatus(stateDirectory)?.isDirectory == true,
      FileStatus(stateFile, followingLinks: false)?.kind == .regular,
      let lock = try? FileLock(
        path: stateDirectory + "/" + BuildState.lockFileName, waiting: waiting),
      let bytes = try? FileReader.bytes(at: stateFile)
    else { return nil }
    defer { withExtendedLifetime(lock) {} }
    let inputs = BuildShortcut.inputs(
      sourceHash: sourceHash, manifestPath: path, outputDirectory: outputDirectory,
      stateDirectory: stateDirectory, revision: revision)
    guard let scan = StateScan(bytes),
      let counts = BuildShortcut.upToDateCounts(
        scan, inputs: inputs, outputDirectory: outputDirectory)
    else { return nil }
    removeTemporaryFiles(in: [outputDirectory, stateDirectory])
    return BuildReport(
      counts: counts, drawnUnits: 0, drawnImages: 0, writtenFiles: [], removedFiles: [],
      warnings: [])
  }

  /// Removes the folders of `made` (outermost first) that are empty, innermost first.
  private static func removeEmpty(_ made: [String]) {
    for folder in made.reversed() { FileSystem.removeEmptyFolder(folder) }
  }

  /// Makes the output folder and the state's, refusing a file in the way;
  /// returns the folders it made, outermost first.
  private func makeFolders() throws(AssetError) -> [String] {
    var made: [String] = []
    for folder in Set([outputDirectory, stateDirectory]).sorted() {
      do throws(FileError) {
        if let status = FileStatus(folder), !status.isDirectory {
          throw .notAFolder(path: folder, file: folder)
        }
        made += try DirectoryCheck.makeDirectories(for: folder + "/" + BuildState.fileName)
      } catch {
        Self.removeEmpty(made)
        if case .notAFolder(folder, folder) = error {
          throw .outputDirectory(path: folder, reason: "it is a file")
        }
        // Making folders never finds a file chevgen does not own, the one
        // message that names the output folder's option.
        throw .outputDirectory(path: folder, reason: error.message(naming: \.rawValue))
      }
    }
    return made
  }

  private var stateFile: String { stateDirectory + "/" + BuildState.fileName }

  /// The last run's state when every path in it is sound, the files it
  /// shows chevgen wrote, and what it says of any other file. A state that is
  /// not sound is ignored, with a warning: nothing it lists is kept or
  /// removed, and its sound paths alone may be overwritten.
  private func readState(
    _ folder: OutputFolder, warnings: inout [String]
  ) -> (state: BuildState, owned: Set<String>, witness: AssetError.StateWitness) {
    guard let status = FileStatus(stateFile, followingLinks: false) else {
      return (BuildState(units: []), [], .missing)
    }
    let state: BuildState
    do throws(FileError) {
      guard status.kind == .regular else {
        throw .unreadable(path: stateFile, reason: "it is not a regular file")
      }
      state = BuildState(bytes: try FileReader.bytes(at: stateFile))
    } catch {
      let reason = error.message(naming: \.rawValue)
      warnings.append("cannot read \(BuildState.fileName) (\(reason)); rebuilding everything")
      return (BuildState(units: []), [], .ignored(problem: "cannot be read (\(reason))"))
    }
    guard let problem = state.problem(in: folder) else {
      let owned = Set(state.files.map(\.path))
      return (state, owned, owned.isEmpty ? .missing : .silent)
    }
    warnings.append(
      "\(BuildState.fileName) \(problem); ignoring it and rebuilding everything")
    return (BuildState(units: []), state.soundPaths(in: folder), .ignored(problem: problem))
  }

  /// Temporary files a killed run left: in the output directory and the state's,
  /// and, when the state lists files a run was about to write
  /// (it was killed after that), in every folder the state names.
  private static func removeTemporaryFiles(
    _ state: BuildState, outputDirectory: String, stateDirectory: String
  ) {
    var directories: Set<String> = [outputDirectory, stateDirectory]
    if state.units.contains(where: { $0.id == BuildState.pendingID }) {
      for path in state.files.map(\.path) {
        directories.insert(
          PathText.folder(of: path).map { outputDirectory + "/" + $0 } ?? outputDirectory)
      }
    }
    removeTemporaryFiles(in: directories)
  }

  /// Removes the temporary files of killed runs from `directories`.
  private static func removeTemporaryFiles(in directories: Set<String>) {
    for directory in directories {
      // The lock is held: every temporary file of a build here is a killed run's.
      for name in DirectoryCheck.names(in: directory) ?? []
      where FileTransaction.temporaryFileOwner(name) != nil {
        FileSystem.removeFile(directory + "/" + name)
      }
    }
  }

  /// Refuses, before anything is drawn, whatever stands where this run writes:
  /// a file chevgen did not write, a symbolic link, a folder where a file goes
  /// or a file where a folder goes. Returns every path the run may write
  /// (an Android drawable's both names: the art decides which it is).
  private func checkPaths(
    _ units: [BuildPlan.Unit], aggregates: Bool, _ plan: BuildPlan, in folder: OutputFolder,
    owned: Set<String>, witness: AssetError.StateWitness
  ) throws(AssetError) -> [String] {
    let (manifest, layout) = (plan.manifest, plan.layout)
    var files = ParallelMap.map(units) {
      AssetPlan.files(button: $0.index, variant: $0.variant, manifest: manifest, layout: layout)
    }.flatMap { $0 }
    if aggregates { files += AssetPlan.aggregates(plan.manifest, layout: plan.layout) }
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    // Whether each file's folder is there, asked once per folder: a cold
    // build's folders are not, and nothing in them needs a look.
    var present: [Substring: Bool] = [:]
    var foreign: [String] = []
    for file in files {
      let slash = PathText.lastSlash(in: file.path)
      let parent = file.path[..<(slash ?? file.path.startIndex)]
      let isPresent: Bool
      if let known = present[parent] {
        isPresent = known
      } else {
        if let obstacle = folder.obstacle(before: file.path, checked: &checked) {
          throw .outputPath(obstacle, directory: outputDirectory)
        }
        isPresent = parent.isEmpty || folder.kind(String(parent)) == .directory
        present[parent] = isPresent
      }
      guard isPresent else { continue }
      for name in file.names {
        switch folder.kind(name) {
        case nil: continue
        case .regular: if !owned.contains(name) { foreign.append(name) }
        case .symbolicLink: throw .outputPath(.link(name), directory: outputDirectory)
        default: throw .outputPath(.notAFile(name), directory: outputDirectory)
        }
      }
    }
    if let first = foreign.first {
      throw .foreignFile(
        path: outputDirectory + "/" + first, others: foreign.count - 1, state: witness)
    }
    return files.flatMap(\.names)
  }

  /// Refuses `units` when they would take more pixels than the build's
  /// budget, from the art's sizes alone, or when a glass platter's `place`
  /// puts it wholly off its backdrop, so that such a build is refused before
  /// any drawing; returns the shaper pools they draw with.
  private func checkBudget(
    _ units: [BuildPlan.Unit], _ plan: BuildPlan
  ) throws(AssetError) -> (pools: [FontChoice: ShaperPool], insets: BarInsets) {
    let (manifest, layout) = (plan.manifest, plan.layout)
    let pools = units.isEmpty ? [:] : try shaperPools(manifest)
    let insets = Self.barInsets(plan, pools: pools)
    let sizes = ParallelMap.map(units) { unit in
      Result { () throws(AssetError) -> Int in
        try AssetRasterizer.pixels(
          unit.button, unit.variant, layout: layout,
          shapers: Self.shapers(for: unit.button, in: pools, theme: manifest.theme),
          backdrops: plan.backdrops, insets: insets)
      }
    }
    var pixels = 0
    for size in sizes {
      pixels += try size.get()
    }
    guard pixels <= pixelLimit else {
      throw .manifest(.invalid([ManifestLimits.overBudget(manifest, limit: pixelLimit)]))
    }
    return (pools, insets)
  }

  /// Where the buttons placed on an edge of the screen lie, their platters
  /// measured with `pools`.
  private static func barInsets(_ plan: BuildPlan, pools: [FontChoice: ShaperPool]) -> BarInsets {
    let (theme, layout, backdrops) = (plan.manifest.theme, plan.layout, plan.backdrops)
    return BarInsets(plan.manifest) { button, locale throws(AssetError) in
      try AssetRasterizer.platterWidth(
        of: button, locale: locale, layout: layout,
        shapers: shapers(for: button, in: pools, theme: theme), backdrops: backdrops)
    }
  }

  /// Draws `units` on every core and stages each one's files as it is drawn:
  /// their buttons, in order. After a failure, the units after it that have
  /// not started are not drawn; those before it are, so that the failure
  /// reported is the first in the manifest's order, whichever thread met it.
  private func draw(
    _ units: [BuildPlan.Unit], _ plan: BuildPlan, pools: [FontChoice: ShaperPool],
    insets: BarInsets, staging: UnitStaging, progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> [UnitStaging.Staged] {
    let (theme, layout, backdrops) = (plan.manifest.theme, plan.layout, plan.backdrops)
    let counter = Counter()
    let cache = TextlessArtCache()
    let repeated = RepeatedArt(units)
    // What glass computes once for the build; dropped when the drawing is done.
    let caches = drawingCaches()
    let results = ParallelMap.map(Array(units.enumerated())) {
      index, unit -> Result<UnitStaging.Staged, AssetError>? in
      guard index < counter.firstFailure else { return nil }
      let result = Result { () throws(AssetError) -> UnitStaging.Staged in
        let button = try AssetRasterizer.render(
          unit.button, unit.variant, layout: layout,
          shapers: Self.shapers(for: unit.button, in: pools, theme: theme), backdrops: backdrops,
          insets: insets, textless: cache, repeated: repeated, caches: caches)
        return try staging.stage(button)
      }
      if case .failure = result { counter.fail(at: index) }
      progress(counter.increment(), units.count)
      return result
    }
    var drawn: [UnitStaging.Staged] = []
    for case .failure(let error) in results.compactMap({ $0 }) { throw error }
    for case .success(let staged) in results.compactMap({ $0 }) { drawn.append(staged) }
    return drawn
  }

  /// The pool that shapes `button`'s titles: its look's font's.
  private static func shapers(
    for button: ManifestButton, in pools: [FontChoice: ShaperPool], theme: ManifestTheme
  ) -> ShaperPool? {
    pools[AssetRasterizer.look(for: button, theme: theme).font]
  }

  /// One shaper pool per font the titled buttons use, each font loaded once up front.
  func shaperPools(_ manifest: Manifest) throws(AssetError) -> [FontChoice: ShaperPool] {
    var pools: [FontChoice: ShaperPool] = [:]
    for button in manifest.buttons where !button.titles.isEmpty {
      let font = AssetRasterizer.look(for: button, theme: manifest.theme).font
      guard pools[font] == nil else { continue }
      do throws(TextError) {
        pools[font] = try ShaperPool(font: font)
      } catch { throw .font(manifest.path, error) }
    }
    return pools
  }

  private func writeState(_ state: BuildState) throws(AssetError) {
    try writeState(state.bytes)
  }

  /// Writes the state file's bytes whole, through a temporary file.
  private func writeState(_ bytes: [UInt8]) throws(AssetError) {
    let transaction = FileTransaction()
    do throws(FileError) {
      try transaction.stage(bytes, at: stateFile)
      try transaction.commit()
    } catch { throw .files(error) }
  }

  /// Removes the files `old` lists that `state` does not, never through a
  /// link, then the folders that leaves empty (and those a killed run made):
  /// nothing chevgen did not write is touched. Returns the paths removed;
  /// those that could not be stay chevgen's in `state` (a warning says so),
  /// for the next run to remove.
  private func sweep(
    _ old: BuildState, keeping state: inout BuildState, in folder: OutputFolder,
    warnings: inout [String]
  ) -> [String] {
    let wanted = Set(state.files.map(\.path))
    let records = Dictionary(old.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    var removed: [String] = []
    var stuck: [BuildState.FileRecord] = []
    var failure = ""
    for record in records.values.sorted(by: { $0.path < $1.path })
    where !wanted.contains(record.path) {
      switch folder.remove(record.path, checked: &checked) {
      case .removed: removed.append(record.path)
      case .absent: continue
      case .failed(let error):
        stuck.append(record)
        failure = error
      }
    }
    folder.removeEmptyFolders(of: old.files.map(\.path))
    if let first = stuck.first {
      let more = stuck.count > 1 ? " and \(stuck.count - 1) more files" : ""
      warnings.append(
        "cannot remove \(ManifestReader.quote(outputDirectory + "/" + first.path))\(more) no "
          + "longer declared (\(failure)); the next run tries again")
      state.units.append(
        BuildState.Unit(id: BuildState.leftoverID, key: "-", layout: [], files: stuck))
    }
    return removed
  }

  /// The manifest with font paths resolved against its directory.
  func resolvedManifest() -> Manifest {
    var manifest = self.manifest
    let base = PathText.folderPrefix(of: manifest.path)
    func resolve(_ path: String) -> String { PathText.isAbsolute(path) ? path : base + path }
    manifest.theme.font = manifest.theme.font.map(resolve)
    manifest.theme.fallbackFonts = manifest.theme.fallbackFonts.map(resolve)
    func resolveFile(_ text: String) -> String {
      GlassBackdrop.namesColor(text) ? text : resolve(text)
    }
    manifest.theme.backdrop = manifest.theme.backdrop.map(resolveFile)
    manifest.theme.backdrops = manifest.theme.backdrops.mapValues(resolveFile)
    return manifest
  }
}

/// Counts finished units across threads for the progress callback, and
/// tells the threads which unit failed first.
private final class Counter: Sendable {
  private let count = Mutex(0)
  private let failure = Atomic(Int.max)

  /// The lowest index of a unit that failed; `Int.max` while none has.
  var firstFailure: Int { failure.load(ordering: .relaxed) }

  func fail(at index: Int) { failure.min(index, ordering: .relaxed) }

  func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
