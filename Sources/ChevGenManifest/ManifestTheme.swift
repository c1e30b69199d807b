import ChevGenStyles

/// The look every button shares: the style, colours per appearance and the font.
public struct ManifestTheme: Hashable, Sendable {
  public var style: ButtonStyleKind
  /// Colours for light and dark; `dark` keys override the top-level ones in dark.
  public var light: ColorOverrides
  public var dark: ColorOverrides
  /// Font files as written in the manifest, resolved against its directory.
  public var font: String?
  public var fallbackFonts: [String]
  public var fontSize: Double?
  /// Glass: what the platters are drawn over, a colour (`#RRGGBB`) or a PNG
  /// file as written (resolved against the manifest's directory); nil for the
  /// system background.
  public var backdrop: String?
  /// Glass: each appearance's own backdrop (`theme.backdrop: {light: …,
  /// dark: …}`), as `backdrop` is written; an appearance not in it is drawn
  /// over the system background.
  public var backdrops: [Appearance: String] = [:]
  /// Glass: the backdrop PNG's pixels per point.
  public var backdropScale: Double = 3
  /// Glass: whose light or dark the platters follow.
  public var glassTone: GlassTone = .standard
  /// Glass: regular, clear or tinted.
  public var glassVariant: GlassVariant = .standard

  public init(
    style: ButtonStyleKind = .classic, light: ColorOverrides = ColorOverrides(),
    dark: ColorOverrides = ColorOverrides(), font: String? = nil, fallbackFonts: [String] = [],
    fontSize: Double? = nil
  ) {
    self.style = style
    self.light = light
    self.dark = dark
    self.font = font
    self.fallbackFonts = fallbackFonts
    self.fontSize = fontSize
  }

  /// The backdrop as written for `appearance`, and its key path; nil for the
  /// system background.
  public func backdrop(for appearance: Appearance) -> (text: String, keyPath: String)? {
    if let own = backdrops[appearance] { return (own, "theme.backdrop.\(appearance.rawValue)") }
    return backdrop.map { ($0, "theme.backdrop") }
  }

  /// Every backdrop given, as written, in the appearances' order.
  public var givenBackdrops: [String] {
    [backdrop].compactMap { $0 } + Appearance.allCases.compactMap { backdrops[$0] }
  }

  /// The colours given for `appearance`.
  public func colors(_ appearance: Appearance) -> ColorOverrides {
    appearance == .light ? light : dark
  }
}
