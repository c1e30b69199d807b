import ChevGenCairo
import ChevGenImage
import ChevGenPNG

/// Frames of one size laid out row by row in a near-square grid, and encoded
/// as one PNG.
///
/// The sheet is encoded a row at a time from the frames themselves: 601
/// frames at 2x make an 18 MB sheet, and building it as an image first cost
/// a third of the encoding's time in fresh memory and copies, on the part of
/// `chevgen animate` that runs after every frame is drawn. Cells past the
/// last frame are transparent.
struct SpriteSheet {
  let frames: [RGBAImage]
  let columns: Int

  /// The width and height of every frame.
  private var cell: (width: Int, height: Int) { (frames[0].width, frames[0].height) }

  /// Each frame's rectangle on the sheet, in pixels.
  var rects: [(x: Int, y: Int, width: Int, height: Int)] {
    frames.indices.map { index in
      (index % columns * cell.width, index / columns * cell.height, cell.width, cell.height)
    }
  }

  /// The sheet's PNG bytes; refuses a sheet beyond `ImageLimits`.
  func png() throws(PNGError) -> [UInt8] {
    let (width, height) = cell
    let rows = (frames.count + columns - 1) / columns
    let encoder = try PNGRowEncoder(width: width * columns, height: height * rows)
    var line = [UInt8](repeating: 0, count: width * columns * 4)
    for y in 0..<height * rows {
      let first = y / height * columns
      let source = y % height * width * 4
      line.withUnsafeMutableBytes { target in
        for column in 0..<columns {
          let destination = target.baseAddress! + column * width * 4
          guard first + column < frames.count else {
            destination.initializeMemory(as: UInt8.self, repeating: 0, count: width * 4)
            continue
          }
          frames[first + column].pixels.withUnsafeBytes { pixels in
            destination.copyMemory(from: pixels.baseAddress! + source, byteCount: width * 4)
          }
        }
      }
      try line.withUnsafeBufferPointer { row throws(PNGError) in
        try encoder.append(row.baseAddress!)
      }
    }
    return try encoder.png()
  }
}
