/// Whose light or dark a glass platter and its glyph follow.
public enum GlassTone: String, CaseIterable, Hashable, Sendable {
  /// The device's appearance, as toolbar and navigation-bar glass does since
  /// iOS 26.3 (and sheets always did): the default.
  case appearance
  /// The content under the platter, as small glass elements did in iOS
  /// 26.0–26.2: light glass with a dark glyph over light content, dark glass
  /// with a light glyph over dark content.
  case content
}

/// How a glass button is dressed, beside its colours: what it is drawn over,
/// whose tone it follows, and whether it is the bar's prominent action.
public struct GlassLook: Hashable, Sendable {
  /// The appearance the art is drawn for.
  public var appearance: Appearance
  public var backdrop: GlassBackdrop
  public var tone: GlassTone
  /// The confirming action's tinted platter with a white glyph.
  public var prominent: Bool

  public init(appearance: Appearance, backdrop: GlassBackdrop, tone: GlassTone, prominent: Bool) {
    self.appearance = appearance
    self.backdrop = backdrop
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
      appearance: appearance, backdrop: defaultBackdrop(for: appearance), tone: .appearance,
      prominent: false)
  }

  /// Whether the glass is light (a dark glyph): by the appearance, or by the
  /// content under the platter at `platter` in art of `artSize`.
  public func isLight(platter: Rect, artSize: Size) -> Bool {
    switch tone {
    case .appearance: appearance == .light
    case .content: backdrop.meanLuma(under: platter, artSize: artSize) > 0.5
    }
  }
}
