/// How the Android tree is drawn: at which densities, and whether the titles
/// are drawn into the art or left to the platform.
///
/// Android's densities are set apart from the catalog's scales because the two
/// platforms want different sets: Xcode holds 1x to 3x, while Android phones
/// ship every bucket from mdpi to xxxhdpi.
public struct AndroidOptions: Hashable, Sendable {
  /// Who draws a button's title on Android.
  public enum Text: String, CaseIterable, Hashable, Sendable {
    /// The platform: the nine-patches carry the art alone, their padding
    /// frames the label, and the titles go to `values[-LANG]/strings.xml`,
    /// so that `android:text` shows localised text in the app's own font.
    case native
    /// chevgen: every locale's title is drawn into its nine-patches, as in the catalog.
    case baked
  }

  /// Every density bucket: mdpi, hdpi, xhdpi, xxhdpi and xxxhdpi.
  public static let defaultScales: [Double] = [1, 1.5, 2, 3, 4]

  public var scales: [Double]
  public var text: Text

  public init(scales: [Double] = AndroidOptions.defaultScales, text: Text = .native) {
    self.scales = scales
    self.text = text
  }
}
