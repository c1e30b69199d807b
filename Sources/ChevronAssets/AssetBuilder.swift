import ChevGenKit
import ChevronGeometry
import ChevronSupport
import ChevronText
import Synchronization

/// The asset-pipeline step: draws every declared button and writes the catalog,
/// nine-patches, stylesheet and index, redrawing only what changed.
public struct AssetBuilder: Sendable {
  /// Part of every input hash: a new chevgen redraws everything once.
  public static let version = "0.1.0"
  /// Also part of every input hash, so that a build of the same version whose
  /// files come out different redraws everything once: raise it with any change
  /// to the bytes of any output. 2: stretching CSS rules clear the background.
  static let outputRevision = 2

  public var manifest: Manifest
  public var outputDirectory: String
  /// Where the state and the lock live: the output directory unless the outputs
  /// are shipped as they are (a SwiftPM plugin's resources), where they would travel along.
  public var stateDirectory: String
  /// The most pixels the build draws; lower only in tests.
  var pixelLimit = ManifestLimits.maximumPixels

  public init(manifest: Manifest, outputDirectory: String, stateDirectory: String? = nil) {
    self.manifest = manifest
    self.outputDirectory = outputDirectory
    self.stateDirectory = stateDirectory ?? outputDirectory
  }

  /// One button in one locale (or, unlocalised, one direction): drawn as a whole.
  struct Unit: Sendable {
    /// The button's place in the manifest's buttons.
    var index: Int
    var button: ManifestButton
    var locale: AssetLocale?
    var direction: LayoutDirection?
    var id: String
    var key: String
  }

  /// Builds; `progress` hears (units done, units to draw) from any thread,
  /// `waiting` hears that another build holds the lock.
  public func build(
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
    waiting: () -> Void = {}
  ) throws(AssetError) -> BuildReport {
    let directory = outputDirectory
    // Units first: their hashes read the fonts, and a missing one must leave no folder behind.
    let manifest = resolvedManifest()
    let units = try self.units(manifest)
    for folder in Set([directory, stateDirectory]) {
      if let status = FileStatus(folder), !status.isDirectory {
        throw .outputDirectory(path: folder, reason: "it is a file")
      }
      do throws(FileError) {
        try DirectoryCheck.makeDirectories(for: folder + "/" + BuildState.fileName)
      } catch { throw .outputDirectory(path: folder, reason: error.message(outputOption: "--out")) }
    }
    let lock: FileLock
    do throws(FileError) {
      lock = try FileLock(path: stateDirectory + "/" + BuildState.lockFileName, waiting: waiting)
    } catch {
      guard case .lockFailed(_, let reason) = error else { throw .files(error) }
      throw .outputDirectory(path: stateDirectory, reason: reason)
    }
    defer { withExtendedLifetime(lock) {} }

    let folder = OutputFolder(root: directory)
    var warnings: [String] = []
    let (old, owned) = readState(folder, warnings: &warnings)
    removeTemporaryFiles(old)
    let layout = AssetLayout(manifest: manifest)

    // A unit is kept when its inputs hash the same and its files are untouched;
    // checked on every core, as a large manifest lists tens of thousands of files.
    let previous = Dictionary(old.units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var kept = ParallelMap.map(units) { unit in
      previous[unit.id].flatMap { $0.key == unit.key && $0.isIntact(in: directory) ? $0 : nil }
    }
    // The catalog's Contents.json, the stylesheet and the index depend on the
    // units' keys alone: when those are the same, so are they.
    let aggregateKey = Self.aggregateKey(units)
    let keptAggregates = previous[BuildState.aggregatesID].flatMap {
      $0.key == aggregateKey && $0.isIntact(in: directory) ? $0 : nil
    }
    var laidOut: [Int: RenderedButton] = [:]
    if keptAggregates == nil {
      for (index, unit) in units.enumerated() {
        guard let record = kept[index] else { continue }
        laidOut[index] = RenderedButton(
          layoutLines: record.layout, button: unit.button, style: manifest.theme.style,
          locale: unit.locale)
        if laidOut[index] == nil { kept[index] = nil }
      }
    }

    let toDraw = units.indices.filter { kept[$0] == nil }
    try checkPaths(
      toDraw.map { units[$0] }, aggregates: keptAggregates == nil, manifest, layout, in: folder,
      owned: owned)
    let pools = toDraw.isEmpty ? [:] : try shaperPools(manifest)
    let drawn = try draw(toDraw, of: units, manifest, pools, progress: progress)

    // Every file to write: the drawn units' images, and each aggregate whose bytes changed.
    var files: [(path: String, bytes: [UInt8])] = []
    var unitFiles: [[String]] = []
    for index in units.indices {
      if let record = kept[index] {
        unitFiles.append(record.files.map(\.path))
      } else {
        let output = self.files(of: drawn[index]!, manifest, layout)
        unitFiles.append(output.map(\.path))
        files += output
      }
    }
    var aggregatePaths = keptAggregates?.files.map(\.path) ?? []
    if keptAggregates == nil {
      let aggregates = self.aggregates(
        units.indices.map { drawn[$0] ?? laidOut[$0]! }, manifest, layout)
      aggregatePaths = aggregates.map(\.path)
      files += aggregates.filter {
        (try? FileReader.bytes(at: directory + "/" + $0.path)) != $0.bytes
      }
    }

    // Before the first temporary file is made, the state lists every file this
    // run may write, so that a run killed half-way is cleaned up by the next one.
    if !files.isEmpty {
      let pending = BuildState.Unit(
        id: BuildState.pendingID, key: "-", layout: [],
        files: files.map { BuildState.FileRecord(path: $0.path, size: -1, modified: -1) })
      try writeState(BuildState(units: old.units + [pending]))
    }
    let transaction = try stage(files)
    do throws(FileError) { try transaction.commit() } catch { throw .files(error) }

    var records = units.indices.map { index in
      kept[index]
        ?? BuildState.Unit(
          id: units[index].id, key: units[index].key, layout: drawn[index]!.layoutLines,
          files: unitFiles[index].compactMap { BuildState.record($0, in: directory) })
    }
    records.append(
      keptAggregates
        ?? BuildState.Unit(
          id: BuildState.aggregatesID, key: aggregateKey, layout: [],
          files: aggregatePaths.compactMap { BuildState.record($0, in: directory) }))
    var state = BuildState(units: records)
    // Files the last run wrote that are no longer wanted go; nothing else is
    // touched. An unchanged state lists exactly the files it listed before.
    var removed: [String] = []
    if state != old {
      let stuck: [BuildState.FileRecord]
      (removed, stuck) = removeUnwanted(old, keeping: state, in: folder, warnings: &warnings)
      if !stuck.isEmpty {
        state.units.append(
          BuildState.Unit(id: BuildState.leftoverID, key: "-", layout: [], files: stuck))
      }
      try writeState(state)
    }
    // The unlocalised back chevron is drawn both ways, with the same warnings.
    var seen: Set<String> = []
    return BuildReport(
      units: units.count, drawnUnits: toDraw.count,
      drawnImages: toDraw.reduce(0) { $0 + drawn[$1]!.images.count },
      writtenFiles: files.map(\.path), removedFiles: removed,
      warnings: (warnings + toDraw.flatMap { drawn[$0]!.warnings }).filter {
        seen.insert($0).inserted
      })
  }

  /// Draws the units at `indices` on every core, within the build's pixel budget.
  private func draw(
    _ indices: [Int], of units: [Unit], _ manifest: Manifest, _ pools: [FontChoice: ShaperPool],
    progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> [Int: RenderedButton] {
    let counter = Counter()
    let budget = DrawingBudget(pixels: pixelLimit)
    let results = ParallelMap.map(indices.map { units[$0] }) {
      unit -> Result<RenderedButton, AssetError>? in
      guard budget.hasRoom else { return nil }
      let result = Result { () throws(AssetError) -> RenderedButton in
        try AssetRenderer.render(
          unit.button, locale: unit.locale, direction: unit.direction, manifest: manifest,
          shapers: pools[AssetRenderer.request(for: unit.button, theme: manifest.theme).fontChoice])
      }
      if case .success(let button) = result { budget.spend(on: button) }
      progress(counter.increment(), indices.count)
      return result
    }
    guard budget.hasRoom else {
      throw .manifest(.invalid([ManifestLimits.overBudget(manifest, limit: pixelLimit)]))
    }
    var drawn: [Int: RenderedButton] = [:]
    for (index, result) in zip(indices, results) {
      drawn[index] = try result?.get()
    }
    return drawn
  }

  /// The files of one drawn unit, per image and output.
  private func files(
    of unit: RenderedButton, _ manifest: Manifest, _ layout: AssetLayout
  ) -> [(path: String, bytes: [UInt8])] {
    var files: [(path: String, bytes: [UInt8])] = []
    for image in unit.images {
      let named = AssetLayout.Image(unit, image)
      for (output, path) in layout.files(of: named, ninePatch: image.slice != nil) {
        files.append((path, output == .android ? image.ninePatch ?? image.png : image.png))
      }
    }
    return files
  }

  /// The files that describe every unit together: the catalog's Contents.json
  /// files, the stylesheet and the index.
  private func aggregates(
    _ units: [RenderedButton], _ manifest: Manifest, _ layout: AssetLayout
  ) -> [(path: String, bytes: [UInt8])] {
    var aggregates: [(path: String, bytes: [UInt8])] = []
    if manifest.outputs.contains(.xcassets) {
      aggregates.append(("\(AssetLayout.catalog)/Contents.json", bytes(CatalogContents.root)))
      let byName = Dictionary(grouping: units, by: \.button.name)
      for button in manifest.buttons {
        for state in manifest.states {
          let contents = CatalogContents.imageSet(
            state: state, drawn: byName[button.name] ?? [], layout: layout)
          aggregates.append(
            (layout.imageSet(button.name, state) + "/Contents.json", bytes(contents)))
        }
      }
    }
    if manifest.outputs.contains(.css) {
      aggregates.append((AssetLayout.stylesheet, Array(Stylesheet.css(units, layout: layout).utf8)))
    }
    aggregates.append((AssetLayout.index, bytes(AssetIndex.json(units, layout: layout))))
    return aggregates
  }

  /// The hash the aggregates depend on: every unit's id and key, in order.
  static func aggregateKey(_ units: [Unit]) -> String {
    var hash = ContentHash()
    hash.combine("\(version) \(outputRevision)")
    for unit in units {
      hash.combine(unit.id)
      hash.combine(unit.key)
    }
    return hash.hex
  }

  private var stateFile: String { stateDirectory + "/" + BuildState.fileName }

  /// The manifest with font paths resolved against its directory.
  func resolvedManifest() -> Manifest {
    var manifest = self.manifest
    let base = manifest.path.lastIndex(of: "/").map { String(manifest.path[...$0]) } ?? ""
    func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }
    manifest.theme.font = manifest.theme.font.map(resolve)
    manifest.theme.fallbackFonts = manifest.theme.fallbackFonts.map(resolve)
    return manifest
  }

  /// One shaper pool per font the titled buttons use, each font loaded once up front.
  func shaperPools(_ manifest: Manifest) throws(AssetError) -> [FontChoice: ShaperPool] {
    var pools: [FontChoice: ShaperPool] = [:]
    for button in manifest.buttons where !button.titles.isEmpty {
      let font = AssetRenderer.request(for: button, theme: manifest.theme).fontChoice
      guard pools[font] == nil else { continue }
      do throws(TextError) {
        pools[font] = try ShaperPool(font: font)
      } catch { throw .font(manifest.path, error) }
    }
    return pools
  }

  /// Every unit with the hash of everything its images depend on.
  func units(_ manifest: Manifest) throws(AssetError) -> [Unit] {
    var common = ContentHash()
    common.combine("\(Self.version) \(Self.outputRevision)")
    common.combine(String(reflecting: manifest.theme))
    common.combine(String(reflecting: [manifest.states, manifest.appearances] as [Any]))
    common.combine(String(reflecting: manifest.scales))
    common.combine(String(reflecting: manifest.outputs))
    common.combine(manifest.locales.first?.description ?? "")
    var fontHashes: [String: String] = [:]
    var units: [Unit] = []
    for (index, button) in manifest.buttons.enumerated() {
      var hash = common
      hash.combine(String(reflecting: button.role))
      hash.combine(button.name)
      hash.combine(String(reflecting: button.width))
      if !button.titles.isEmpty {
        let font = AssetRenderer.request(for: button, theme: manifest.theme).fontChoice
        for file in [font.file] + font.fallbackFiles {
          if fontHashes[file] == nil {
            var fontHash = ContentHash()
            do throws(FileError) {
              fontHash.combine(try FileReader.bytes(at: file))
            } catch {
              guard case .unreadable(_, let reason) = error else { throw .files(error) }
              throw .fontFile(manifest: manifest.path, path: file, reason: reason)
            }
            fontHashes[file] = fontHash.hex
          }
          hash.combine(fontHashes[file]!)
        }
        hash.combine(String(reflecting: font.size))
      }
      for (locale, direction) in AssetPlan.variants(of: button, manifest) {
        var unitHash = hash
        unitHash.combine(locale?.description ?? "-")
        unitHash.combine(direction?.rawValue ?? "-")
        unitHash.combine(button.title(for: locale) ?? "-")
        let id = [button.name, locale?.description ?? "-", direction?.rawValue ?? "-"]
          .joined(separator: " ")
        units.append(
          Unit(
            index: index, button: button, locale: locale, direction: direction, id: id,
            key: unitHash.hex))
      }
    }
    return units
  }

  /// Writes every file to a temporary beside it, on every core; nothing is renamed yet.
  private func stage(_ files: [(path: String, bytes: [UInt8])]) throws(AssetError)
    -> FileTransaction
  {
    let directory = outputDirectory
    // One file per folder, so that a folder that cannot be made is reported with a real file.
    let folders = Dictionary(
      files.map { ($0.path.lastIndex(of: "/").map($0.path.prefix(upTo:)) ?? "", $0.path) },
      uniquingKeysWith: { first, _ in first })
    do throws(FileError) {
      for (_, file) in folders.sorted(by: { $0.key < $1.key }) {
        try DirectoryCheck.makeDirectories(for: directory + "/" + file)
      }
    } catch { throw .files(error) }
    let transaction = FileTransaction()
    let failures = ParallelMap.map(files) { file in
      Result { () throws(FileError) in
        try transaction.stage(file.bytes, at: directory + "/" + file.path)
      }
    }
    for failure in failures {
      do throws(FileError) { try failure.get() } catch { throw .files(error) }
    }
    return transaction
  }

  private func bytes(_ json: JSONValue) -> [UInt8] {
    Array(json.serialized().utf8)
  }

  private func writeState(_ state: BuildState) throws(AssetError) {
    let transaction = FileTransaction()
    do throws(FileError) {
      try transaction.stage(Array(state.text.utf8), at: stateFile)
      try transaction.commit()
    } catch { throw .files(error) }
  }

  /// Temporary files a killed run left: in the output directory and the state's,
  /// and, when the state lists files a run was about to write
  /// (it was killed after that), in every folder the state names.
  private func removeTemporaryFiles(_ state: BuildState) {
    var directories: Set<String> = [outputDirectory, stateDirectory]
    if state.units.contains(where: { $0.id == BuildState.pendingID }) {
      for path in state.files.map(\.path) {
        directories.insert(
          path.lastIndex(of: "/").map { outputDirectory + "/" + path[..<$0] } ?? outputDirectory)
      }
    }
    for directory in directories {
      // The lock is held: every temporary file of a build here is a killed run's.
      for name in DirectoryCheck.names(in: directory) ?? []
      where FileTransaction.temporaryFileOwner(name) != nil {
        FileSystem.removeFile(directory + "/" + name)
      }
    }
  }

  /// The last run's state when every path in it is sound, and the files it
  /// shows chevgen wrote. A state that is not sound is ignored, with a warning:
  /// nothing it lists is kept or removed, and its sound paths alone may be
  /// overwritten.
  private func readState(
    _ folder: OutputFolder, warnings: inout [String]
  ) -> (state: BuildState, owned: Set<String>) {
    guard let status = FileStatus(stateFile, followingLinks: false) else {
      return (BuildState(units: []), [])
    }
    let state: BuildState
    do throws(FileError) {
      guard status.kind == .regular else {
        throw .unreadable(path: stateFile, reason: "it is not a regular file")
      }
      state = BuildState(bytes: try FileReader.bytes(at: stateFile))
    } catch {
      warnings.append(
        "cannot read \(BuildState.fileName) (\(error.message(outputOption: "--out"))); "
          + "rebuilding everything")
      return (BuildState(units: []), [])
    }
    guard let problem = state.problem(in: folder) else {
      return (state, Set(state.files.map(\.path)))
    }
    warnings.append(
      "\(BuildState.fileName) \(problem); ignoring it and rebuilding everything")
    return (BuildState(units: []), state.soundPaths(in: folder))
  }

  /// Refuses, before anything is drawn, whatever stands where this run writes:
  /// a file chevgen did not write, a symbolic link, a folder where a file goes
  /// or a file where a folder goes.
  private func checkPaths(
    _ units: [Unit], aggregates: Bool, _ manifest: Manifest, _ layout: AssetLayout,
    in folder: OutputFolder, owned: Set<String>
  ) throws(AssetError) {
    var files = units.flatMap {
      AssetPlan.files(
        button: $0.index, locale: $0.locale, direction: $0.direction, manifest: manifest,
        layout: layout)
    }
    if aggregates { files += AssetPlan.aggregates(manifest, layout: layout) }
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    var foreign: [String] = []
    for file in files {
      if let obstacle = folder.obstacle(before: file.path, checked: &checked) {
        throw .outputPath(obstacle, directory: outputDirectory)
      }
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
        path: outputDirectory + "/" + first, others: foreign.count - 1,
        hasState: !owned.isEmpty)
    }
  }

  /// Removes the files `old` lists that `state` does not, never through a
  /// link, then the folders that leaves empty (and those a killed run made);
  /// the paths removed, and the records of those that could not be, which
  /// stay chevgen's (a warning says so) for the next run to remove.
  private func removeUnwanted(
    _ old: BuildState, keeping state: BuildState, in folder: OutputFolder,
    warnings: inout [String]
  ) -> (removed: [String], stuck: [BuildState.FileRecord]) {
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
    }
    return (removed, stuck)
  }
}

/// Counts finished units across threads for the progress callback.
private final class Counter: Sendable {
  private let count = Mutex(0)
  func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
