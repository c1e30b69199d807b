/// A rectangle of pixels a comparison leaves out, in the reference image's
/// pixel grid (column `x`, row `y` of its top-left pixel).
///
/// Both images are compared on a canvas anchored at their top-left corners,
/// so the reference's grid is the canvas's: a region means the same pixels
/// in both images.
public struct IgnoredRegion: Hashable, Sendable {
  /// The column of the region's left edge.
  public var x: Int
  /// The row of the region's top edge.
  public var y: Int
  /// Its width in pixels; a region of width 0 is refused as a likely typo.
  public var width: Int
  /// Its height in pixels; a region of height 0 is refused likewise.
  public var height: Int

  /// The `width × height` rectangle whose top-left pixel is (`x`, `y`).
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `X,Y,W,H`, four whole numbers of 0 or more, spaces around each allowed;
  /// nil for anything else. Emptiness is checked later, with the images, so
  /// that every front end says the same about it.
  public init?(text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part -> Int? in
      let trimmed = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      return Int(String(trimmed))
    }
    guard parts.count == 4, numbers.count == 4 else { return nil }
    self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `X,Y,W,H`, as `init?(text:)` reads it.
  public var text: String { "\(x),\(y),\(width),\(height)" }

  /// Whether the region holds no pixel at all.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The part of the region on a `width × height` canvas, as column and row
  /// ranges; nil when none of it is.
  func clipped(width canvasWidth: Int, height canvasHeight: Int) -> (
    columns: Range<Int>, rows: Range<Int>
  )? {
    guard !isEmpty else { return nil }
    let (left, top) = (max(x, 0), max(y, 0))
    // Clamped before adding: a width near Int.max must not overflow.
    let right = x >= canvasWidth ? canvasWidth : min(canvasWidth, x + min(width, canvasWidth))
    let bottom = y >= canvasHeight ? canvasHeight : min(canvasHeight, y + min(height, canvasHeight))
    guard left < right, top < bottom else { return nil }
    return (left..<right, top..<bottom)
  }
}
