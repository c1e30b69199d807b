import ChevGenCairo
import ChevGenGeometry
import ChevGenStyles
import ChevGenText

/// A button on a golden glass sheet: the sheets set glass art side by side
/// on one backdrop, each placed where it stands so that its lens samples
/// the part of the backdrop behind it.
enum GlassSheetCell {
  /// The art of `purpose`, titled by `label` if any, `x` points from the
  /// sheet's left edge on `sheet`, drawn at `scale`: its items and its width.
  static func draw<Label: ShapedLabel>(
    _ purpose: Purpose, label: Label?, theme: ButtonTheme, x: Double, on sheet: PlacedBackdrop,
    scale: Double
  ) -> (item: Scene.Item, width: Double) {
    var placed = theme
    placed.glass.place(at: Point(x: x, y: 0), on: sheet)
    let art = ButtonArtFactory(style: .glass, purpose: purpose, scales: [scale])
      .art(labelSize: label?.size ?? .zero, direction: .leftToRight, theme: placed)
    let scene = art.scene(label: label?.outline, state: .normal, scale: scale)
    return (.offset(Point(x: x, y: 0), scene.items), art.size.width)
  }
}
