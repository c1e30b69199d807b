import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import XCTest

/// The same assertion works from an XCTestCase.
final class XCTestSupportTests: XCTestCase {
  func testMatchingSnapshotPassesUnderXCTest() throws {
    let folder = try TemporaryFolder(prefix: "chevgen-xctest-")
    defer { folder.remove() }
    let directory = folder.path
    let image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])!
    try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: directory + "/pixels.png"))
    assertImageSnapshot(of: image, named: "pixels", directory: directory, record: .never)
    assertImageSnapshot(
      ofPNG: try PNGEncoder.encode(image), named: "pixels", directory: directory, record: .never)
  }
}
