import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import Testing

/// A 6×4 image in one tint, shaded top to bottom as a classic bar is.
private func tinted(_ red: Int, _ green: Int, _ blue: Int) -> RGBAImage {
  var pixels: [UInt8] = []
  for y in 0..<4 {
    for _ in 0..<6 {
      pixels += [red, green, blue].map { UInt8(min(255, $0 + 12 - 6 * y)) } + [255]
    }
  }
  return RGBAImage(width: 6, height: 4, pixels: pixels)!
}

/// A check of `refs/tint.png` in a scratch folder, in record mode `never`.
private func check(
  in folder: TemporaryFolder, options: PixelMatchOptions? = nil
) -> ImageSnapshot {
  let location = SnapshotLocation(
    testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "tint()", name: "tint",
    directory: folder.path("refs"), artefacts: folder.path("artefacts"))
  guard let options else { return ImageSnapshot(location: location, record: .never) }
  return ImageSnapshot(location: location, record: .never, options: options)
}

/// A snapshot recorded with tint #6D84A2 fails against #4A6FA5 by default
/// (pixelmatch's 0.1 passed the two), passes with the old tolerance one
/// argument away, and an exact reference still passes.
@Test func theDefaultThresholdCatchesAChangedTint() throws {
  let folder = try TemporaryFolder(prefix: "chevgen-snapshot-threshold-")
  defer { folder.remove() }
  try FileManager.default.createDirectory(
    atPath: folder.path("refs"), withIntermediateDirectories: true)
  try Data(try PNGEncoder.encode(tinted(0x6D, 0x84, 0xA2))).write(to: folder.url("refs/tint.png"))
  #expect(PixelMatchOptions.snapshot.threshold == 0.01)
  #expect(!PixelMatchOptions.snapshot.includeAntiAliased)
  let failure = try #require(check(in: folder).verify(tinted(0x4A, 0x6F, 0xA5)))
  #expect(failure.contains("does not match: 16 of 24 pixels differ (66.67%)"))
  #expect(check(in: folder, options: PixelMatchOptions()).verify(tinted(0x4A, 0x6F, 0xA5)) == nil)
  #expect(check(in: folder).verify(tinted(0x6D, 0x84, 0xA2)) == nil)
  // A renderer's rounding, one level in each channel, is no visible change.
  #expect(check(in: folder).verify(tinted(0x6E, 0x85, 0xA3)) == nil)
}
