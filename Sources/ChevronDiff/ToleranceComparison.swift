/// Compares two images pixel by pixel, allowing each channel to differ by a tolerance.
///
/// This is the golden-image check: renders of the same scene on machines with the
/// same cairo and font agree exactly; a small tolerance absorbs anti-aliasing noise
/// from other pixman builds without hiding a changed shape or colour.
public struct ToleranceComparison: Hashable, Sendable {
  /// The largest difference in any one channel (0…255) that still counts as equal.
  public var channelTolerance: Int

  public init(channelTolerance: Int) {
    self.channelTolerance = channelTolerance
  }

  /// The outcome of one comparison.
  public struct Result: Hashable, Sendable {
    /// Pixels with a channel differing by more than the tolerance; every pixel if sizes differ.
    public var differentPixels: Int
    public var totalPixels: Int
    public var sizesMatch: Bool
    /// The largest channel difference seen.
    public var largestChannelDifference: Int
  }

  public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> Result {
    guard expected.width == actual.width, expected.height == actual.height else {
      let total = max(expected.width * expected.height, actual.width * actual.height)
      return Result(
        differentPixels: total, totalPixels: total, sizesMatch: false, largestChannelDifference: 255
      )
    }
    var different = 0
    var largest = 0
    expected.pixels.withUnsafeBufferPointer { left in
      actual.pixels.withUnsafeBufferPointer { right in
        var index = 0
        while index < left.count {
          var pixelLargest = 0
          for channel in 0..<4 {
            let delta = abs(Int(left[index + channel]) - Int(right[index + channel]))
            pixelLargest = max(pixelLargest, delta)
          }
          if pixelLargest > channelTolerance { different += 1 }
          largest = max(largest, pixelLargest)
          index += 4
        }
      }
    }
    return Result(
      differentPixels: different, totalPixels: expected.width * expected.height, sizesMatch: true,
      largestChannelDifference: largest)
  }
}
