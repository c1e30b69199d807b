/// The rows of an image of at most 256 colours, kept as one byte a pixel: an
/// index into the colours in the order they first appear.
///
/// A diff image is the first image's luma faded towards white, plus a colour
/// or two: with pixelmatch's default alpha about thirty colours. As a palette
/// PNG it is a quarter of the bytes to compress and to keep (on a 2560×1600
/// pair: 4 MB instead of 16 MB), which decides how fast `chevgen diff --out`
/// runs and how much memory it needs.
struct PaletteRows {
  /// The colours so far.
  private(set) var colours = PaletteColours()
  /// Each row's filter byte (0, none) and indices.
  private(set) var indices: [UInt8]
  private let width: Int
  private var rows = 0

  init(width: Int, height: Int) {
    self.width = width
    indices = [UInt8](repeating: 0, count: (1 + width) * height)
  }

  /// The rows added so far.
  var count: Int { rows }

  /// Adds `row`, `width` RGBA pixels; false, and the row not added, when its
  /// colours would take the palette past 256.
  /// (A row refused is left half written, beyond the rows added.)
  mutating func append(_ row: UnsafePointer<UInt8>) -> Bool {
    let start = rows * (1 + width) + 1
    // The row's indices through one pointer: stored one by one into the
    // array, each store checked that the array was not shared, and appending
    // took 1.8 times the instructions.
    let added = indices.withUnsafeMutableBufferPointer { indices in
      colours.index(UnsafeRawPointer(row), width: width, into: indices.baseAddress! + start)
    }
    if added { rows += 1 }
    return added
  }

  /// Row `y` as RGBA pixels, written to `pixels`.
  func row(_ y: Int, into pixels: UnsafeMutablePointer<UInt8>) {
    let target = UnsafeMutableRawPointer(pixels)
    for x in 0..<width {
      let colour = colours.words[Int(indices[y * (1 + width) + 1 + x])]
      target.storeBytes(of: colour, toByteOffset: x * 4, as: UInt32.self)
    }
  }
}
