import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// Regular, clear and tinted glass, measured by the slope of the interior's
/// luma on the backdrop's over five greys: clear at least 0.75, tinted at
/// most 0.45, regular between (a prominent clear platter, under its tint, at
/// least 0.5); light and dark, every state, prominent or not.

private let greys = [0.1, 0.3, 0.5, 0.7, 0.9]

/// The interior's luma over each grey (a point of the platter below the glyph).
private func interior(
  _ variant: GlassVariant, appearance: Appearance, state: ButtonState, prominent: Bool
) throws -> [Double] {
  try greys.map { level in
    var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
    theme.glass.backdrop = .color(Color(red: level, green: level, blue: level))
    theme.glass.variant = variant
    theme.glass.prominent = prominent
    let factory = ButtonArtFactory(style: .glass, purpose: .close, scales: [2])
    let art =
      factory.art(labelSize: .zero, direction: .leftToRight, theme: theme) as! GlassButton
    let image = try PNGWriter.rasterize(art.scene(label: nil, state: state, scale: 2), scale: 2)
      .rgbaImage()
    let pixel = image[Int((art.platter.origin.x + 22) * 2), Int((art.platter.origin.y + 36) * 2)]
    return GlassMaterial.luma(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255)
  }
}

/// The least-squares slope of `values` on the greys.
private func slope(_ values: [Double]) -> Double {
  let meanX = greys.reduce(0, +) / Double(greys.count)
  let meanY = values.reduce(0, +) / Double(values.count)
  let covariance = zip(greys, values).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
  return covariance / greys.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +)
}

@Test(arguments: Appearance.allCases, [false, true])
func eachVariantLetsItsShareOfTheBackdropThrough(appearance: Appearance, prominent: Bool)
  throws
{
  for state in ButtonState.allCases {
    let clear = slope(
      try interior(.clear, appearance: appearance, state: state, prominent: prominent))
    let regular = slope(
      try interior(.regular, appearance: appearance, state: state, prominent: prominent))
    let tinted = slope(
      try interior(.tinted, appearance: appearance, state: state, prominent: prominent))
    let what = "\(appearance) \(state) prominent \(prominent): \(clear), \(regular), \(tinted)"
    #expect(clear >= (prominent ? 0.5 : 0.75), "\(what)")
    #expect(tinted <= 0.45, "\(what)")
    #expect(tinted < regular && regular < clear, "\(what)")
  }
}

@Test func clearGlassDimsOverBrightContentOnly() throws {
  let clear = try interior(.clear, appearance: .light, state: .normal, prominent: false)
  // Over 0.1 to 0.5 nothing dims, and clear glass lays no layer: the grey itself.
  for (level, value) in zip(greys, clear).prefix(3) {
    #expect(abs(value - level) <= 0.01, "over \(level)")
  }
  // Over 0.9, black at 2/3 of 20 % is laid over it.
  #expect(abs(clear[4] - 0.9 * (1 - 0.2 * 2 / 3)) <= 0.01)
  #expect(GlassVariant.regular.dimming(overLuma: 1) == 0)
  #expect(GlassVariant.tinted.dimming(overLuma: 1) == 0)
  #expect(GlassVariant.clear.dimming(overLuma: 1) == 0.2)
}
