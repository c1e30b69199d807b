import ChevGenImage

/// Pixel arithmetic for comparing a browser's screenshot with chevgen's files:
/// cutting an element out, putting translucent art over the page's background,
/// and how far two images are apart.
enum ScreenPixels {
  /// The device pixels of a box given in CSS pixels, `[x, y, width, height]`.
  static func crop(_ screenshot: RGBAImage, box: [Double], ratio: Double) -> RGBAImage {
    let device = box.map { Int(($0 * ratio).rounded()) }
    return screenshot.cropped(x: device[0], y: device[1], width: device[2], height: device[3])
  }

  /// `art` over an opaque `background`, rounded as a browser blends 8-bit colour.
  static func composite(_ art: RGBAImage, over background: (UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels = art.pixels
    let under = [Int(background.0), Int(background.1), Int(background.2)]
    for start in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[start + 3])
      for channel in 0..<3 {
        let blended = Int(pixels[start + channel]) * alpha + under[channel] * (255 - alpha)
        pixels[start + channel] = UInt8((blended + 127) / 255)
      }
      pixels[start + 3] = 255
    }
    return RGBAImage(width: art.width, height: art.height, pixels: pixels)!
  }

  /// The mean over pixels of the largest colour difference, nil for images of
  /// different sizes (alpha is ignored: a screenshot is opaque).
  static func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double? {
    guard let sum = differences(a, b, keepLargest: false) else { return nil }
    return Double(sum) / Double(max(1, a.width * a.height))
  }

  /// The largest colour difference of any pixel, nil for different sizes.
  static func maximumDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int? {
    differences(a, b, keepLargest: true)
  }

  /// Each pixel's largest red, green or blue difference, summed or the largest
  /// kept. One plain loop over both buffers: the tests call it thousands of
  /// times on unoptimised builds.
  static func differences(_ a: RGBAImage, _ b: RGBAImage, keepLargest: Bool) -> Int? {
    guard a.width == b.width, a.height == b.height else { return nil }
    return a.pixels.withUnsafeBufferPointer { first in
      b.pixels.withUnsafeBufferPointer { second in
        var sum = 0
        var largest = 0
        var start = 0
        while start < first.count {
          var pixel = 0
          for channel in start..<start + 3 {
            let difference = Int(first[channel]) - Int(second[channel])
            let magnitude = difference < 0 ? -difference : difference
            if magnitude > pixel { pixel = magnitude }
          }
          sum += pixel
          if pixel > largest { largest = pixel }
          start += 4
        }
        return keepLargest ? largest : sum
      }
    }
  }
}
