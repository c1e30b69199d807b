/// How much one manifest may ask of a build, so that any manifest under 1 MB
/// finishes (drawn or refused) within seconds and a bounded amount of memory.
enum ManifestLimits {
  /// The most images (buttons × locales × states × appearances × scales) one
  /// build draws. Each output writes each image once.
  static let maximumImages = 20_000

  /// Why `manifest` asks too much, or nil when it does not.
  static func problems(_ manifest: Manifest) -> [ManifestDiagnostic]? {
    let perButton = manifest.states.count * manifest.appearances.count * manifest.scales.count
    var images = 0
    for button in manifest.buttons {
      images += AssetPlan.variants(of: button, manifest).count * perButton
      guard images <= maximumImages else {
        return [
          ManifestDiagnostic(
            file: manifest.path, line: button.line, column: button.column,
            keyPath: "buttons[\(button.index)]",
            message:
              "the manifest asks for more than \(maximumImages) images by this button "
              + "(buttons × locales × states × appearances × scales); "
              + "split it into several manifests, each with its own --out")
        ]
      }
    }
    return nil
  }
}
