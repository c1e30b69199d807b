import ChevGenImage

/// The pixels of one comparison's canvas that are left out, and how they are
/// left out: every ignored pixel of the actual image takes the reference's
/// value before pixelmatch runs, so the count, the bounds and the rest of the
/// diff image are pixelmatch 7.2.0's on those two images; then the ignored
/// pixels are drawn in their own colour in the diff image.
///
/// Copying pixels before the comparison keeps pixelmatch's loop as it is,
/// with no test per pixel: a comparison that ignores nothing pays nothing.
/// A replaced pixel can still be counted through its neighbours' anti-aliasing
/// test, exactly as pixelmatch would count it on the replaced images.
public struct IgnoredPixels: Hashable, Sendable {
  /// The canvas's width: the wider image's.
  public let width: Int
  /// The canvas's height: the taller image's.
  public let height: Int
  /// The colour ignored pixels are drawn in.
  public let color: DiffColor
  /// One flag per pixel of the canvas, row by row.
  private var flags: [Bool]
  /// How many pixels are ignored.
  public private(set) var count = 0

  init(width: Int, height: Int, color: DiffColor) {
    self.width = width
    self.height = height
    self.color = color
    flags = [Bool](repeating: false, count: width * height)
  }

  /// Ignores the pixels `columns` of row `y`.
  mutating func insert(_ columns: Range<Int>, row y: Int) {
    for x in columns where !flags[y * width + x] {
      flags[y * width + x] = true
      count += 1
    }
  }

  /// Whether the pixel at column `x`, row `y` is ignored.
  public func contains(x: Int, y: Int) -> Bool { flags[y * width + x] }

  /// Pads both images to the canvas and copies the reference's ignored pixels
  /// into the actual image: the pair pixelmatch then compares.
  public func replace(
    _ reference: inout RGBAImage, _ actual: inout RGBAImage
  ) {
    reference.pad(width: width, height: height)
    actual.pad(width: width, height: height)
    reference.pixels.withUnsafeBufferPointer { source in
      actual.pixels.withUnsafeMutableBufferPointer { target in
        for index in flags.indices where flags[index] {
          for channel in 0..<4 { target[index * 4 + channel] = source[index * 4 + channel] }
        }
      }
    }
  }

  /// Draws the ignored pixels of row `y` into `row`, a row of a diff image of
  /// the canvas's width.
  public func paint(_ row: UnsafeMutablePointer<UInt8>, y: Int) {
    let start = y * width
    for x in 0..<width where flags[start + x] {
      row[x * 4] = color.red
      row[x * 4 + 1] = color.green
      row[x * 4 + 2] = color.blue
      row[x * 4 + 3] = 255
    }
  }

  /// Draws the ignored pixels into `diff`, a diff image of the canvas's size.
  public func paint(_ diff: inout RGBAImage) {
    guard diff.width == width, diff.height == height else { return }
    diff.pixels.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<height { paint(pixels.baseAddress! + y * width * 4, y: y) }
    }
  }

  /// `rows`, each row handed on with the ignored pixels drawn: a copy of the
  /// row is painted, as the comparison's own row is only lent.
  public func painting(
    _ rows: @escaping @Sendable (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void
  ) -> @Sendable (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void {
    let ignored = self
    return { y, row in
      var copy = [UInt8](UnsafeBufferPointer(start: row, count: ignored.width * 4))
      copy.withUnsafeMutableBufferPointer { copy in
        ignored.paint(copy.baseAddress!, y: y)
        rows(y, UnsafePointer(copy.baseAddress!))
      }
    }
  }
}
