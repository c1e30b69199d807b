import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// What outputs are keyed on besides their inputs: another build of the same
/// source and libraries (the same `AssetBuilder.currentRevision`) reuses
/// every output and draws nothing, while another revision (the source that
/// draws changed, or a drawing library) redraws every image once.
@Suite struct OutputRevisionTests {
  static let manifest = """
    scales: [1, 2]
    outputs: [css, xcassets]
    buttons:
      - {name: Back, role: back, title: Back}
      - {name: Close, role: close}
    """

  /// Builds `manifest` into `directory`, its outputs keyed on `revision`.
  static func build(_ directory: URL, revision: String) throws -> BuildReport {
    let manifest = try ManifestLoader.load(text: Self.manifest, path: "chevgen.yml")
    var builder = AssetBuilder(manifest: manifest, outputDirectory: directory.path)
    builder.outputRevision = revision
    return try builder.build()
  }

  @Test func theSameRevisionDrawsNothingAndAnotherRedrawsEverything() throws {
    let folder = try TemporaryFolder(prefix: "chevgen-revision-")
    defer { folder.remove() }
    let directory = folder.url("out")
    let first = try Self.build(directory, revision: "source a; cairo 1")
    #expect(first.drawnImages > 0)
    #expect(try Self.build(directory, revision: "source a; cairo 1").drawnImages == 0)
    let changed = try Self.build(directory, revision: "source b; cairo 1")
    #expect(changed.drawnImages == first.drawnImages)
    #expect(
      try Self.build(directory, revision: "source b; cairo 2").drawnImages == first.drawnImages)
  }

  /// The revision names the source's digest and every drawing library's version.
  @Test func theCurrentRevisionNamesTheSourceAndTheLibraries() {
    let revision = AssetBuilder.currentRevision
    #expect(revision.hasPrefix("source \(artSourceDigest); cairo "))
    for library in [
      "pango ", "harfbuzz ", "fontconfig ", "freetype ", "libpng ", "zlib ", "libdeflate ",
    ] {
      #expect(revision.contains(library), "\(revision)")
    }
    #expect(!revision.contains("unknown"), "\(revision)")
  }
}
