/// The colours of a classic back button, all derived from a tint unless overridden.
public struct ClassicBackButtonStyle: Hashable, Sendable {
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
}
