import ChevronDiff
import ChevronRender

/// Frames of one size copied into one image, row by row in a near-square grid.
struct SpriteSheet {
  let image: RGBAImage
  /// Each frame's rectangle on the sheet, in pixels.
  let rects: [(x: Int, y: Int, width: Int, height: Int)]

  init(frames: [RGBAImage], columns: Int) {
    let width = frames[0].width
    let height = frames[0].height
    let rows = (frames.count + columns - 1) / columns
    let sheetWidth = width * columns
    var pixels = [UInt8](repeating: 0, count: sheetWidth * height * rows * 4)
    var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
    for (index, frame) in frames.enumerated() {
      let x = index % columns * width
      let y = index / columns * height
      for row in 0..<height {
        let source = row * width * 4
        let target = ((y + row) * sheetWidth + x) * 4
        pixels.replaceSubrange(
          target..<(target + width * 4), with: frame.pixels[source..<(source + width * 4)])
      }
      rects.append((x, y, width, height))
    }
    image = RGBAImage(width: sheetWidth, height: height * rows, pixels: pixels)!
    self.rects = rects
  }
}
