import ChevGenCairo
import ChevGenImage

/// Frames of one size copied into one image, row by row in a near-square grid.
struct SpriteSheet {
  let image: RGBAImage
  /// Each frame's rectangle on the sheet, in pixels.
  let rects: [(x: Int, y: Int, width: Int, height: Int)]

  init(frames: [RGBAImage], columns: Int) {
    let width = frames[0].width
    let height = frames[0].height
    let rows = (frames.count + columns - 1) / columns
    var sheet = RGBAImage.transparent(width: width * columns, height: height * rows)
    var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
    for (index, frame) in frames.enumerated() {
      let x = index % columns * width
      let y = index / columns * height
      sheet.paste(frame, x: x, y: y)
      rects.append((x, y, width, height))
    }
    image = sheet
    self.rects = rects
  }
}
