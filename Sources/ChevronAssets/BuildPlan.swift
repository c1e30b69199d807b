import ChevronGeometry
import ChevronSupport
import ChevronText

/// What a build draws, known before anything on disk but the fonts is read:
/// every unit with the hash of everything its images depend on, and where
/// each file goes.
struct BuildPlan {
  /// One button in one variant (a locale, a direction, textless): drawn as a whole.
  struct Unit: Sendable {
    /// The button's place in the manifest's buttons.
    var index: Int
    var button: ManifestButton
    var variant: AssetVariant
    /// `Back de -`: how the state names the unit.
    var id: String
    /// The hash of its inputs: the same key, the same images.
    var key: String
  }

  /// The manifest with font paths resolved.
  var manifest: Manifest
  var layout: AssetLayout
  var units: [Unit]
  /// The hash the aggregates (the catalog's Contents.json files, the stylesheet
  /// and the index) depend on: every unit's id and key, in order.
  var aggregateKey: String

  /// Hashes every unit's inputs; the fonts are read here, so a missing one
  /// stops the build before anything is made.
  init(_ manifest: Manifest) throws(AssetError) {
    self.manifest = manifest
    layout = AssetLayout(manifest: manifest)
    units = try Self.units(manifest)
    var hash = ContentHash()
    hash.combine("\(AssetBuilder.version) \(AssetBuilder.outputRevision)")
    for unit in units {
      hash.combine(unit.id)
      hash.combine(unit.key)
    }
    aggregateKey = hash.hex
  }

  /// Every unit of every button, in the manifest's order.
  private static func units(_ manifest: Manifest) throws(AssetError) -> [Unit] {
    let common = commonHash(manifest)
    var fontHashes: [String: String] = [:]
    var units: [Unit] = []
    for (index, button) in manifest.buttons.enumerated() {
      var hash = common
      hash.combine(Self.hashSpelling(button.role))
      hash.combine(button.name)
      hash.combine(String(reflecting: button.width))
      if !button.titles.isEmpty {
        let font = AssetRasterizer.look(for: button, theme: manifest.theme).font
        for file in [font.file] + font.fallbackFiles {
          hash.combine(try fontHash(file, known: &fontHashes, manifest))
        }
        hash.combine(String(reflecting: font.size))
      }
      for variant in AssetVariant.all(of: button, manifest) {
        var unitHash = hash
        unitHash.combine(variant.id(button.name))
        // Textless art takes its line height from the default locale's title.
        let locale = variant.kind == .textless ? manifest.locales.first : variant.locale
        unitHash.combine(button.title(for: locale) ?? "-")
        units.append(
          Unit(
            index: index, button: button, variant: variant, id: variant.id(button.name),
            key: unitHash.hex))
      }
    }
    return units
  }

  /// The role as earlier versions hashed it (its reflection, when the type
  /// lived in ChevronAssets), kept so that moving the type redraws nothing.
  static func hashSpelling(_ role: ButtonRole) -> String {
    let type = "ChevronAssets.ButtonRole."
    return switch role {
    case .back: type + "back"
    case .close: type + "close"
    case .action(let purpose): type + "action(ChevronGeometry.Purpose.\(purpose.rawValue))"
    }
  }

  /// The hash of what every unit depends on: chevgen's version and the
  /// manifest's settings.
  private static func commonHash(_ manifest: Manifest) -> ContentHash {
    var common = ContentHash()
    common.combine("\(AssetBuilder.version) \(AssetBuilder.outputRevision)")
    common.combine(String(reflecting: manifest.theme))
    common.combine(String(reflecting: [manifest.states, manifest.appearances] as [Any]))
    common.combine(String(reflecting: manifest.scales))
    common.combine(String(reflecting: manifest.outputs))
    common.combine(String(reflecting: manifest.android))
    common.combine(manifest.catalogVectors ? "vectors" : "")
    common.combine(manifest.locales.first?.description ?? "")
    return common
  }

  /// The hash of a font file's bytes, read once per build (`known`).
  private static func fontHash(
    _ file: String, known: inout [String: String], _ manifest: Manifest
  ) throws(AssetError) -> String {
    if let hash = known[file] { return hash }
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
    known[file] = hash.hex
    return hash.hex
  }
}
