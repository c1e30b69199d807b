/// An image as straight (non-premultiplied) RGBA, 8 bits per channel, rows top to bottom.
public struct RGBAImage: Hashable, Sendable {
  public private(set) var width: Int
  public private(set) var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
  public var pixels: [UInt8]

  /// An image of the given size; `pixels` must hold exactly `width × height × 4` bytes.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The four channels of the pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// The columns `range` of every row, as a new image.
  public func columns(_ range: Range<Int>) -> RGBAImage {
    var cropped: [UInt8] = []
    cropped.reserveCapacity(range.count * height * 4)
    for row in 0..<height {
      let start = (row * width + range.lowerBound) * 4
      cropped.append(contentsOf: pixels[start..<(start + range.count * 4)])
    }
    return RGBAImage(width: range.count, height: height, pixels: cropped)!
  }

  /// This image in the top-left corner of a `width × height` canvas of
  /// transparent pixels; the image itself if it already has that size.
  public func padded(width newWidth: Int, height newHeight: Int) -> RGBAImage {
    var copy = self
    copy.pad(width: newWidth, height: newHeight)
    return copy
  }

  /// Puts this image in the top-left corner of a `width × height` canvas of
  /// transparent pixels, releasing the old pixels (when not shared) as soon as the
  /// canvas holds them, so that padding costs one canvas, not two.
  public mutating func pad(width newWidth: Int, height newHeight: Int) {
    guard newWidth != width || newHeight != height else { return }
    var canvas = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    let rowBytes = min(width, newWidth) * 4
    for row in 0..<min(height, newHeight) {
      canvas[(row * newWidth * 4)..<(row * newWidth * 4 + rowBytes)] =
        pixels[(row * width * 4)..<(row * width * 4 + rowBytes)]
    }
    pixels = canvas
    width = newWidth
    height = newHeight
  }
}
