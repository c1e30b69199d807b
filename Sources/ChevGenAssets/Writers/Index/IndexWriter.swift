import ChevGenManifest

/// `index.json`, which every build writes: every unit drawn, with each
/// image's files in every output, its size and its cap insets.
struct IndexWriter: OutputWriter {
  static let path = "index.json"

  let manifest: Manifest

  static func writes(_ path: String) -> Bool { path == Self.path }

  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] { [AssetPlan.File(path: Self.path)] }

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    [OutputFile(path: Self.path, bytes: AssetIndex.json(drawn, layout: layout).bytes())]
  }
}
