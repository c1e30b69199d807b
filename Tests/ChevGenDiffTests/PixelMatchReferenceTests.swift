import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import Foundation
import Testing

/// A pixelmatch 7.2.0 conformance case: its two images, its diff image and count.
struct ReferenceCase: CustomTestStringConvertible, Sendable {
  var first: String
  var second: String
  var expectedDiff: String
  var options: PixelMatchOptions
  var count: Int
  var testDescription: String { "\(first) × \(second) → \(expectedDiff)" }
}

private func options(_ change: (inout PixelMatchOptions) -> Void) -> PixelMatchOptions {
  var options = PixelMatchOptions()
  change(&options)
  return options
}

private let cases: [ReferenceCase] = [
  ReferenceCase(
    first: "1a", second: "1b", expectedDiff: "1diff", options: options { $0.threshold = 0.05 },
    count: 143),
  ReferenceCase(
    first: "1a", second: "1b", expectedDiff: "1diffdefaultthreshold", options: PixelMatchOptions(),
    count: 106),
  ReferenceCase(
    first: "1a", second: "1b", expectedDiff: "1diffmask",
    options: options {
      $0.threshold = 0.05
      $0.diffMask = true
    }, count: 143),
  ReferenceCase(
    first: "1a", second: "1a", expectedDiff: "1emptydiffmask",
    options: options {
      $0.threshold = 0
      $0.diffMask = true
    }, count: 0),
  ReferenceCase(
    first: "2a", second: "2b", expectedDiff: "2diff",
    options: options {
      $0.threshold = 0.05
      $0.alpha = 0.5
      $0.antiAliasedColor = DiffColor(0, 192, 0)
      $0.diffColor = DiffColor(255, 0, 255)
    }, count: 12437),
  ReferenceCase(
    first: "3a", second: "3b", expectedDiff: "3diff", options: options { $0.threshold = 0.05 },
    count: 212),
  ReferenceCase(
    first: "4a", second: "4b", expectedDiff: "4diff", options: options { $0.threshold = 0.05 },
    count: 36049),
  ReferenceCase(
    first: "5a", second: "5b", expectedDiff: "5diff", options: options { $0.threshold = 0.05 },
    count: 6),
  ReferenceCase(
    first: "6a", second: "6b", expectedDiff: "6diff", options: options { $0.threshold = 0.05 },
    count: 51),
  ReferenceCase(
    first: "6a", second: "6a", expectedDiff: "6empty", options: options { $0.threshold = 0 },
    count: 0),
  ReferenceCase(
    first: "7a", second: "7b", expectedDiff: "7diff",
    options: options {
      $0.threshold = 0.1
      $0.darkerDiffColor = DiffColor(0, 255, 0)
    }, count: 2448),
  ReferenceCase(
    first: "8a", second: "5b", expectedDiff: "8diff", options: options { $0.threshold = 0.05 },
    count: 32896),
]

@Test(arguments: cases)
func matchesPixelmatchExactly(_ reference: ReferenceCase) throws {
  let first = try PixelMatchFixtures.image(reference.first)
  let second = try PixelMatchFixtures.image(reference.second)
  let result = PixelMatch.compare(
    first, second, options: reference.options, drawingDiff: true)
  #expect(result.differentPixels == reference.count)
  let expected = try PixelMatchFixtures.image(reference.expectedDiff)
  let diff = try #require(result.diffImage)
  #expect(diff.width == expected.width && diff.height == expected.height)
  let mismatched = zip(diff.pixels, expected.pixels).enumerated().filter { $1.0 != $1.1 }
  #expect(
    mismatched.isEmpty,
    "\(mismatched.count) bytes differ, first at \(mismatched.first?.offset ?? 0)")
  // The count does not depend on drawing the diff.
  let countOnly = PixelMatch.compare(first, second, options: reference.options)
  #expect(countOnly.differentPixels == reference.count && countOnly.diffImage == nil)
  // Nor on counting in bands of rows.
  let banded = PixelMatch.compare(first, second, options: reference.options) { $0.map($1) }
  #expect(banded == countOnly)
}

@Test func translucentPixelsBlendOverTheChosenBackground() {
  let translucentBlack = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])!
  let grey = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])!
  var overWhite = PixelMatchOptions()
  overWhite.background = .white
  #expect(PixelMatch.compare(translucentBlack, grey, options: overWhite).differentPixels == 0)
  #expect(PixelMatch.compare(translucentBlack, grey).differentPixels == 1)
}
