import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Which writers a manifest's `outputs:` run, in the order their files are
/// written, and an output added as a writer of its own and one line.
@Suite struct OutputTableTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-writers-")
  }

  static func writers(_ outputs: [AssetOutput]) -> [String] {
    OutputTable.standard.writers(for: DrawnButtons.manifest(outputs: outputs))
      .map { String(describing: type(of: $0)) }
  }

  @Test func eachOutputNamesItsWritersAndEveryBuildWritesTheIndex() {
    #expect(
      Self.writers(AssetOutput.allCases) == [
        "CatalogWriter", "AndroidDrawablesWriter", "AndroidVectorsWriter", "AndroidValuesWriter",
        "StylesheetWriter", "SwiftAccessorsWriter", "IndexWriter",
      ])
    // The table's order, whatever the manifest's.
    #expect(
      Self.writers([.css, .xcassets]) == ["CatalogWriter", "StylesheetWriter", "IndexWriter"])
    #expect(Self.writers([.css]) == ["StylesheetWriter", "IndexWriter"])
  }

  static let manifest = """
    locales: [en, ar]
    scales: [1]
    outputs: [css]
    buttons:
      - {name: Back, role: back, titles: {en: Back, ar: رجوع}}
      - {name: Close, role: close}
    """

  func build(registering: Bool) throws -> BuildReport {
    let manifest = try ManifestLoader.load(text: Self.manifest, path: folder.path("chevgen.yml"))
    var builder = AssetBuilder(manifest: manifest, outputDirectory: folder.path("out"))
    if registering { builder.writers.register(TextListingWriter.self) }
    return try builder.build()
  }

  /// The listing is planned, written from the drawn units, recorded in the
  /// state, which a rebuild trusts: it draws and writes nothing.
  @Test func aWriterOfItsOwnIsOneFileAndOneLine() throws {
    defer { folder.remove() }
    let first = try build(registering: true)
    #expect(first.writtenFiles.contains(TextListingWriter.path))
    let listing = try String(contentsOf: folder.url("out/listing.txt"), encoding: .utf8)
    #expect(
      listing == """
        Back en ltr 53x30
        Back ar rtl 52x30
        Close - ltr 30x30

        """)
    let again = try build(registering: true)
    #expect(again.drawnUnits == 0 && again.writtenFiles.isEmpty && again.warnings.isEmpty)
    #expect(
      try String(contentsOf: folder.url("out/.chevgen-state"), encoding: .utf8)
        .contains("\nF\tlisting.txt\t"))
  }

  /// A build without it writes no listing.
  @Test func anUnregisteredWriterWritesNothing() throws {
    defer { folder.remove() }
    let report = try build(registering: false)
    #expect(!report.writtenFiles.contains(TextListingWriter.path))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out/listing.txt")))
  }
}
