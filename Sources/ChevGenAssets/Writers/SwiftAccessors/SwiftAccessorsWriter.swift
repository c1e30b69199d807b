import ChevGenManifest

/// `swift/ChevGenArt.swift`: a typed accessor per button for the catalog's
/// image sets, which the manifest's checks make sure are written too.
struct SwiftAccessorsWriter: OneFileWriter {
  static let path = "swift/ChevGenArt.swift"

  let manifest: Manifest

  /// The accessors of the art both ways (textless art is Android's alone).
  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    let source = SwiftAccessors.source(
      drawn.filter { $0.kind != .textless }, catalog: CatalogWriter(manifest: manifest))
    return [OutputFile(path: Self.path, text: source)]
  }
}
