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

  /// A `width × height` image of transparent black pixels.
  public static func transparent(width: Int, height: Int) -> RGBAImage {
    RGBAImage(
      width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))!
  }

  /// The four channels of the pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// The `width × height` rectangle whose top-left pixel is (`x`, `y`), as a
  /// new image; the image itself when the rectangle is all of it.
  public func cropped(x: Int, y: Int, width newWidth: Int, height newHeight: Int) -> RGBAImage {
    guard x != 0 || y != 0 || newWidth != width || newHeight != height else { return self }
    var cropped: [UInt8] = []
    cropped.reserveCapacity(newWidth * newHeight * 4)
    for row in y..<(y + newHeight) {
      let start = (row * width + x) * 4
      cropped.append(contentsOf: pixels[start..<(start + newWidth * 4)])
    }
    return RGBAImage(width: newWidth, height: newHeight, pixels: cropped)!
  }

  /// Copies `image` over this one with its top-left pixel at (`x`, `y`); it must fit.
  public mutating func paste(_ image: RGBAImage, x: Int, y: Int) {
    precondition(x >= 0 && y >= 0 && x + image.width <= width && y + image.height <= height)
    let rowBytes = image.width * 4
    for row in 0..<image.height {
      let source = row * rowBytes
      let target = ((y + row) * width + x) * 4
      pixels.replaceSubrange(
        target..<(target + rowBytes), with: image.pixels[source..<(source + rowBytes)])
    }
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
    var canvas = RGBAImage.transparent(width: newWidth, height: newHeight).pixels
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
