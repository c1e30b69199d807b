import ChevGenManifest

/// `index.json`, which every build writes: every unit drawn, with each
/// image's files in every output, its size and its cap insets.
struct IndexWriter: OneFileWriter {
  static let path = "index.json"

  let manifest: Manifest

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    [OutputFile(path: Self.path, bytes: AssetIndex.json(drawn, layout: layout).bytes())]
  }
}
