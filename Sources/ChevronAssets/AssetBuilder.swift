import ChevGenKit
import ChevronGeometry
import ChevronText
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The asset-pipeline step: draws every declared button and writes the catalog,
/// nine-patches, stylesheet and index, redrawing only what changed.
public struct AssetBuilder: Sendable {
  /// Part of every input hash: a new chevgen redraws everything once.
  public static let version = "0.1.0"

  public var manifest: Manifest
  public var outputDirectory: String

  public init(manifest: Manifest, outputDirectory: String) {
    self.manifest = manifest
    self.outputDirectory = outputDirectory
  }

  /// One button in one locale (or, unlocalised, one direction): drawn as a whole.
  struct Unit: Sendable {
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
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw .outputDirectory(path: directory, reason: "it is a file")
    }
    do throws(ChevGenError) {
      try DirectoryCheck.makeDirectories(for: directory + "/" + BuildState.fileName)
    } catch { throw .outputDirectory(path: directory, reason: error.message) }
    let lock = try BuildLock(directory: directory, waiting: waiting)
    defer { withExtendedLifetime(lock) {} }

    let manifest = resolvedManifest()
    let pools = try shaperPools(manifest)
    let old = BuildState(
      text: (try? FileReader.bytes(at: stateFile)).map {
        String(decoding: $0, as: UTF8.self)
      } ?? "")
    removeTemporaryFiles(old)
    let units = try self.units(manifest)
    let layout = AssetLayout(manifest: manifest)

    // A unit is kept when its inputs hash the same and its files are untouched.
    let previous = Dictionary(old.units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var kept: [Int: RenderedButton] = [:]
    for (index, unit) in units.enumerated() {
      guard let record = previous[unit.id], record.key == unit.key,
        record.files.allSatisfy({ BuildState.record($0.path, in: directory) == $0 }),
        let drawn = RenderedButton(
          layoutLines: record.layout, button: unit.button, style: manifest.theme.style,
          locale: unit.locale)
      else { continue }
      kept[index] = drawn
    }
    let toDraw = units.indices.filter { kept[$0] == nil }
    let counter = Counter()
    let results = ParallelMap.map(toDraw.map { units[$0] }) { unit in
      let result = Result { () throws(AssetError) -> RenderedButton in
        try AssetRenderer.render(
          unit.button, locale: unit.locale, direction: unit.direction, manifest: manifest,
          shapers: pools[AssetRenderer.request(for: unit.button, theme: manifest.theme).fontChoice])
      }
      progress(counter.increment(), toDraw.count)
      return result
    }
    var drawnUnits = kept
    for (index, result) in zip(toDraw, results) {
      drawnUnits[index] = try result.get()
    }
    let drawn = units.indices.map { drawnUnits[$0]! }

    // Stage the drawn units' files and every aggregate whose bytes changed.
    let transaction = FileTransaction()
    var written: [String] = []
    var unitFiles: [[String]] = []
    for (index, unit) in drawn.enumerated() {
      var files: [(String, [UInt8])] = []
      for image in unit.images {
        if manifest.outputs.contains(.xcassets), let path = layout.catalogFile(unit, image) {
          files.append((path, image.png))
        }
        if manifest.outputs.contains(.android) {
          files.append((layout.androidFile(unit, image), image.ninePatch ?? image.png))
        }
        if manifest.outputs.contains(.css) {
          files.append((layout.cssFile(unit, image), image.png))
        }
      }
      unitFiles.append(files.map(\.0))
      guard kept[index] == nil else { continue }
      for (path, bytes) in files {
        try stage(bytes, at: path, transaction)
        written.append(path)
      }
    }
    var aggregates: [(String, [UInt8])] = []
    if manifest.outputs.contains(.xcassets) {
      aggregates.append(("\(AssetLayout.catalog)/Contents.json", bytes(CatalogContents.root)))
      for button in manifest.buttons {
        let units = drawn.filter { $0.button.name == button.name }
        for state in manifest.states {
          aggregates.append(
            (
              layout.imageSet(button.name, state) + "/Contents.json",
              bytes(CatalogContents.imageSet(state: state, drawn: units, layout: layout))
            ))
        }
      }
    }
    if manifest.outputs.contains(.css) {
      aggregates.append(
        (AssetLayout.stylesheet, Array(Stylesheet.css(drawn, layout: layout).utf8)))
    }
    aggregates.append((AssetLayout.index, bytes(AssetIndex.json(drawn, layout: layout))))
    for (path, bytes) in aggregates
    where (try? FileReader.bytes(at: directory + "/" + path)) != bytes {
      try stage(bytes, at: path, transaction)
      written.append(path)
    }

    // Before anything is renamed into place, the state lists every file this run
    // may write, so that a run killed half-way is cleaned up by the next one.
    let wanted = Set(unitFiles.joined()).union(aggregates.map(\.0))
    let pending = BuildState(
      units: old.units
        + [
          BuildState.Unit(
            id: "pending", key: "-", layout: [],
            files: written.map { BuildState.FileRecord(path: $0, size: -1, modified: -1) })
        ])
    if !written.isEmpty { try writeState(pending) }
    do throws(ChevGenError) { try transaction.commit() } catch { throw .files(error) }

    // Files the last run wrote that are no longer wanted go; nothing else is touched.
    var removed: [String] = []
    for path in Set(old.files.map(\.path)).subtracting(wanted).sorted() {
      if unlink(directory + "/" + path) == 0 {
        removed.append(path)
        removeEmptyParents(of: path)
      }
    }

    var records: [BuildState.Unit] = []
    for (index, unit) in units.enumerated() {
      records.append(
        BuildState.Unit(
          id: unit.id, key: unit.key, layout: drawn[index].layoutLines,
          files: unitFiles[index].compactMap { BuildState.record($0, in: directory) }))
    }
    records.append(
      BuildState.Unit(
        id: "aggregates", key: "-", layout: [],
        files: aggregates.compactMap { BuildState.record($0.0, in: directory) }))
    let state = BuildState(units: records)
    if state != old { try writeState(state) }
    return BuildReport(
      units: units.count, drawnUnits: toDraw.count,
      drawnImages: toDraw.reduce(0) { $0 + drawnUnits[$1]!.images.count },
      writtenFiles: written, removedFiles: removed,
      warnings: toDraw.flatMap { drawnUnits[$0]!.warnings })
  }

  private var stateFile: String { outputDirectory + "/" + BuildState.fileName }

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
    common.combine(Self.version)
    common.combine(String(reflecting: manifest.theme))
    common.combine(String(reflecting: [manifest.states, manifest.appearances] as [Any]))
    common.combine(String(reflecting: manifest.scales))
    common.combine(String(reflecting: manifest.outputs))
    common.combine(manifest.locales.first?.description ?? "")
    var fontHashes: [String: String] = [:]
    var units: [Unit] = []
    for button in manifest.buttons {
      var hash = common
      hash.combine(String(reflecting: button.role))
      hash.combine(button.name)
      hash.combine(String(reflecting: button.width))
      if !button.titles.isEmpty {
        let font = AssetRenderer.request(for: button, theme: manifest.theme).fontChoice
        for file in [font.file] + font.fallbackFiles {
          if fontHashes[file] == nil {
            var fontHash = ContentHash()
            do throws(ChevGenError) {
              fontHash.combine(try FileReader.bytes(at: file))
            } catch { throw .files(error) }
            fontHashes[file] = fontHash.hex
          }
          hash.combine(fontHashes[file]!)
        }
        hash.combine(String(reflecting: font.size))
      }
      // Titled art is drawn per locale; untitled art once, or once per
      // direction for the back chevron, which mirrors.
      let variants: [(AssetLocale?, LayoutDirection?)] =
        !button.titles.isEmpty && !manifest.locales.isEmpty
        ? manifest.locales.map { ($0, nil) }
        : (button.role == .back ? [(nil, .leftToRight), (nil, .rightToLeft)] : [(nil, nil)])
      for (locale, direction) in variants {
        var unitHash = hash
        unitHash.combine(locale?.description ?? "-")
        unitHash.combine(direction?.rawValue ?? "-")
        unitHash.combine(button.title(for: locale) ?? "-")
        let id = [button.name, locale?.description ?? "-", direction?.rawValue ?? "-"]
          .joined(separator: " ")
        units.append(
          Unit(button: button, locale: locale, direction: direction, id: id, key: unitHash.hex))
      }
    }
    return units
  }

  private func stage(
    _ bytes: [UInt8], at path: String, _ transaction: FileTransaction
  ) throws(AssetError) {
    let full = outputDirectory + "/" + path
    do throws(ChevGenError) {
      try DirectoryCheck.makeDirectories(for: full)
      try transaction.stage(bytes, at: full)
    } catch { throw .files(error) }
  }

  private func bytes(_ json: JSONValue) -> [UInt8] {
    Array(json.serialized().utf8)
  }

  private func writeState(_ state: BuildState) throws(AssetError) {
    let transaction = FileTransaction()
    do throws(ChevGenError) {
      try transaction.stage(Array(state.text.utf8), at: stateFile)
      try transaction.commit()
    } catch { throw .files(error) }
  }

  /// Temporary files a killed run left in the directories chevgen writes.
  private func removeTemporaryFiles(_ state: BuildState) {
    let directories = Set(
      state.files.map(\.path).map { path in
        path.lastIndex(of: "/").map { outputDirectory + "/" + path[..<$0] } ?? outputDirectory
      }
    ).union([outputDirectory])
    for directory in directories {
      for name in DirectoryCheck.names(in: directory) ?? []
      where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".chevgen-") {
        unlink(directory + "/" + name)
      }
    }
  }

  /// Removes the folders above `path` that its removal left empty, up to the output directory.
  private func removeEmptyParents(of path: String) {
    var current = path
    while let slash = current.lastIndex(of: "/") {
      current = String(current[..<slash])
      guard rmdir(outputDirectory + "/" + current) == 0 else { return }
    }
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
