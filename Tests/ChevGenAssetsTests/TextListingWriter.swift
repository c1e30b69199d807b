@testable import ChevGenAssets
@testable import ChevGenManifest

/// An output only the tests have, to show what adding one takes: this file
/// and a line of registration (`OutputTable.register`). `listing.txt`, a
/// line per drawing of a button: its name, locale, direction and size in points.
struct TextListingWriter: OneFileWriter {
  static let path = "listing.txt"

  let manifest: Manifest

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    let lines = drawn.map { unit in
      [
        unit.button.name, unit.locale?.description ?? "-", unit.direction.rawValue,
        Stylesheet.number(unit.size.width) + "x" + Stylesheet.number(unit.size.height),
      ].joined(separator: " ") + "\n"
    }
    return [OutputFile(path: Self.path, text: lines.joined())]
  }
}
