/// How the Android tree is drawn: at which densities, whether the titles
/// are drawn into the art or left to the platform, and the prefix every
/// resource and file name carries.
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

  /// What every generated resource and file name starts with, so that the
  /// tree drops into an app's `res/` beside its own `strings.xml` and
  /// drawables without replacing or shadowing one.
  public static let defaultPrefix = "chevgen_"

  /// The longest prefix accepted: names stay readable, and Android's own
  /// limits on a file name are far away.
  public static let maximumPrefixLength = 32

  public var scales: [Double]
  public var text: Text
  /// `chevgen_`: `res/drawable/chevgen_back.xml`, `@string/chevgen_back`.
  public var prefix: String

  public init(
    scales: [Double] = AndroidOptions.defaultScales, text: Text = .native,
    prefix: String = AndroidOptions.defaultPrefix
  ) {
    self.scales = scales
    self.text = text
    self.prefix = prefix
  }

  /// Why `prefix` cannot begin Android resource names, or nil when it can:
  /// aapt2 takes lower-case letters, digits and `_`, and a name must start
  /// with a letter to be a Java and Kotlin field of `R`.
  public static func problem(withPrefix prefix: String) -> String? {
    let fix = "use lower-case letters a–z, digits and _, starting with a letter, e.g. chevgen_"
    guard let first = prefix.unicodeScalars.first else { return "is empty; \(fix)" }
    guard ("a"..."z").contains(first) else {
      return "\(ManifestReader.quote(prefix)) does not start with a lower-case letter, as Android "
        + "resource names must; \(fix)"
    }
    if let bad = prefix.unicodeScalars.first(where: {
      !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_")
    }) {
      return "\(ManifestReader.quote(prefix)) has \(ManifestReader.quote(String(bad))), which "
        + "Android resource names cannot hold; \(fix)"
    }
    guard prefix.count <= maximumPrefixLength else {
      return "\(ManifestReader.quote(prefix)) is longer than \(maximumPrefixLength) characters; "
        + "shorten it"
    }
    return nil
  }
}
