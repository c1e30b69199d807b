import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The pixel budget refuses a build that would draw too much, from the art's
/// sizes alone: before anything is drawn or written.
@Suite struct PixelBudgetTests {
  /// Holds each test's output folder, which the build makes (or must not).
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-budget-")
  }

  func builder(_ manifest: String, limit: Int) throws -> (AssetBuilder, URL) {
    let manifest = try ManifestLoader.load(text: manifest, path: "chevgen.yml")
    let directory = folder.url("out")
    var builder = AssetBuilder(manifest: manifest, outputDirectory: directory.path)
    builder.pixelLimit = limit
    return (builder, directory)
  }

  /// Five ✕ of 30 × 30 pixels in two states: 9 000 pixels.
  @Test func aBuildWithinTheBudgetIsDrawn() throws {
    let buttons = (0..<5).map { "  - {name: C\($0), role: close}" }.joined(separator: "\n")
    let (builder, _) = try builder(
      "scales: [1]\noutputs: [css]\nbuttons:\n" + buttons, limit: 1_000_000)
    defer { folder.remove() }
    #expect(try builder.build().drawnImages == 10)
  }

  /// A 1000-point back button at 4x in two states, drawn both ways: 1.92 megapixels.
  @Test func aBuildBeyondTheBudgetStopsAndWritesNothing() throws {
    let (builder, directory) = try builder(
      "scales: [4]\noutputs: [css]\nbuttons:\n  - {name: Back, role: back, title: Back, width: 1000}",
      limit: 1_000_000)
    defer { folder.remove() }
    #expect {
      try builder.build()
    } throws: { error in
      (error as? AssetError)?.lines(naming: { "--" + $0.rawValue }) == [
        "chevgen.yml:4:5: error: buttons: the images add up to more than 1 megapixels "
          + "(sizes × states × appearances × scales); narrow the widths, drop a scale, or split "
          + "the buttons into several manifests, each with its own output folder"
      ]
    }
    // Not even the folder it made, nor its lock.
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
