/// The colours of an image of at most 256, in the order they first appear:
/// what a palette PNG's PLTE and tRNS chunks hold, and each colour's index.
struct PaletteColours {
  /// The colours, each a pixel's four bytes (straight RGBA) read as one word.
  private(set) var words: [UInt32] = []
  /// Open addressing from a colour to its index; -1 for an empty slot.
  private var slots = [Int16](repeating: -1, count: 1024)

  /// Writes the indices of the `width` RGBA pixels at `source` to `target`;
  /// false when their colours would take the palette past 256 (`target` then
  /// half written).
  mutating func index(
    _ source: UnsafeRawPointer, width: Int, into target: UnsafeMutablePointer<UInt8>
  ) -> Bool {
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

  /// The index of `word`, added if new; nil when 256 colours are taken.
  mutating func index(of word: UInt32) -> UInt8? {
    var slot = Int((word &* 0x9E37_79B1) >> 22)
    while slots[slot] >= 0 {
      if words[Int(slots[slot])] == word { return UInt8(slots[slot]) }
      slot = (slot + 1) & (slots.count - 1)
    }
    guard words.count < 256 else { return nil }
    slots[slot] = Int16(words.count)
    words.append(word)
    return UInt8(words.count - 1)
  }

  /// The PLTE chunk's body: each colour's red, green and blue.
  var palette: [UInt8] {
    words.flatMap { colour in
      withUnsafeBytes(of: colour) { [$0[0], $0[1], $0[2]] }
    }
  }

  /// The tRNS chunk's body, each colour's alpha up to the last one below 255;
  /// nil when every colour is opaque.
  var transparency: [UInt8]? {
    let alphas = words.map { colour in withUnsafeBytes(of: colour) { $0[3] } }
    guard let last = alphas.lastIndex(where: { $0 < 255 }) else { return nil }
    return Array(alphas[...last])
  }
}
