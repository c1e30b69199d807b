import ChevGenCairo
import ChevGenFormat
import ChevGenManifest
import ChevGenPNG
import ChevGenText

/// `chevgen build`: draws every declared button and writes each output the
/// manifest asks for (the writers of `OutputTable`), redrawing only what
/// changed, in named phases: plan, lock, read the state, reuse, check the
/// paths, check the budget, draw and write, sweep, record the state.
public struct AssetBuilder: Sendable {
  /// Part of every input hash: a new chevgen redraws everything once.
  public static let version = ChevGenVersion.current
  /// Also part of every input hash: what the outputs mean, besides the
  /// manifest and its fonts. The digest of the source that draws and writes
  /// them (scripts/art-digest: every file of this module and of every module
  /// it depends on) and the versions of the libraries that draw, shape and
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
  /// The writers the manifest's outputs name; tests register more.
  var writers = OutputTable.standard

  public init(manifest: Manifest, outputDirectory: String, stateDirectory: String? = nil) {
    self.manifest = manifest
    self.outputDirectory = outputDirectory
    self.stateDirectory = stateDirectory ?? outputDirectory
  }

  /// Builds; `progress` hears (units done, units to draw) from any thread,
  /// `waiting` hears that another build holds the lock.
  public func build(
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
    waiting: () -> Void = {}
  ) throws(AssetError) -> BuildReport {
    // The plan first: it reads the fonts, and a missing one must leave no folder behind.
    let plan = try BuildPlan(manifest, revision: outputRevision, table: writers)
    let lock = try BuildLock(
      folders: [outputDirectory, stateDirectory], stateDirectory: stateDirectory,
      waiting: waiting)
    return try lock.holding { () throws(AssetError) in try build(plan, progress: progress) }
  }

  /// The phases after the plan, once the folders are made and locked.
  private func build(
    _ plan: BuildPlan, progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> BuildReport {
    let folder = OutputFolder(root: outputDirectory, table: writers)
    let stateFile = StateFile(directory: stateDirectory, outputDirectory: outputDirectory)
    var warnings = plan.layout.warnings
    let (old, owned, witness) = stateFile.read(folder, warnings: &warnings)
    stateFile.removeTemporaryFiles(after: old)
    let reuse = BuildReuse(plan, state: old, directory: outputDirectory)
    let files =
      AssetPlan.files(of: reuse.toDraw, layout: plan.layout)
      + (reuse.aggregates == nil ? plan.layout.plannedFiles : [])
    let planned = try folder.refuseObstacles(to: files, owned: owned, witness: witness)
    let drawing = try BuildDrawing(plan, units: reuse.toDraw)
    guard try drawing.pixels(reuse.toDraw) <= pixelLimit else {
      throw .manifest(.invalid([ManifestLimits.overBudget(plan.manifest, limit: pixelLimit)]))
    }
    let written = try BuildWrite(plan: plan, reuse: reuse, stateFile: stateFile, old: old).run(
      drawing, planned: planned, caches: drawingCaches, progress: progress)
    let removed = try record(
      written, plan, after: old, stateFile: stateFile, folder: folder, warnings: &warnings)
    // The unlocalised back chevron is drawn both ways, with the same warnings.
    var seen: Set<String> = []
    let drawn = written.drawn
    return BuildReport(
      counts: BuildCounts(plan), drawnUnits: drawn.count,
      drawnImages: drawn.reduce(0) { $0 + $1.button.images.count },
      writtenFiles: written.output.written, removedFiles: removed,
      warnings: (warnings + drawn.flatMap(\.button.warnings)).filter { seen.insert($0).inserted })
  }

  /// Records the state once everything is written, with the fingerprint a
  /// no-op build answers from, after sweeping the files no longer wanted;
  /// returns those removed. An unchanged state lists exactly the files it
  /// listed before: nothing to sweep. It is written anew only if its
  /// fingerprint's hash is stale, or over the list of files this run was
  /// about to write.
  private func record(
    _ written: BuildWrite.Written, _ plan: BuildPlan, after old: BuildState,
    stateFile: StateFile, folder: OutputFolder, warnings: inout [String]
  ) throws(AssetError) -> [String] {
    var state = written.output.state(in: outputDirectory)
    state.fingerprint = BuildShortcut.fingerprint(
      plan, warnings: warnings, outputDirectory: outputDirectory, stateDirectory: stateDirectory,
      revision: outputRevision)
    state.inputFiles = state.fingerprint == nil ? [] : plan.inputFiles
    guard written.pending || state != old || (state.fingerprint != nil && !old.bodyIntact)
    else { return [] }
    let removed = StaleFiles.remove(old, keeping: &state, in: folder, warnings: &warnings)
    try stateFile.write(state)
    return removed
  }

  /// The report of a build of the manifest at `path`, whose bytes hash to
  /// `sourceHash`, when the state shows it would be a no-op; nil when the
  /// manifest must be read and the full build run (see `BuildShortcut`).
  public static func upToDate(
    manifestPath path: String, sourceHash: String, outputDirectory: String,
    stateDirectory: String? = nil, waiting: () -> Void = {}
  ) -> BuildReport? {
    BuildShortcut.report(
      manifestPath: path, sourceHash: sourceHash, outputDirectory: outputDirectory,
      stateDirectory: stateDirectory ?? outputDirectory, revision: currentRevision,
      waiting: waiting)
  }
}
