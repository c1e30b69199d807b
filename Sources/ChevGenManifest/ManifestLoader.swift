import ChevGenSystem
import Yams

/// Reads a manifest into a checked model, collecting every problem the reader
/// finds with its line and column.
///
/// The YAML is composed here; `ManifestDocument` reads its sections, each in a
/// type of its own, into one `ManifestReader` that collects the problems. The
/// checks that need the whole plan (its size, its file names) come after, in
/// ChevGenAssets' `ManifestLoader.load(text:path:)`.
public enum ManifestLoader {
  /// Parses `text`, the contents of the manifest at `path`: the manifest read
  /// (nil when a section could not be read) and every problem found so far.
  package static func read(
    text: String, path: String
  ) throws(ManifestError) -> (manifest: Manifest?, diagnostics: [ManifestDiagnostic]) {
    let source = sourceHash(of: Array(text.utf8))
    // libyaml skips a byte-order mark only before a one-line document; editors
    // hide it, so without it the lines and columns are the ones the user sees.
    let text =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    let node: Node?
    do {
      // Every value is read as text and checked here, so the basic resolver
      // (no number or date guessing, which costs a regular expression per scalar).
      node = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw .syntax(ManifestSyntax.diagnostic(error, file: path, text: text))
    } catch {
      throw .syntax(
        ManifestDiagnostic(file: path, line: 1, column: 1, keyPath: "", message: "\(error)"))
    }
    var reader = ManifestReader(file: path, source: text)
    guard let node else {
      reader.report(nil, "", "the manifest is empty; declare a theme and buttons (see README)")
      throw .invalid(reader.diagnostics)
    }
    var manifest = ManifestDocument.read(node, path: path, reader: &reader)
    manifest?.sourceHash = source
    return (manifest, reader.diagnostics)
  }

  /// The hash a manifest's bytes (a byte-order mark included) are known by.
  public static func sourceHash(of bytes: [UInt8]) -> String {
    var hash = ContentHash()
    hash.combine(bytes)
    return hash.hex
  }
}
