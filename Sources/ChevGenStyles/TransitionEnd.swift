import ChevGenGeometry

/// One end of a transition: which button, its shaped label and its colours.
public struct TransitionEnd: Sendable {
  /// The button's style and purpose, and every scale it is drawn at.
  public var factory: ButtonArtFactory
  /// The label's glyph outlines with its line box's top-left corner at the
  /// origin; nil for art without a title.
  public var label: Path?
  public var labelSize: Size
  public var theme: ButtonTheme

  public init(factory: ButtonArtFactory, label: Path?, labelSize: Size, theme: ButtonTheme) {
    self.factory = factory
    self.label = label
    self.labelSize = labelSize
    self.theme = theme
  }

  /// The art as a static render draws it.
  public func naturalArt(direction: LayoutDirection) -> any ButtonArt {
    factory.art(labelSize: labelSize, direction: direction, theme: theme)
  }

  /// The narrowest the art can be drawn: its natural width unless it stretches
  /// between cap insets.
  public func minimumWidth(direction: LayoutDirection) -> Double {
    let natural = naturalArt(direction: direction)
    guard natural.capInsets != nil else { return natural.size.width }
    return factory.minimumWidth ?? natural.size.width
  }

  /// The art `width` wide when it stretches (never narrower than its caps allow),
  /// else at its natural size.
  public func art(direction: LayoutDirection, width: Double) -> any ButtonArt {
    let natural = naturalArt(direction: direction)
    guard natural.capInsets != nil else { return natural }
    var sized = factory
    sized.fixedWidth = max(width, factory.minimumWidth ?? natural.size.width)
    return sized.art(labelSize: labelSize, direction: direction, theme: theme)
  }
}
