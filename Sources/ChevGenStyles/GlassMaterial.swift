import ChevGenGeometry

/// The Liquid Glass material of iOS 26 as chevgen draws it: what is behind the
/// platter, blurred, saturated, then a translucent layer that sets its luminance.
///
/// The numbers, and where they come from (see the Glass article's table):
/// - Blur and layer: the variant's (see `GlassVariant`); light glass lays
///   white, dark glass 5.6 % grey (chevgen's mirror of the light rule: no
///   recreation publishes dark glass). A layer, rather than a shift per
///   pixel, is what a web page can also draw (`background-color` over
///   `backdrop-filter`), so the PNG and the stylesheet agree.
/// - Saturation × 1.5: Kyant's AndroidLiquidGlass `saturation()`
///   (`backdrop/src/main/java/com/kyant/backdrop/effects/ColorFilter.kt`).
/// - Pressed (highlighted), the layer gains 10 % of opacity, as Kyant's
///   `LiquidButton` adds white at 10 % while pressed; pressed dark glass lays
///   20 % grey (chevgen's choice).
/// - The prominent platter lays the tint at the variant's prominent opacity.
/// Saturation uses the weights of CSS `saturate()` (0.213, 0.715, 0.072), and
/// everything works on the stored sRGB values, as browsers' filters do.
public struct GlassMaterial: Hashable, Sendable {
  /// The blur's standard deviation in points.
  public var blur: Double
  /// How much the blurred backdrop's colours are saturated (1: unchanged).
  public var saturation: Double
  /// The translucent layer over the blurred, saturated backdrop.
  public var layer: Color
  /// Black laid over the layer (clear glass over bright content), 0…1.
  public var dimming: Double
  /// What the glyph on it asks: the layer thickens where the backdrop would
  /// leave it below its contrast (see `GlassLegibility`); nil: as it is.
  public var legibility: GlassLegibility.Requirement?
  /// A veil's opacity and blur by row, which then stand for the layer's
  /// opacity and `blur` (see `GlassRamp`); nil: the same everywhere.
  public var ramp: GlassRamp?

  public init(
    blur: Double, saturation: Double, layer: Color, dimming: Double = 0,
    legibility: GlassLegibility.Requirement? = nil, ramp: GlassRamp? = nil
  ) {
    self.blur = blur
    self.saturation = saturation
    self.layer = layer
    self.dimming = dimming
    self.legibility = legibility
    self.ramp = ramp
  }

  /// No blur, no saturation, no layer: the backdrop itself, as a scene draws
  /// what lies behind its glass (a bar's content, a sheet's backdrop).
  public static let bare = GlassMaterial(
    blur: 0, saturation: 1, layer: Color(red: 0, green: 0, blue: 0, alpha: 0))

  public static let standardSaturation = 1.5
  /// The opacity a pressed platter's layer gains.
  public static let pressedOpacity = 0.1

  /// `variant`'s glass, light or dark, brighter when pressed, dimmed by
  /// `dimming`.
  public static func variant(
    _ variant: GlassVariant, light: Bool, highlighted: Bool, dimming: Double = 0
  ) -> GlassMaterial {
    let grey = light ? 1 : highlighted ? 0.2 : 0.056
    let opacity = variant.layerOpacity + (highlighted ? pressedOpacity : 0)
    return GlassMaterial(
      blur: variant.blur, saturation: standardSaturation,
      layer: Color(red: grey, green: grey, blue: grey, alpha: min(opacity, 1)), dimming: dimming)
  }

  /// The prominent variant: the tint over the glass, lighter when pressed.
  public static func prominent(
    tint: Color, highlighted: Bool, variant: GlassVariant = .standard, dimming: Double = 0
  ) -> GlassMaterial {
    let color = highlighted ? tint.mixed(with: .white, amount: 0.15) : tint
    return GlassMaterial(
      blur: variant.blur, saturation: standardSaturation,
      layer: color.withAlpha(multipliedBy: variant.prominentOpacity), dimming: dimming)
  }

  /// The material a platter is made of: the prominent action's `tint` over
  /// the glass, else `variant`'s in light or dark; pressed when
  /// `highlighted`. The one choice the PNG and the stylesheet's live glass
  /// share, so that they cannot pick different materials.
  public static func platter(
    _ variant: GlassVariant, prominentTint tint: Color?, light: Bool, highlighted: Bool,
    dimming: Double = 0
  ) -> GlassMaterial {
    guard let tint else {
      return Self.variant(variant, light: light, highlighted: highlighted, dimming: dimming)
    }
    return prominent(tint: tint, highlighted: highlighted, variant: variant, dimming: dimming)
  }

  /// The material with its layer's opacity raised to `opacity` (never lowered).
  public func thickened(to opacity: Double) -> GlassMaterial {
    guard opacity > layer.alpha, layer.alpha > 0 || opacity > 0 else { return self }
    var thicker = self
    thicker.layer = Color(
      red: layer.red, green: layer.green, blue: layer.blue, alpha: min(opacity, 1))
    return thicker
  }

  /// The luma of a colour by the weights of CSS `saturate()`.
  public static func luma(red: Double, green: Double, blue: Double) -> Double {
    0.213 * red + 0.715 * green + 0.072 * blue
  }

  /// A blurred backdrop colour (0…1 channels) as the glass shows it: saturated,
  /// clamped, then under the layer.
  public func shade(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let s = saturation
    // CSS saturate()'s matrix.
    let r = (0.213 + 0.787 * s) * red + (0.715 - 0.715 * s) * green + (0.072 - 0.072 * s) * blue
    let g = (0.213 - 0.213 * s) * red + (0.715 + 0.285 * s) * green + (0.072 - 0.072 * s) * blue
    let b = (0.213 - 0.213 * s) * red + (0.715 - 0.715 * s) * green + (0.072 + 0.928 * s) * blue
    let a = layer.alpha
    func over(_ value: Double, _ top: Double) -> Double {
      a * top + (1 - a) * min(max(value, 0), 1)
    }
    let kept = 1 - dimming
    return (kept * over(r, layer.red), kept * over(g, layer.green), kept * over(b, layer.blue))
  }
}

/// One soft shadow under a glass platter: the platter's shape moved down,
/// blurred and filled in black at some opacity.
public struct GlassShadow: Hashable, Sendable {
  public var offsetY: Double
  /// The blur's standard deviation in points: half a CSS shadow's blur radius.
  public var blur: Double
  public var opacity: Double

  /// The two shadows of the public recreations (CSS: 0 1px 5px black 10 %,
  /// 0 6px 16px black 8 %), doubled in dark, their opacity × `depth` (see
  /// `depth(mean:deviation:)`); a pressed platter lifts: each shadow falls
  /// half as far again and a quarter softer.
  public static func standard(dark: Bool, highlighted: Bool, depth: Double) -> [GlassShadow] {
    let strength = (dark ? 2.0 : 1.0) * depth
    let lift = highlighted ? 1.5 : 1.0
    let soften = highlighted ? 1.25 : 1.0
    return [
      GlassShadow(offsetY: 1 * lift, blur: 2.5 * soften, opacity: 0.10 * strength),
      GlassShadow(offsetY: 6 * lift, blur: 8 * soften, opacity: 0.08 * strength),
    ]
  }

  /// How much deeper than the recreations' the shadows fall over content of
  /// mean luma `mean` whose luma varies by `deviation` (its standard
  /// deviation): 0.7 + 0.6 × (1 − mean) + 1.2 × deviation, within 0.5…2.
  ///
  /// Apple: shadows "grow more opaque" over text and lighter over plain light
  /// backgrounds (WWDC25 session 219). Plain white gives 0.7 (lighter than
  /// the recreations' fixed shadow), plain mid grey 1.0, black 1.3; black
  /// lines of text covering a fifth of white (deviation 0.4) 1.3, about 1.9 × white's.
  public static func depth(mean: Double, deviation: Double) -> Double {
    min(max(0.7 + 0.6 * (1 - mean) + 1.2 * deviation, 0.5), 2)
  }
}
