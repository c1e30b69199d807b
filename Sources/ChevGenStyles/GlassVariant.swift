/// Which of iOS 26's glass materials a platter is made of: how much of what is
/// behind it shows through, and how sharply.
///
/// UIKit's `UIGlassEffect.Style` has `regular` and `clear` (more transparent,
/// for controls over rich media, with a dimming layer where the content is
/// bright); iOS 26.1's Liquid Glass setting adds a *Tinted* look that raises
/// the opacity. Each number below names its source, or says it is chevgen's
/// choice, in the Glass article's table, the one place users read them.
public enum GlassVariant: String, CaseIterable, Hashable, Sendable {
  case regular
  case clear
  case tinted

  /// The material glass is made of when none is given, in every command and
  /// manifest: UIKit's `.glass`.
  public static let standard = GlassVariant.regular

  /// The blur's standard deviation in points.
  public var blur: Double {
    switch self {
    case .regular: 1.65
    case .clear: 1
    case .tinted: 2.5
    }
  }

  /// The layer's opacity over the blurred backdrop.
  public var layerOpacity: Double {
    switch self {
    case .regular: 0.3
    case .clear: 0
    case .tinted: 0.6
    }
  }

  /// Whether the layer thickens where the glyph would fall below its
  /// contrast (see `GlassLegibility`): regular's promise, and tinted's; clear
  /// stays "permanently more transparent" (WWDC25 session 219).
  public var adapts: Bool { self != .clear }

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
  /// some contrast over bright media (UIKit asks for a dimming layer there).
  /// The other variants adapt their layer instead.
  public func dimming(overLuma luma: Double) -> Double {
    guard self == .clear else { return 0 }
    return 0.2 * min(max((luma - 0.7) / 0.3, 0), 1)
  }
}
