import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import Foundation
import XCTest

/// The same assertion works from an XCTestCase.
final class XCTestSupportTests: XCTestCase {
  func testMatchingSnapshotPassesUnderXCTest() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("chevgen-xctest-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])!
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: directory + "/pixels.png"))
    assertImageSnapshot(of: image, named: "pixels", directory: directory, record: .never)
    assertImageSnapshot(
      ofPNG: try PNGEncoder.encode(image), named: "pixels", directory: directory, record: .never)
  }
}
