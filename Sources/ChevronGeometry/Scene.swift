/// A pure description of one image: what to paint, in order, in points.
///
/// `Label` is the text layer's shaped-label type, so the scene stays free of any
/// text engine while the renderer receives labels it knows how to draw.
public struct Scene<Label> {
  /// One drawing step.
  public indirect enum Item {
    /// Fill a path (non-zero winding) with a paint.
    case fill(Path, Paint)
    /// Draw the items with everything outside the path masked off.
    case clip(Path, [Item])
    /// Draw the items into a layer, then composite the layer at `opacity`.
    case group(opacity: Double, [Item])
    /// Draw a shaped label with the top-left of its line box at `origin`.
    case text(Label, origin: Point, color: Color)
  }

  /// The image's size in points; pixels are points × scale.
  public var size: Size
  public var items: [Item]

  public init(size: Size, items: [Item]) {
    self.size = size
    self.items = items
  }
}
