import ChevGenGeometry

/// Builds the scene of a classic back button from its layout, style and shaped label.
public struct ClassicBackButton: Sendable {
  public let layout: BackButtonLayout
  public let style: ClassicColors

  public init(layout: BackButtonLayout, style: ClassicColors) {
    self.layout = layout
    self.style = style
  }

  /// The bezel at `scale`, pointing left. Everything in it is constant along x
  /// between the cap insets (straight edges, a vertical gradient, a horizontal
  /// highlight), so the art stretches.
  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let shape = layout.shape(atScale: scale)
    return style.bezel(
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
      .offset(origin + style.shadowOffset, [.fill(label, .solid(style.shadowColor))]),
      .offset(origin, [.fill(label, .solid(style.textColor))]),
    ]
  }

  public func opacity(for state: ButtonState) -> Double {
    style.opacity(for: state)
  }
}
