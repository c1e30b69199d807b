import ChevGenGeometry

/// What one button is drawn with in one appearance: its colours, the style's
/// defaults with the look's overrides in place (`ColorOverrides.theme`), and
/// its glass dress (`GlassLook`).
///
/// The look types pair up: what the user gave, every value optional
/// (`ColorOverrides`, `GlassOverrides`, gathered with the width and fonts in
/// ChevGenKit's `ButtonLook`), and what one appearance resolves them to
/// (`ButtonTheme` and its `GlassLook`); a bar's own colours (`BarTheme`) are
/// derived from the buttons'.
public struct ButtonTheme: Hashable, Sendable {
  /// The bar's hue (classic) or the chevron and title colour (plain, minimal).
  public var tint: Color
  /// The title's colour (plain draws the title in the tint unless this is set).
  public var text: Color
  /// The classic label's shadow and its offset in points.
  public var shadow: Color
  public var shadowOffset: Point
  /// What a disabled plain, minimal, capsule or close button is drawn in.
  public var disabled: Color
  /// The capsule's and the close button's background.
  public var platter: Color
  /// What glass is drawn over and how it is toned (the glass style only); its
  /// prominent platter takes the tint.
  public var glass: GlassLook

  public init(
    tint: Color, text: Color, shadow: Color, shadowOffset: Point, disabled: Color,
    platter: Color, glass: GlassLook = .standard(for: .light)
  ) {
    self.glass = glass
    self.tint = tint
    self.text = text
    self.shadow = shadow
    self.shadowOffset = shadowOffset
    self.disabled = disabled
    self.platter = platter
  }

  /// The defaults: the classic blue-grey bar with white text in light, a darker
  /// bar in dark; iOS's system blue (light `#007AFF`, dark `#0A84FF`) and its
  /// grey for disabled buttons for the modern styles.
  public static func standard(for style: ButtonStyleKind, appearance: Appearance) -> ButtonTheme {
    var theme = base(for: style, appearance: appearance)
    theme.glass = .standard(for: appearance)
    if style == .close {
      // The dismiss cross is secondary: grey, like UIKit's close button.
      theme.tint = Color(hex: appearance == .light ? "#8E8E93" : "#AEAEB2")!
      theme.text = theme.tint
    }
    return theme
  }

  private static func base(for style: ButtonStyleKind, appearance: Appearance) -> ButtonTheme {
    let platter = Color(hex: appearance == .light ? "#E5E5EA" : "#2C2C2E")!
    return switch (style, appearance) {
    case (.classic, .light):
      ButtonTheme(
        tint: Color(hex: "#6D84A2")!, text: .white, shadow: Color(hex: "#404040")!,
        shadowOffset: Point(x: 0, y: -1), disabled: Color(hex: "#6D84A2")!, platter: platter)
    case (.classic, .dark):
      ButtonTheme(
        tint: Color(hex: "#3A4A5E")!, text: Color(hex: "#F2F2F7")!, shadow: .black,
        shadowOffset: Point(x: 0, y: -1), disabled: Color(hex: "#3A4A5E")!, platter: platter)
    case (_, .light):
      ButtonTheme(
        tint: Color(hex: "#007AFF")!, text: Color(hex: "#007AFF")!, shadow: .black,
        shadowOffset: Point(x: 0, y: 0), disabled: Color(hex: "#C7C7CC")!, platter: platter)
    case (_, .dark):
      ButtonTheme(
        tint: Color(hex: "#0A84FF")!, text: Color(hex: "#0A84FF")!, shadow: .black,
        shadowOffset: Point(x: 0, y: 0), disabled: Color(hex: "#48484A")!, platter: platter)
    }
  }

  /// A plain or minimal button's colour in `state`: the tint, or the disabled grey.
  public func plainColor(for state: ButtonState) -> Color {
    state == .disabled ? disabled : tint
  }

  /// A plain or minimal button fades while pressed, as UIKit's do.
  public func plainOpacity(for state: ButtonState) -> Double {
    state == .highlighted ? 0.3 : 1
  }

  /// The platter in `state`: pressed darkens it in light and lightens it in dark.
  public func platterColor(for state: ButtonState) -> Color {
    guard state == .highlighted else { return platter }
    let brightness = (platter.red + platter.green + platter.blue) / 3
    return platter.mixed(with: brightness > 0.5 ? .black : .white, amount: 0.12)
  }
}
