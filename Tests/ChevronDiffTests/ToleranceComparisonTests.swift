import ChevronDiff
import Testing

private func image(_ pixels: [UInt8], width: Int = 2) -> RGBAImage {
  RGBAImage(width: width, height: pixels.count / 4 / width, pixels: pixels)!
}

@Test func countsPixelsBeyondTheChannelTolerance() {
  let a = image([10, 10, 10, 255, 0, 0, 0, 0])
  let b = image([18, 10, 10, 255, 0, 0, 0, 9])
  #expect(ToleranceComparison(channelTolerance: 8).compare(a, b).differentPixels == 1)
  #expect(ToleranceComparison(channelTolerance: 9).compare(a, b).differentPixels == 0)
  #expect(ToleranceComparison(channelTolerance: 0).compare(a, b).largestChannelDifference == 9)
}

@Test func differentSizesDifferEverywhere() {
  let a = image([0, 0, 0, 0, 0, 0, 0, 0])
  let b = image([0, 0, 0, 0], width: 1)
  let result = ToleranceComparison(channelTolerance: 255).compare(a, b)
  #expect(!result.sizesMatch && result.differentPixels == 2)
}

@Test func rejectsBuffersOfTheWrongLength() {
  #expect(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
  #expect(image([1, 2, 3, 4, 5, 6, 7, 8]).columns(1..<2).pixels == [5, 6, 7, 8])
}
