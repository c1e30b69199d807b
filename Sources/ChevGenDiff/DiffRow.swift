/// One row of pixelmatch's diff image, drawn into a buffer the caller owns.
///
/// Equal pixels are drawn as the first image's luma faded towards white;
/// with a diff mask (`faded` false) only differing pixels are drawn, over
/// transparency.
struct DiffRow {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int
  let faded: Bool

  /// Clears the row before it is drawn, when some of its pixels stay undrawn.
  func start() {
    if !faded { pixels.update(repeating: 0, count: width * 4) }
  }

  /// Draws `color` at `x`; `always` false draws it only when equal pixels are
  /// drawn too (anti-aliasing has no place in a mask).
  func mark(_ color: DiffColor, at x: Int, always: Bool) {
    guard always || faded else { return }
    store(color.red, color.green, color.blue, at: x)
  }

  /// Draws `count` pixels of `image` from pixel `index` on, faded by `alpha`,
  /// at `x` on. A run of one colour (flat areas, most of a screenshot) is
  /// worked out once: the arithmetic, in doubles, is most of a diff's cost.
  func fade(
    _ image: UnsafePointer<UInt8>, from index: Int, count: Int, at x: Int, alpha: Double
  ) {
    guard faded, count > 0 else { return }
    let words = UnsafeRawPointer(image).assumingMemoryBound(to: UInt32.self)
    var last = words[index] &+ 1
    var grey: UInt8 = 0
    for offset in 0..<count {
      let word = words[index + offset]
      if word != last {
        last = word
        grey = Self.grey(image + (index + offset) * 4, alpha: alpha)
      }
      store(grey, grey, grey, at: x + offset)
    }
  }

  /// pixelmatch's faded luma of the pixel at `pixel`, truncated to a byte as its
  /// typed arrays do; the doubles are combined in pixelmatch's order.
  private static func grey(_ pixel: UnsafePointer<UInt8>, alpha: Double) -> UInt8 {
    let luma =
      Double(pixel[0]) * 0.29889531 + Double(pixel[1]) * 0.58662247 + Double(pixel[2]) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(pixel[3]) / 255
    return UInt8(min(max(value, 0), 255))
  }

  /// Stores an opaque pixel as one word (little-endian: red in the low byte).
  private func store(_ red: UInt8, _ green: UInt8, _ blue: UInt8, at x: Int) {
    let word = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    UnsafeMutableRawPointer(pixels).storeBytes(
      of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
  }
}
