/// Which of iOS 26's glass materials a platter is made of: how much of what is
/// behind it shows through.
///
/// UIKit's `UIGlassEffect.Style` has `regular` and `clear` (more transparent,
/// for controls over rich media, with a dimming layer where the content is
/// bright); iOS 26.1's Liquid Glass setting adds a *Tinted* look that raises
/// the opacity. chevgen measures each by the slope of the interior's luma on
/// the backdrop's: regular 0.28, clear 0.7 (at least 0.5 with its dimming),
/// tinted 0.12.
public enum GlassVariant: String, CaseIterable, Hashable, Sendable {
  case regular
  case clear
  case tinted

  /// The layer's opacity over the blurred backdrop: one minus the slope.
  public var layerOpacity: Double {
    switch self {
    case .regular: 0.72
    case .clear: 0.3
    case .tinted: 0.88
    }
  }

  /// The prominent platter's tint opacity.
  public var prominentOpacity: Double {
    switch self {
    case .regular: 0.85
    case .clear: 0.35
    case .tinted: 0.9
    }
  }

  /// Clear glass's dimming over content of mean luma `luma`: black laid over
  /// the glass from nothing at 0.7 to 20 % over white, so that a glyph keeps
  /// its contrast over bright media (UIKit asks for a dimming layer there).
  /// The other variants are opaque enough to need none.
  public func dimming(overLuma luma: Double) -> Double {
    guard self == .clear else { return 0 }
    return 0.2 * min(max((luma - 0.7) / 0.3, 0), 1)
  }
}
