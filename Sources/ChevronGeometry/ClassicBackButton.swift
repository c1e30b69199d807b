/// Builds the scene of a classic back button from its layout, style and shaped label.
public struct ClassicBackButton: Sendable {
  public let layout: BackButtonLayout
  public let style: ClassicBackButtonStyle

  public init(layout: BackButtonLayout, style: ClassicBackButtonStyle) {
    self.layout = layout
    self.style = style
  }

  /// The scene for `state` at `scale`; `label` holds the label's glyph outlines with
  /// its line box's top-left corner at the origin, and is drawn in `layout.labelFrame`.
  ///
  /// Everything but the label is constant along x between the cap insets (straight
  /// edges, a vertical gradient, a horizontal highlight), so the art stretches.
  public func scene(label: Path?, state: ButtonState, scale: Double) -> Scene {
    let shape = layout.shape(atScale: scale)
    let size = layout.size
    var items = style.bezel(
      outer: shape.outerPath, inner: shape.innerPath, highlight: shape.highlightPath,
      borderWidth: shape.borderWidth, height: size.height, state: state)
    if layout.direction == .rightToLeft {
      // The art is mirrored; the label is not (it keeps its own reading order).
      items = [.mirrored(width: size.width, items)]
    }
    if let label, !label.isEmpty {
      let origin = layout.labelFrame.origin
      items.append(
        .fill(label.translated(by: origin + style.shadowOffset), .solid(style.shadowColor)))
      items.append(.fill(label.translated(by: origin), .solid(style.textColor)))
    }
    let opacity = style.opacity(for: state)
    return Scene(size: size, items: opacity < 1 ? [.group(opacity: opacity, items)] : items)
  }
}
