import ChevGenGeometry

/// The classic style's drawing, from the theme's tint, text, shadow and offset:
/// every classic button, back or bar, shares its states and its bezel.
extension ButtonTheme {
  /// The tint a classic state is drawn with: highlighted is the darker, pressed art.
  public func classicTint(for state: ButtonState) -> Color {
    state == .highlighted ? tint.mixed(with: .black, amount: 0.25) : tint
  }

  /// The opacity a whole classic button, label included, is composited at.
  public func classicOpacity(for state: ButtonState) -> Double {
    state == .disabled ? 0.5 : 1
  }

  /// The bordered bezel every classic button shares: a dark border, a vertical
  /// gradient inside it and a one-pixel highlight under its top edge. Each part
  /// is constant along x, so the bezel stretches between its caps.
  public func classicBezel(
    outer: Path, inner: Path, highlight: Path, borderWidth: Double, height: Double,
    state: ButtonState
  ) -> [Scene.Item] {
    let tint = classicTint(for: state)
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
