/// Which of iOS 26's glass materials a platter is made of: how much of what is
/// behind it shows through, and how sharply.
///
/// UIKit's `UIGlassEffect.Style` has `regular` and `clear` (more transparent,
/// for controls over rich media, with a dimming layer where the content is
/// bright); iOS 26.1's Liquid Glass setting adds a *Tinted* look that raises
/// the opacity. The numbers, and their sources (the Glass article's table):
///
/// | variant | blur σ | layer | adapts |
/// |---------|--------|-------|--------|
/// | regular | 1.65 pt | 30 % | yes |
/// | clear | 1 pt | none | no (dims over bright content) |
/// | tinted | 2.5 pt | 60 % | yes |
///
/// - Regular is the "surface" button of Kyant's AndroidLiquidGlass catalog:
///   `blur(2.dp)` (`catalog/src/main/java/com/kyant/backdrop/catalog/components/LiquidButton.kt`)
///   and a white surface at 30 % (`…/catalog/destinations/ButtonsContent.kt`);
///   Android turns a blur radius r into σ = 0.57735 r + 0.5 (AOSP
///   `frameworks/base/libs/hwui/utils/Blur.cpp`), so 2 dp is σ 1.65.
/// - Clear is the catalog's "transparent" button (no surface), with chevgen's
///   σ 1 pt, so that 1 pt lines still show through it.
/// - Tinted's σ and layer are chevgen's choice: frostier than regular.
public enum GlassVariant: String, CaseIterable, Hashable, Sendable {
  case regular
  case clear
  case tinted

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
