import ChevGenImage
import ChevGenPNG
import Foundation

/// pixelmatch 7.2.0's own conformance images, committed under
/// `Fixtures/pixelmatch-7.2.0` with their ISC licence (see SOURCE.md there):
/// the pairs both the reference cases and the ignored areas are judged on.
enum PixelMatchFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixelmatch-7.2.0")

  /// The fixture `name`.png, decoded.
  static func image(_ name: String) throws -> RGBAImage {
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).png"))
    return try PNGDecoder.decode([UInt8](data))
  }
}
