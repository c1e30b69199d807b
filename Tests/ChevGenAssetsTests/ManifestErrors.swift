@testable import ChevGenAssets
@testable import ChevGenManifest

/// The lines `ManifestLoader` refuses `text` with, read as `chevgen.yml`, one
/// a problem; none for a manifest it takes. The tests that judge what the
/// reader refuses compare these with the exact texts.
func manifestErrors(_ text: String) -> [String] {
  do {
    _ = try ManifestLoader.load(text: text, path: "chevgen.yml")
    return []
  } catch {
    return error.lines
  }
}
