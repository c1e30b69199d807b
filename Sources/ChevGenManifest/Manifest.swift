import ChevGenStyles

/// A validated `chevgen.yml`: one theme, the locales, states, appearances and
/// scales to draw, the outputs to write, and the buttons by role.
public struct Manifest: Hashable, Sendable {
  /// The manifest file as given; font paths are relative to its directory.
  public var path: String
  public var theme: ManifestTheme
  /// Empty for an app that is not localised: one image per button and state.
  public var locales: [AssetLocale]
  public var states: [ButtonState]
  public var appearances: [Appearance]
  public var scales: [Double]
  public var outputs: [AssetOutput]
  /// Android's densities and who draws its titles.
  public var android: AndroidOptions
  /// Whether the catalog holds title-less art as one PDF per image, which
  /// keeps its vectors, instead of a PNG per scale.
  public var catalogVectors: Bool
  public var buttons: [ManifestButton]
  /// The hash of the manifest's text when it was read from a file: a no-op
  /// build whose state records the same answers without parsing it again.
  public var sourceHash: String?

  /// Scales any output can use: Android's mdpi to xxxhdpi; Xcode takes 1, 2 and 3.
  public static let allowedScales: [Double] = [1, 1.5, 2, 3, 4]
  public static let defaultScales: [Double] = [1, 2, 3]
  public static let defaultStates: [ButtonState] = [.normal, .highlighted]

  public init(
    path: String, theme: ManifestTheme, locales: [AssetLocale] = [],
    states: [ButtonState] = Manifest.defaultStates, appearances: [Appearance] = [.light],
    scales: [Double] = Manifest.defaultScales, outputs: [AssetOutput] = AssetOutput.defaults,
    android: AndroidOptions = AndroidOptions(), catalogVectors: Bool = false,
    buttons: [ManifestButton]
  ) {
    self.path = path
    self.theme = theme
    self.locales = locales
    self.states = states
    self.appearances = appearances
    self.scales = scales
    self.outputs = outputs
    self.android = android
    self.catalogVectors = catalogVectors
    self.buttons = buttons
  }

  /// Every scale some output draws: the catalog's and the stylesheet's, and
  /// Android's when it is an output. Fixed widths must land on all their grids.
  public var drawnScales: [Double] {
    let android = outputs.contains(where: \.drawsAndroidDensities) ? self.android.scales : []
    return Manifest.allowedScales.filter { scales.contains($0) || android.contains($0) }
  }

  /// The locales images are drawn for: nil alone when the manifest declares none.
  public var drawnLocales: [AssetLocale?] { locales.isEmpty ? [nil] : locales }
}
