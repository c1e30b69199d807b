import ChevGenManifest

/// Android's VectorDrawables of title-less art that does not stretch,
/// `res/drawable/chevgen_close.xml` and `res/drawable-night/` where the dark
/// art differs: what `AndroidVectors` chooses and draws.
struct AndroidVectorsWriter: OutputWriter {
  let manifest: Manifest

  static func writes(_ path: String) -> Bool {
    AndroidResources.isXMLFile(path, in: "res/drawable/")
      || AndroidResources.isXMLFile(path, in: "res/drawable-night/")
  }

  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] {
    AndroidVectors.vectors(manifest, layout: layout).map { vector in
      AssetPlan.File(path: vector.path, button: vector.button, isXMLDrawable: true)
    }
  }

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    AndroidVectors.files(manifest, layout: layout).map { OutputFile(path: $0.path, text: $0.xml) }
  }
}
