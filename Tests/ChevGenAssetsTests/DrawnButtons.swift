import ChevGenGeometry
import ChevGenStyles

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Drawn buttons built by hand, without cairo or Pango, for the writers' tests.
///
/// The writers read only names, sizes, label frames and slices, so each test
/// states exactly what it feeds them and derives the expected text from that,
/// instead of from whatever the renderer happens to measure.
enum DrawnButtons {
  /// The classic back button with its title in each locale.
  static let back = ManifestButton(
    name: "Back", role: .back, titles: ["en": "Back", "de": "Zurück", "ar": "رجوع"])
  /// The ✕: no title, no stretch, drawn once.
  static let close = ManifestButton(name: "Close", role: .close)

  /// "Back" in DejaVu Sans Bold 12, as the classic back button frames it: the
  /// stylesheet's padding 8.016 8.331 8.016 12.331.
  static let englishLabel = Rect(x: 12.331, y: 8.016, width: 32.338, height: 13.968)

  /// The classic back button in English (53 pt) and German ("Zurück", 60 pt),
  /// stretching at 1x and 2x, as `manifest`'s scales draw them.
  static func localisedBacks(in manifest: Manifest) -> [RenderedButton] {
    [
      drawn(
        back, in: manifest, locale: "en", size: Size(width: 53, height: 30),
        labelFrame: englishLabel,
        slices: [1: StretchSlice(left: 45, right: 7), 2: StretchSlice(left: 90, right: 15)]),
      drawn(
        back, in: manifest, locale: "de", size: Size(width: 60, height: 30),
        labelFrame: Rect(x: 12.331, y: 8.016, width: 39.338, height: 13.968),
        slices: [1: StretchSlice(left: 52, right: 7), 2: StretchSlice(left: 104, right: 15)]),
    ]
  }

  /// A manifest with one image per state, appearance and scale asked for.
  static func manifest(
    path: String = "chevgen.yml", locales: [String] = [], states: [ButtonState] = [.normal],
    appearances: [Appearance] = [.light], scales: [Double] = [1],
    outputs: [AssetOutput] = AssetOutput.defaults, android: AndroidOptions = AndroidOptions(),
    buttons: [ManifestButton] = [back]
  ) -> Manifest {
    Manifest(
      path: path, theme: ManifestTheme(), locales: locales.map { AssetLocale($0)! },
      states: states, appearances: appearances, scales: scales, outputs: outputs,
      android: android, buttons: buttons)
  }

  /// `button` drawn in one locale (or direction), with an image per appearance,
  /// state and scale of `manifest`, in the order the renderer draws them.
  ///
  /// - Parameters:
  ///   - slices: the stretch column per scale; a scale not listed does not stretch.
  static func drawn(
    _ button: ManifestButton, in manifest: Manifest, locale: String? = nil,
    direction: LayoutDirection = .leftToRight, kind: ArtEdition.Kind = .art, size: Size,
    labelFrame: Rect? = nil,
    slices: [Double: StretchSlice] = [:]
  ) -> RenderedButton {
    var images: [RenderedButton.Image] = []
    for appearance in manifest.appearances {
      for state in manifest.states {
        for scale in manifest.scales {
          images.append(
            RenderedButton.Image(
              state: state, appearance: appearance, scale: scale,
              pixelWidth: Int((size.width * scale).rounded(.up)),
              pixelHeight: Int((size.height * scale).rounded(.up)), slice: slices[scale],
              png: [], ninePatch: nil))
        }
      }
    }
    let locale = locale.map { AssetLocale($0)! }
    return RenderedButton(
      button: button, style: manifest.theme.style, locale: locale, kind: kind,
      direction: direction, title: button.title(for: locale), titleTruncated: false, size: size,
      labelFrame: labelFrame, images: images, warnings: [])
  }

  /// The ✕ as the close style draws it: 30 × 30 points, no label, no slice.
  static func drawnClose(in manifest: Manifest) -> RenderedButton {
    drawn(close, in: manifest, size: Size(width: 30, height: 30))
  }
}
