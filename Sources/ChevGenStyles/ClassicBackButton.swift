import ChevGenGeometry

/// Builds the scene of a classic back button from its layout, colours and shaped label.
public struct ClassicBackButton: Sendable {
  public let layout: BackButtonLayout
  /// The tint, text, shadow and offset it is drawn with.
  public let colors: ButtonTheme

  public init(layout: BackButtonLayout, colors: ButtonTheme) {
    self.layout = layout
    self.colors = colors
  }

  /// The bezel at `scale`, pointing left. Everything in it is constant along x
  /// between the cap insets (straight edges, a vertical gradient, a horizontal
  /// highlight), so the art stretches.
  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let shape = layout.shape(atScale: scale)
    return colors.classicBezel(
      outer: shape.outerPath, inner: shape.innerPath, highlight: shape.highlightPath,
      borderWidth: shape.borderWidth, height: layout.size.height, state: state)
  }

  /// The label over its shadow, in `layout.labelFrame`; never mirrored (it keeps
  /// its own reading order). Both are moved rather than copied, so that an
  /// image's painter sees one outline twice and scan-converts it once.
  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    guard let label, !label.isEmpty else { return [] }
    let origin = layout.labelFrame.origin
    return [
      .offset(origin + colors.shadowOffset, [.fill(label, .solid(colors.shadow))]),
      .offset(origin, [.fill(label, .solid(colors.text))]),
    ]
  }

  public func opacity(for state: ButtonState) -> Double {
    colors.classicOpacity(for: state)
  }
}
