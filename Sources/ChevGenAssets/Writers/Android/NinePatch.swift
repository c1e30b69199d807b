import ChevGenImage

/// Android's nine-patch frame: the image inside a one-pixel transparent border
/// whose opaque black ticks mark what stretches (top, left) and where content
/// goes (bottom, right).
public enum NinePatch {
  /// `image` framed: the stretch column on top, the stretch rows on the left
  /// (every row when nil), and the padding ranges, in the image's pixels, on
  /// the bottom and right.
  public static func framed(
    _ image: RGBAImage, stretch: StretchSlice, rows: [Int]? = nil,
    padding: (x: Range<Int>, y: Range<Int>)?
  ) -> RGBAImage {
    let width = image.width + 2
    let height = image.height + 2
    var framed = RGBAImage.transparent(width: width, height: height)
    framed.paste(image, x: 1, y: 1)
    func tick(_ x: Int, _ y: Int) {
      framed.pixels[(y * width + x) * 4 + 3] = 255  // opaque black: RGB stay 0
    }
    for y in rows ?? Array(0..<image.height) {
      tick(0, y + 1)
    }
    tick(stretch.left + 1, 0)
    if let padding {
      for x in padding.x { tick(x + 1, height - 1) }
      for y in padding.y { tick(width - 1, y + 1) }
    }
    return framed
  }

  /// The pixels that cover `range` (points) at `scale`, clamped to `0..<limit`.
  public static func pixelRange(_ range: ClosedRange<Double>, scale: Double, limit: Int) -> Range<
    Int
  > {
    let low = max(0, Int((range.lowerBound * scale).rounded(.down)))
    let high = min(limit, Int((range.upperBound * scale).rounded(.up)))
    return low..<max(low + 1, high)
  }

  /// The rows a taller view stretches: one in the middle of the art above the
  /// label's rows and one in the middle below, so that the label's own rows
  /// (its text, when the title is drawn in) never stretch; every row when the
  /// label fills the art's height.
  public static func stretchRows(label: Range<Int>, height: Int) -> [Int]? {
    var rows: [Int] = []
    if label.lowerBound >= 1 { rows.append(label.lowerBound / 2) }
    if label.upperBound < height { rows.append(label.upperBound + (height - label.upperBound) / 2) }
    return rows.isEmpty ? nil : rows
  }
}
