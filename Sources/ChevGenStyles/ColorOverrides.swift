import ChevGenGeometry

/// Colours given on the command line, each replacing the style's default.
public struct ColorOverrides: Hashable, Sendable {
  /// Classic's bar hue, the ✕'s colour, or the other styles' chevron, glyph and title.
  public var tint: Color?
  /// The label's colour.
  public var text: Color?
  /// Classic's label shadow colour.
  public var shadow: Color?
  /// Classic's label shadow offset in points.
  public var shadowOffset: Point?
  /// The disabled state's colour, for every style but classic.
  public var disabled: Color?
  /// The capsule's and the ✕'s background.
  public var platter: Color?

  /// Overrides for the colours given; nil keeps the style's default.
  public init(
    tint: Color? = nil, text: Color? = nil, shadow: Color? = nil, shadowOffset: Point? = nil,
    disabled: Color? = nil, platter: Color? = nil
  ) {
    self.tint = tint
    self.text = text
    self.shadow = shadow
    self.shadowOffset = shadowOffset
    self.disabled = disabled
    self.platter = platter
  }

  /// The style's theme for `appearance` with these colours in place. For plain
  /// and minimal, a new tint also colours the title unless a text colour is given.
  public func theme(for style: ButtonStyleKind, appearance: Appearance) -> ButtonTheme {
    var theme = ButtonTheme.standard(for: style, appearance: appearance)
    if let tint {
      theme.tint = tint
      if style != .classic { theme.text = tint }
    }
    if let text { theme.text = text }
    if let shadow { theme.shadow = shadow }
    if let shadowOffset { theme.shadowOffset = shadowOffset }
    if let disabled { theme.disabled = disabled }
    if let platter { theme.platter = platter }
    return theme
  }
}
