import ChevGenFormat
import ChevGenKit
import ChevGenManifest
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// What a build draws, known before anything on disk but the fonts is read:
/// every unit with the hash of everything its images depend on, and where
/// each file goes.
struct BuildPlan {
  /// One button in one edition (a locale, a direction, textless): drawn as a whole.
  struct Unit: Sendable {
    /// The button's place in the manifest's buttons.
    var index: Int
    var button: ManifestButton
    var edition: ArtEdition
    /// `Back de -`: how the state names the unit.
    var id: String
    /// The hash of its inputs: the same key, the same images.
    var key: String
  }

  /// The manifest with font paths resolved.
  var manifest: Manifest
  /// The theme's glass backdrops (one for every appearance, or each its
  /// own), read and checked once for the whole build.
  var backdrops = GlassOverrides()
  var layout: AssetLayout
  var units: [Unit]
  /// The hash the aggregates (the catalog's Contents.json files, the stylesheet
  /// and the index) depend on: every unit's id and key, in order.
  var aggregateKey: String
  /// The font files the units depend on, as they were before they were read.
  var inputFiles: [BuildState.FileRecord]

  /// Hashes every unit's inputs, the manifest's paths resolved against its
  /// folder; the fonts are read here, so a missing one stops the build
  /// before anything is made.
  /// `revision`: `AssetBuilder.currentRevision`, what every output is keyed on.
  /// `table`: the writers a manifest's outputs name.
  init(
    _ manifest: Manifest, revision: String, table: OutputTable = .standard
  ) throws(AssetError) {
    let manifest = Self.resolvingPaths(manifest)
    var fonts: [String: (hash: String, record: BuildState.FileRecord?)] = [:]
    backdrops.backdrop = try manifest.theme.backdrop.map { text throws(AssetError) in
      try Self.backdrop(text, keyPath: "theme.backdrop", manifest, known: &fonts)
    }
    for appearance in Appearance.allCases {
      guard let text = manifest.theme.backdrops[appearance] else { continue }
      backdrops.backdrops[appearance] = try Self.backdrop(
        text, keyPath: "theme.backdrop.\(appearance.rawValue)", manifest, known: &fonts)
    }
    self.manifest = manifest
    layout = AssetLayout(manifest: manifest, table: table)
    units = try Self.units(layout, revision: revision, fonts: &fonts)
    inputFiles = fonts.values.compactMap(\.record).sorted { $0.path < $1.path }
    var hash = ContentHash()
    hash.combine("\(AssetBuilder.version) \(revision)")
    for unit in units {
      hash.combine(unit.id)
      hash.combine(unit.key)
    }
    aggregateKey = hash.hex
  }

  /// `manifest` with its font and backdrop paths resolved against its folder.
  static func resolvingPaths(_ manifest: Manifest) -> Manifest {
    var manifest = manifest
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

  /// Every unit of every button, in the manifest's order.
  private static func units(
    _ layout: AssetLayout, revision: String,
    fonts: inout [String: (hash: String, record: BuildState.FileRecord?)]
  ) throws(AssetError) -> [Unit] {
    let manifest = layout.manifest
    let common = commonHash(manifest, revision: revision)
    var units: [Unit] = []
    var edges: [ScreenModel.Edge: ContentHash] = [:]
    for (index, button) in manifest.buttons.enumerated() {
      var hash = common
      hash.combine(Self.hashSpelling(button.role))
      hash.combine(button.name)
      hash.combine(String(reflecting: button.width))
      // Only when given, so that a manifest without them keeps its keys.
      if button.prominent { hash.combine("prominent") }
      if let place = button.place { hash.combine(String(reflecting: place)) }
      if !button.titles.isEmpty {
        let font = AssetRasterizer.look(for: button, theme: manifest.theme).font
        for file in font.files {
          hash.combine(try fontHash(file, known: &fonts, manifest))
        }
        hash.combine(String(reflecting: font.size))
      }
      if let edge = BarInsets.edge(of: button) {
        // On an edge, its place follows the platters before it there: what
        // draws them (this hash so far) and their titles.
        let before = edges[edge]
        if let before { hash.combine(before.hex) }
        var after = before ?? ContentHash()
        after.combine(hash.hex)
        for locale in button.titles.keys.sorted() { after.combine(button.titles[locale] ?? "") }
        edges[edge] = after
      }
      for edition in ArtEdition.all(of: button, layout) {
        var unitHash = hash
        unitHash.combine(edition.id(button.name))
        // Textless art takes its line height from the default locale's title.
        let locale = edition.kind == .textless ? manifest.locales.first : edition.locale
        unitHash.combine(button.title(for: locale) ?? "-")
        units.append(
          Unit(
            index: index, button: button, edition: edition, id: edition.id(button.name),
            key: unitHash.hex))
      }
    }
    return units
  }

  /// The role as earlier versions hashed it (its reflection, when the type
  /// lived in ChevGenAssets), kept so that moving the type redraws nothing.
  static func hashSpelling(_ role: ButtonRole) -> String {
    let type = "ChevGenAssets.ButtonRole."
    return switch role {
    case .back: type + "back"
    case .close: type + "close"
    case .action(let purpose): type + "action(ChevGenGeometry.Purpose.\(purpose.rawValue))"
    }
  }

  /// The hash of what every unit depends on: chevgen's version and the
  /// manifest's settings.
  private static func commonHash(_ manifest: Manifest, revision: String) -> ContentHash {
    var common = ContentHash()
    common.combine("\(AssetBuilder.version) \(revision)")
    common.combine(String(reflecting: manifest.theme))
    common.combine(String(reflecting: [manifest.states, manifest.appearances] as [Any]))
    common.combine(String(reflecting: manifest.scales))
    common.combine(String(reflecting: manifest.outputs))
    common.combine(String(reflecting: manifest.android))
    common.combine(manifest.catalogVectors ? "vectors" : "")
    common.combine(manifest.locales.first?.description ?? "")
    return common
  }

  /// The glass backdrop `text` names, read and checked; a file is recorded
  /// with the fonts (`known`), so a changed backdrop redraws.
  private static func backdrop(
    _ text: String, keyPath: String, _ manifest: Manifest,
    known: inout [String: (hash: String, record: BuildState.FileRecord?)]
  ) throws(AssetError) -> GlassBackdrop {
    if !GlassBackdrop.namesColor(text) {
      let absolute = PathText.isAbsolute(text) ? text : DirectoryCheck.resolved(".") + "/" + text
      let record = FileStatus(text).map {
        BuildState.FileRecord(path: absolute, size: $0.size, modified: $0.modified)
      }
      known["backdrop " + text] = ("-", record)
    }
    do throws(ChevGenError) {
      return try BackdropFile.load(text, pixelsPerPoint: manifest.theme.backdropScale)
    } catch {
      throw .backdrop(
        manifest: manifest.path,
        message: error.message { $0 == .backdrop ? keyPath : "theme.\($0.rawValue)" })
    }
  }

  /// The hash of a font file's bytes, read once per build (`known`, with
  /// the file's size and time, taken first: a font changed while it is read
  /// then looks changed to the next build).
  private static func fontHash(
    _ file: String, known: inout [String: (hash: String, record: BuildState.FileRecord?)],
    _ manifest: Manifest
  ) throws(AssetError) -> String {
    if let known = known[file] { return known.hash }
    // By an absolute path, links kept (the file a link points to may change),
    // as the next build may run from another folder.
    let absolute = PathText.isAbsolute(file) ? file : DirectoryCheck.resolved(".") + "/" + file
    let record = FileStatus(file).map {
      BuildState.FileRecord(path: absolute, size: $0.size, modified: $0.modified)
    }
    var hash = ContentHash()
    do throws(FileError) {
      hash.combine(try FileReader.bytes(at: file))
    } catch {
      guard case .unreadable(_, let reason) = error else { throw .files(error) }
      if let missing = DefaultFonts.missingError(path: file, font: .primary) {
        throw .font(manifest.path, missing)
      }
      throw .fontFile(manifest: manifest.path, path: file, reason: reason)
    }
    known[file] = (hash.hex, record)
    return hash.hex
  }
}
