import ChevGenCairo
import ChevGenDiff
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import Testing

/// Golden-image checks against `Fixtures/golden/<name>.png`, through the
/// snapshot library chevgen ships.
///
/// Tolerance: pixelmatch at its default threshold 0.1, anti-aliased pixels not
/// counted, and at most 0.5% of pixels may differ. Renders with the same cairo,
/// pixman and font agree exactly; the slack absorbs anti-aliasing from other
/// builds, while a moved edge, a changed colour or a different label fails.
///
/// `CHEVGEN_SNAPSHOT_RECORD=failed` re-records mismatching goldens (the test
/// still fails, so a recording never passes silently); look at each before
/// committing it.
enum Golden {
  static let options = PixelMatchOptions()
  static let tolerance = DiffTolerance(maximumRatio: 0.005)

  static var directory: String {
    SourceTree.url("Fixtures/golden").path
  }

  /// `folder`: a subfolder of the goldens for images the command line cannot
  /// draw alone (the top folder's are each drawn by it too, in ShippedFontsTests).
  static func check(
    _ surface: ImageSurface, named name: String, folder: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    assertImageSnapshot(
      ofPNG: try surface.pngData(), named: name, options: options, tolerance: tolerance,
      directory: folder.map { directory + "/" + $0 } ?? directory, fileID: sourceLocation.fileID,
      line: UInt(sourceLocation.line))
  }
}
