import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import Testing

/// `ignoring:`: a snapshot leaves areas out as `chevgen diff --ignore` does,
/// and says in its own words when they do not fit.
@Suite struct SnapshotIgnoringTests {
  let folder: TemporaryFolder
  var root: String { folder.path }

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-snapshot-ignoring-")
  }

  /// An 8×4 image, its top-left 4×2 pixels `corner`, the rest grey.
  static func picture(corner: UInt8) -> RGBAImage {
    var image = RGBAImage(
      width: 8, height: 4, pixels: [UInt8](repeating: 128, count: 8 * 4 * 4))!
    for y in 0..<2 {
      for x in 0..<4 {
        image.pixels.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 3, with: [corner, 0, 0])
      }
    }
    return image
  }

  func snapshot(_ ignoring: IgnoredAreas) -> ImageSnapshot {
    ImageSnapshot(
      location: SnapshotLocation(
        testFile: "/src/Tests/AppTests/ClockTests.swift", testName: "clock()", name: nil,
        directory: root + "/refs", artefacts: root + "/artefacts"),
      record: .missing, ignoring: ignoring)
  }

  @Test func anIgnoredCornerPassesAndTheRestStillCounts() throws {
    defer { folder.remove() }
    _ = snapshot([]).verify(Self.picture(corner: 0))
    let corner: IgnoredAreas = [IgnoredRegion(x: 0, y: 0, width: 4, height: 2)]
    #expect(snapshot(corner).verify(Self.picture(corner: 255)) == nil)
    let failure = try #require(snapshot([]).verify(Self.picture(corner: 255)))
    #expect(failure.contains("does not match: 8 of 32 pixels differ (25.00%)."))
    let half: IgnoredAreas = [IgnoredRegion(x: 0, y: 0, width: 2, height: 2)]
    let partly = try #require(snapshot(half).verify(Self.picture(corner: 255)))
    #expect(partly.contains("does not match: 4 of 32 pixels differ (12.50%), 4 ignored."))
    let diff = try PNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: snapshot(half).location.diff))))
    #expect(diff[0, 0] == (0, 128, 255, 255) && diff[2, 0] == (255, 0, 0, 255))
  }

  @Test func areasThatDoNotFitFailTheCheckSayingWhy() throws {
    defer { folder.remove() }
    _ = snapshot([]).verify(Self.picture(corner: 0))
    let reference = root + "/refs/clock.png"
    let cases: [(IgnoredAreas, String)] = [
      (
        [IgnoredRegion(x: 1, y: 1, width: 0, height: 2)],
        "ignoring: region 1,1,0,2 is empty; give it a width and a height of 1 or more"
      ),
      (
        [IgnoredRegion(x: 9, y: 0, width: 2, height: 2)],
        "ignoring: region 9,0,2,2 lies wholly outside the reference and the image (8×4 "
          + "together); give X, Y, width and height within the reference"
      ),
      (
        [IgnoredRegion(x: 0, y: 0, width: 8, height: 4)],
        "ignoring: leaves no pixel of the 8×4 image to compare; ignore part of it, not all of it"
      ),
      (
        IgnoredAreas(mask: RGBAImage.transparent(width: 2, height: 2)),
        "ignoring: the mask is 2×2 and the reference 8×4; give a mask of the reference's size"
      ),
    ]
    for (areas, message) in cases {
      #expect(
        snapshot(areas).verify(Self.picture(corner: 0))
          == "snapshot \(reference) cannot be compared: \(message)")
    }
  }
}
