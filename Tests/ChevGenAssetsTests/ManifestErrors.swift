@testable import ChevGenAssets
@testable import ChevGenManifest

/// The manifest errors a text gets, one line each, for the tests that judge
/// what the reader refuses.
enum ManifestErrors {
  /// The lines `ManifestLoader` refuses `text` with, read as `chevgen.yml`;
  /// none for a manifest it takes.
  static func of(_ text: String) -> [String] {
    do {
      _ = try ManifestLoader.load(text: text, path: "chevgen.yml")
      return []
    } catch {
      return error.lines
    }
  }
}
