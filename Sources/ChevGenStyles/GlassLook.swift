import ChevGenGeometry

/// Whose light or dark a glass platter and its glyph follow.
public enum GlassTone: String, CaseIterable, Hashable, Sendable {
  /// The device's appearance, as toolbar and navigation-bar glass does since
  /// iOS 26.3 (and sheets always did): the default.
  case appearance
  /// The content under the platter, as small glass elements did in iOS
  /// 26.0–26.2: light glass with a dark glyph over light content, dark glass
  /// with a light glyph over dark content.
  case content

  /// The tone glass follows when none is given, in every command and manifest.
  public static let standard = GlassTone.appearance
}

/// How a glass button is dressed, beside its colours: what it is drawn over,
/// whose tone it follows, and whether it is the bar's prominent action.
public struct GlassLook: Hashable, Sendable {
  /// The appearance the art is drawn for.
  public var appearance: Appearance
  public var backdrop: GlassBackdrop
  /// Where the art lies on the backdrop.
  public var placement: BackdropPlacement
  public var tone: GlassTone
  /// The confirming action's tinted platter with a white glyph.
  public var prominent: Bool
  /// Regular, clear or tinted glass.
  public var variant: GlassVariant

  public init(
    appearance: Appearance, backdrop: GlassBackdrop, placement: BackdropPlacement = .centred,
    tone: GlassTone, prominent: Bool, variant: GlassVariant = .standard
  ) {
    self.variant = variant
    self.appearance = appearance
    self.backdrop = backdrop
    self.placement = placement
    self.tone = tone
    self.prominent = prominent
  }

  /// The default backdrop: the system background of `appearance` (white in
  /// light, black in dark), what a bar shows over an empty screen.
  public static func defaultBackdrop(for appearance: Appearance) -> GlassBackdrop {
    .color(appearance == .light ? .white : .black)
  }

  /// The default: over the system background, following the appearance.
  public static func standard(for appearance: Appearance) -> GlassLook {
    GlassLook(
      appearance: appearance, backdrop: defaultBackdrop(for: appearance), tone: .standard,
      prominent: false)
  }

  /// Over `outer`'s backdrop, with the art `offset` points from where
  /// `outer`'s art lies: a button's art inside a bar placed on a screenshot.
  public mutating func place(at offset: Point, on outer: PlacedBackdrop) {
    backdrop = outer.backdrop
    placement = .at(outer.origin + offset)
  }

  /// The backdrop with art of `artSize` placed on it.
  public func placed(artSize: Size) -> PlacedBackdrop {
    PlacedBackdrop(backdrop, origin: placement.origin(for: artSize, on: backdrop))
  }

  /// Whether the glass is light (a dark glyph): by the appearance, or by the
  /// content under the platter at `platter` in art of `artSize`.
  public func isLight(platter: Rect, artSize: Size) -> Bool {
    switch tone {
    case .appearance: appearance == .light
    case .content: placed(artSize: artSize).meanLuma(under: platter) > 0.5
    }
  }
}
