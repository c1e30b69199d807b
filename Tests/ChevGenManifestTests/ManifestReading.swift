import ChevGenManifest

extension ManifestLoader {
  /// The manifest as this module reads and checks it, every problem the
  /// reader finds thrown together: what the build's own `load` starts from,
  /// before the checks that need the whole plan (ChevGenAssets' tests).
  static func load(text: String, path: String) throws(ManifestError) -> Manifest {
    let (manifest, diagnostics) = try read(text: text, path: path)
    guard diagnostics.isEmpty, let manifest else { throw .invalid(diagnostics) }
    return manifest
  }
}
