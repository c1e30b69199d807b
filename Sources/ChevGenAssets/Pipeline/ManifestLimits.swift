import ChevGenManifest

/// How much one manifest may ask of a build, so that any manifest under 1 MB
/// finishes (drawn or refused) within seconds and a bounded amount of memory.
enum ManifestLimits {
  /// The most images (buttons × locales × states × appearances × scales) one
  /// build draws. Each output writes each image once. 10 000 small titled
  /// images take about 5 s on two cores.
  static let maximumImages = 10_000

  /// The most pixels one build draws, all images together: 90 megapixels,
  /// about 8 s on two cores (160 titled back buttons in three locales with
  /// every output draw 79 in 6.8 s; 155 took 11.4 s). Wide art at 4x,
  /// Android's xxxhdpi, is what reaches it; the sizes are known before
  /// anything is drawn.
  static let maximumPixels = 90_000_000

  /// The problem reported when a build reaches `limit` pixels, located at the first button.
  static func overBudget(_ manifest: Manifest, limit: Int) -> ManifestDiagnostic {
    let first = manifest.buttons.first
    return ManifestDiagnostic(
      file: manifest.path, line: first?.line ?? 1, column: first?.column ?? 1, keyPath: "buttons",
      message:
        "the images add up to more than \(limit / 1_000_000) megapixels "
        + "(sizes × states × appearances × scales); narrow the widths, drop a scale, or split "
        + "the buttons into several manifests, each with its own output folder")
  }

  /// Why the manifest `layout` lays out asks too much, or nil when it does not.
  static func problems(_ layout: AssetLayout) -> [ManifestDiagnostic]? {
    let manifest = layout.manifest
    var images = 0
    for button in manifest.buttons {
      for edition in ArtEdition.all(of: button, layout) {
        images += layout.imageCount(of: button, edition)
      }
      guard images <= maximumImages else {
        return [
          ManifestDiagnostic(
            file: manifest.path, line: button.line, column: button.column,
            keyPath: "buttons[\(button.index)]",
            message:
              "the manifest asks for more than \(maximumImages) images by this button "
              + "(buttons × locales × states × appearances × scales); "
              + "split it into several manifests, each with its own output folder")
        ]
      }
    }
    return nil
  }
}
