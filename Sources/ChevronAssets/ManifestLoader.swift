import ChevronSupport
import Yams

/// Reads a manifest and checks every value, collecting all problems before any
/// output is written.
///
/// The YAML is composed here; `ManifestDocument` reads its sections, each in a
/// type of its own, into one `ManifestReader` that collects the problems; the
/// checks that need the whole manifest (its size, its file names) come last.
public enum ManifestLoader {
  /// Parses and validates `text`, the contents of the manifest at `path`.
  public static func load(text: String, path: String) throws(ManifestError) -> Manifest {
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
    let manifest = ManifestDocument.read(node, path: path, reader: &reader)
    var diagnostics = reader.diagnostics
    if let manifest {
      diagnostics +=
        ManifestLimits.problems(manifest)
        ?? (collisions(manifest) + SwiftIdentifier.diagnostics(manifest)
          + AndroidResources.diagnostics(manifest))
    }
    guard diagnostics.isEmpty, var manifest else {
      throw .invalid(diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
    manifest.sourceHash = source
    return manifest
  }

  /// The hash a manifest's bytes (a byte-order mark included) are known by.
  public static func sourceHash(of bytes: [UInt8]) -> String {
    var hash = ContentHash()
    hash.combine(bytes)
    return hash.hex
  }

  /// Why two paths are one file, or one Android resource.
  private static func sameness(_ file: AssetPlan.File, _ earlier: AssetPlan.File) -> String {
    if earlier.path.lowercased() == file.path.lowercased() {
      return "macOS and Windows ignore case"
    }
    if file.isStateList || earlier.isStateList, let name = file.drawableName {
      return "Android names both R.drawable.\(name)"
    }
    return "Android takes .png and .9.png as one drawable"
  }

  /// Two buttons (or two images of one) that would write one file, named with
  /// their lines, case ignored as macOS and Windows ignore it.
  static func collisions(_ manifest: Manifest) -> [ManifestDiagnostic] {
    AssetPlan.collisions(manifest).map { file, earlier in
      let button = manifest.buttons[file.button!]
      let other = manifest.buttons[earlier.button!]
      let variant = file.variant.isEmpty ? "" : " in \(file.variant)"
      var clash = "as does '\(other.name)' (line \(other.line))"
      if other.index == button.index { clash = "as does its image" }
      clash += earlier.variant.isEmpty ? "" : " in \(earlier.variant)"
      if earlier.path != file.path {
        clash += " as \(earlier.path) (\(sameness(file, earlier)))"
      }
      return ManifestDiagnostic(
        file: manifest.path, line: button.line, column: button.column,
        keyPath: "buttons[\(button.index)].name",
        message: "'\(button.name)'\(variant) writes \(file.path), \(clash); rename one")
    }
  }
}
