import ChevGenGeometry

/// The Liquid Glass material of iOS 26 as chevgen draws it: what is behind the
/// platter, blurred, saturated, then a translucent layer that sets its luminance.
///
/// The numbers, and where they come from (see the Glass article):
/// - Blur σ 4 pt and saturation × 1.4: the middle of the σ 3–6 pt and
///   × 1.3–1.5 that public recreations of the material use.
/// - The layer: light glass lays white at 94.4 % grey and 72 % opacity over the
///   backdrop, so the interior's luma is 0.68 + 0.28 × the backdrop's, the
///   published measurement of light glass. Dark glass lays 5.6 % grey at 72 %:
///   0.04 + 0.28 × the backdrop's, chevgen's mirror of the light rule (no
///   measurement of dark glass is published). A layer, rather than a shift per
///   pixel, is what a web page can also draw (`background-color` over
///   `backdrop-filter`), so the PNG and the stylesheet agree.
/// - Pressed (highlighted), the platter brightens: light 0.78 + 0.22 ×, dark
///   0.144 + 0.28 ×, chevgen's choice.
/// - The prominent platter lays the tint at 85 % over the same backdrop.
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

  public init(blur: Double, saturation: Double, layer: Color, dimming: Double = 0) {
    self.blur = blur
    self.saturation = saturation
    self.layer = layer
    self.dimming = dimming
  }

  public static let standardBlur = 4.0
  public static let standardSaturation = 1.4

  /// `variant`'s glass, light or dark, brighter when pressed, dimmed by
  /// `dimming`: regular's layer (see `regular`) at the variant's opacity
  /// (pressed light glass keeps regular's 6 % of extra opacity).
  public static func variant(
    _ variant: GlassVariant, light: Bool, highlighted: Bool, dimming: Double = 0
  ) -> GlassMaterial {
    var material = regular(light: light, highlighted: highlighted)
    let extra = light && highlighted ? 0.06 : 0
    material.layer = material.layer.withAlpha(
      multipliedBy: min(variant.layerOpacity + extra, 1) / material.layer.alpha)
    material.dimming = dimming
    return material
  }

  /// The regular variant: light or dark glass, brighter when pressed.
  public static func regular(light: Bool, highlighted: Bool) -> GlassMaterial {
    let layer: Color =
      switch (light, highlighted) {
      case (true, false): Color(red: 0.944, green: 0.944, blue: 0.944, alpha: 0.72)
      case (true, true): Color(red: 1, green: 1, blue: 1, alpha: 0.78)
      case (false, false): Color(red: 0.056, green: 0.056, blue: 0.056, alpha: 0.72)
      case (false, true): Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.72)
      }
    return GlassMaterial(blur: standardBlur, saturation: standardSaturation, layer: layer)
  }

  /// The prominent variant: the tint over the glass, lighter when pressed.
  public static func prominent(
    tint: Color, highlighted: Bool, variant: GlassVariant = .regular, dimming: Double = 0
  ) -> GlassMaterial {
    let color = highlighted ? tint.mixed(with: .white, amount: 0.15) : tint
    return GlassMaterial(
      blur: standardBlur, saturation: standardSaturation,
      layer: color.withAlpha(multipliedBy: variant.prominentOpacity), dimming: dimming)
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

  public init(offsetY: Double, blur: Double, opacity: Double) {
    self.offsetY = offsetY
    self.blur = blur
    self.opacity = opacity
  }

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
