import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import ChevGenManifest
import ChevGenStyles

/// A manifest's outputs as a build sees them: the writers its `outputs:`
/// ask for, and the images their files are made of.
///
/// ```
/// Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png
/// res/drawable-de-night-xhdpi/chevgen_back_highlighted.9.png
/// res/drawable/chevgen_close.xml, res/values/chevgen_strings.xml
/// css/chevgen.css, css/Back-highlighted-de@2x.png
/// swift/ChevGenArt.swift
/// index.json
/// ```
public struct AssetLayout: Sendable {
  public let manifest: Manifest
  /// The writers the manifest asks for, in the order their files are listed and written.
  let writers: [any OutputWriter]

  public init(manifest: Manifest) {
    self.init(manifest: manifest, table: .standard)
  }

  init(manifest: Manifest, table: OutputTable) {
    self.manifest = manifest
    writers = table.writers(for: manifest)
  }

  /// What names one image's files, known from the manifest before anything is drawn.
  struct Image {
    var button: ManifestButton
    var locale: AssetLocale?
    /// The way the art faces.
    var direction: LayoutDirection
    var kind: ArtEdition.Kind
    var state: ButtonState
    var appearance: Appearance
    var scale: Double

    /// `Back-highlighted-de-rtl-dark`: the part of a file name before the scale.
    var stem: String {
      AssetNames.stateName(button.name, state) + (locale.map { "-\($0)" } ?? "")
        + directionSuffix + appearance.fileSuffix
    }

    /// `-rtl` for the unlocalised back chevron pointing right and a locale's
    /// art reversed that way; `-ltr` for a right-to-left locale's art reversed.
    private var directionSuffix: String {
      guard locale == nil || kind == .reversed else { return "" }
      switch direction {
      case .rightToLeft: return "-rtl"
      case .leftToRight: return kind == .reversed ? "-ltr" : ""
      }
    }
  }

  /// `@2x`, the part of a file name that says its scale; none for 1x.
  static func scaleSuffix(_ scale: Double) -> String {
    scale == 1 ? "" : "@\(OutputPlan.format(scale))x"
  }

  /// The scales `edition` of `button` is drawn at: those some file of it
  /// needs (a catalog's PDF is drawn once at 1x, even when the manifest's
  /// scales leave 1 out).
  func scales(of button: ManifestButton, _ edition: ArtEdition) -> [Double] {
    Manifest.allowedScales.filter { scale in
      let image = RenderedButton.Image(state: .normal, appearance: .light, scale: scale)
      return hasFiles(
        Image(button, edition, direction: edition.direction ?? .leftToRight, image))
    }
  }

  /// How many images `edition` of `button` has: every state and appearance
  /// at each scale its files need.
  func imageCount(of button: ManifestButton, _ edition: ArtEdition) -> Int {
    manifest.states.count * manifest.appearances.count * scales(of: button, edition).count
  }

  /// Every file `image` is written as, writer by writer.
  func files(of image: Image, ninePatch: Bool) -> [ImageFile] {
    writers.flatMap { $0.files(of: image, ninePatch: ninePatch) }
  }

  /// Whether some writer has a file of `image`.
  func hasFiles(_ image: Image) -> Bool {
    writers.contains { $0.holds(image) }
  }

  /// Whether some writer needs the back button `button` in `locale` reversed.
  func needsReversedArt(of button: ManifestButton, in locale: AssetLocale) -> Bool {
    writers.contains { $0.needsReversedArt(of: button, in: locale) }
  }

  /// Whether a platform draws `button`'s title itself, over textless art.
  func platformDrawsTitle(_ button: ManifestButton) -> Bool {
    writers.contains { $0.drawsTitle(of: button) }
  }

  /// Every writer's files made of every button together, in the writers' order.
  var plannedFiles: [AssetPlan.File] {
    writers.flatMap { $0.plannedFiles(layout: self) }
  }

  /// What every writer says the user should hear before anything is drawn.
  var warnings: [String] { writers.flatMap(\.warnings) }

  /// The manifest's problems that only one of its outputs has.
  var diagnostics: [ManifestDiagnostic] { writers.flatMap(\.diagnostics) }
}

extension AssetLayout.Image {
  /// The image `image` of the drawn `unit`.
  init(_ unit: RenderedButton, _ image: RenderedButton.Image) {
    self.init(
      unit.button, ArtEdition(unit.locale, nil, unit.kind), direction: unit.direction, image)
  }

  /// The image `image` of `button` drawn as `edition`, facing `direction`.
  init(
    _ button: ManifestButton, _ edition: ArtEdition, direction: LayoutDirection,
    _ image: RenderedButton.Image
  ) {
    self.init(
      button: button, locale: edition.locale, direction: direction, kind: edition.kind,
      state: image.state, appearance: image.appearance, scale: image.scale)
  }
}
