import ChevronDiff
import ChevronRender
import Foundation
import Testing

/// Golden-image checks against `Fixtures/golden/<name>.png`.
///
/// Tolerance: a pixel differs when any channel is more than 8 of 255 away, and at
/// most 0.5% of pixels may differ. Renders with the same cairo, pixman and font
/// agree exactly; the slack absorbs anti-aliasing from other builds, while a
/// moved edge, a changed colour or a different label fails.
///
/// Set `CHEVGEN_RECORD=1` to write missing or mismatching goldens (the test still
/// fails, so a recording never passes silently); look at each before committing it.
enum Golden {
  static let comparison = ToleranceComparison(channelTolerance: 8)
  static let allowedRatio = 0.005

  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fixtures/golden").standardized
  }

  static func check(_ surface: ImageSurface, named name: String) throws {
    let url = directory.appendingPathComponent(name + ".png")
    let record = ProcessInfo.processInfo.environment["CHEVGEN_RECORD"] == "1"
    guard let data = try? Data(contentsOf: url) else {
      if record {
        try Data(surface.pngData()).write(to: url)
        Issue.record("recorded missing golden \(url.path); look at it, then commit it")
      } else {
        Issue.record("golden \(url.path) is missing; run with CHEVGEN_RECORD=1 to record it")
      }
      return
    }
    let expected = try PNGDecoder.decode([UInt8](data))
    let result = comparison.compare(expected, surface.rgbaImage())
    let limit = Int(Double(result.totalPixels) * allowedRatio)
    guard result.sizesMatch, result.differentPixels <= limit else {
      let actual = record ? url : URL(fileURLWithPath: "/tmp/\(name).actual.png")
      try Data(surface.pngData()).write(to: actual)
      let next =
        record
        ? "re-recorded it; look at it, then commit it"
        : "actual image at \(actual.path); if the change is intended, rerun with CHEVGEN_RECORD=1"
      let message =
        "\(name): \(result.differentPixels) of \(result.totalPixels) pixels differ "
        + "(limit \(limit), sizes match: \(result.sizesMatch)); \(next)"
      Issue.record(Comment(rawValue: message))
      return
    }
  }
}
