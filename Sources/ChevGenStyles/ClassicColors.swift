import ChevGenGeometry

/// The colours of a classic back button, all derived from a tint unless overridden.
public struct ClassicColors: Hashable, Sendable {
  /// The bar's hue; the fill's gradient, border and highlight derive from it.
  public var tint: Color
  public var textColor: Color
  public var shadowColor: Color
  /// The label shadow's offset in points; (0, −1) puts it one point above the text.
  public var shadowOffset: Point

  /// The classic navigation bar's blue-grey, white text, a dark grey shadow one point up.
  public init(
    tint: Color = Color(hex: "#6D84A2")!, textColor: Color = .white,
    shadowColor: Color = Color(hex: "#404040")!, shadowOffset: Point = Point(x: 0, y: -1)
  ) {
    self.tint = tint
    self.textColor = textColor
    self.shadowColor = shadowColor
    self.shadowOffset = shadowOffset
  }

  /// The tint a state is drawn with: highlighted is the darker, pressed art.
  public func tint(for state: ButtonState) -> Color {
    state == .highlighted ? tint.mixed(with: .black, amount: 0.25) : tint
  }

  /// The opacity the whole button, label included, is composited at.
  public func opacity(for state: ButtonState) -> Double {
    state == .disabled ? 0.5 : 1
  }

  /// The bordered bezel every classic button shares: a dark border, a vertical
  /// gradient inside it and a one-pixel highlight under its top edge. Each part
  /// is constant along x, so the bezel stretches between its caps.
  public func bezel(
    outer: Path, inner: Path, highlight: Path, borderWidth: Double, height: Double,
    state: ButtonState
  ) -> [Scene.Item] {
    let tint = tint(for: state)
    let gradient = Paint.linearGradient(
      start: Point(x: 0, y: borderWidth), end: Point(x: 0, y: height - borderWidth),
      stops: [
        GradientStop(0, tint.mixed(with: .white, amount: 0.30)),
        GradientStop(0.5, tint.mixed(with: .white, amount: 0.10)),
        GradientStop(0.5, tint),
        GradientStop(1, tint.mixed(with: .black, amount: 0.08)),
      ])
    return [
      .fill(outer, .solid(tint.mixed(with: .black, amount: 0.45))),
      .fill(inner, gradient),
      .clip(inner, [.fill(highlight, .solid(Color.white.withAlpha(multipliedBy: 0.35)))]),
    ]
  }
}
