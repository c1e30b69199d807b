import ChevGenGeometry

/// How frames are laid out on a sprite sheet: row by row in a near-square grid.
public enum SpriteGrid {
  /// ⌈√count⌉ columns.
  public static func columns(for count: Int) -> Int {
    var columns = 1
    while columns * columns < count { columns += 1 }
    return columns
  }

  /// The cell of frame `index` in a grid `columns` wide of cells of `size`.
  public static func cell(_ index: Int, columns: Int, size: Size) -> Rect {
    Rect(
      x: Double(index % columns) * size.width, y: Double(index / columns) * size.height,
      width: size.width, height: size.height)
  }
}
