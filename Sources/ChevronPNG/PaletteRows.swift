/// The rows of an image of at most 256 colours, kept as one byte a pixel: an
/// index into the colours in the order they first appear.
///
/// A diff image is the first image's luma faded towards white, plus a colour
/// or two: with pixelmatch's default alpha about thirty colours. As a palette
/// PNG it is a quarter of the bytes to compress and to keep (on a 2560×1600
/// pair: 4 MB instead of 16 MB), which decides how fast `chevgen diff --out`
/// runs and how much memory it needs.
struct PaletteRows {
  /// The colours, each a pixel's four bytes (straight RGBA) read as one word.
  private(set) var colours: [UInt32] = []
  /// Each row's filter byte (0, none) and indices.
  private(set) var indices: [UInt8]
  private let width: Int
  private var rows = 0
  /// Open addressing from a colour to its index; -1 for an empty slot.
  private var slots = [Int16](repeating: -1, count: 1024)

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
    let source = UnsafeRawPointer(row)
    let start = rows * (1 + width) + 1
    // The row's indices through one pointer, the array moved out meanwhile:
    // stored one by one into it, each store checked that the array was not
    // shared, a quarter of the time.
    var moved: [UInt8] = []
    swap(&moved, &indices)
    defer { swap(&moved, &indices) }
    let added = moved.withUnsafeMutableBufferPointer { indices in
      let target = indices.baseAddress! + start
      // Runs of one colour are common: its index is looked up once a run.
      var lastWord: UInt32 = 0
      var lastIndex: UInt8?
      for x in 0..<width {
        let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        if word != lastWord || lastIndex == nil {
          guard let index = index(of: word) else { return false }
          (lastWord, lastIndex) = (word, index)
        }
        target[x] = lastIndex!
      }
      return true
    }
    if added { rows += 1 }
    return added
  }

  /// Row `y` as RGBA pixels, written to `pixels`.
  func row(_ y: Int, into pixels: UnsafeMutablePointer<UInt8>) {
    let target = UnsafeMutableRawPointer(pixels)
    for x in 0..<width {
      let colour = colours[Int(indices[y * (1 + width) + 1 + x])]
      target.storeBytes(of: colour, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The PLTE chunk's body: each colour's red, green and blue.
  var palette: [UInt8] {
    colours.flatMap { colour in
      withUnsafeBytes(of: colour) { [$0[0], $0[1], $0[2]] }
    }
  }

  /// The tRNS chunk's body, each colour's alpha up to the last one below 255;
  /// nil when every colour is opaque.
  var transparency: [UInt8]? {
    let alphas = colours.map { colour in withUnsafeBytes(of: colour) { $0[3] } }
    guard let last = alphas.lastIndex(where: { $0 < 255 }) else { return nil }
    return Array(alphas[...last])
  }

  /// The index of `word`, added if new; nil when 256 colours are taken.
  private mutating func index(of word: UInt32) -> UInt8? {
    var slot = Int((word &* 0x9E37_79B1) >> 22)
    while slots[slot] >= 0 {
      if colours[Int(slots[slot])] == word { return UInt8(slots[slot]) }
      slot = (slot + 1) & (slots.count - 1)
    }
    guard colours.count < 256 else { return nil }
    slots[slot] = Int16(colours.count)
    colours.append(word)
    return UInt8(colours.count - 1)
  }
}
