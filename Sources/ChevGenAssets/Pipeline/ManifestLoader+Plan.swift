import ChevGenManifest

extension ManifestLoader {
  /// Parses and validates `text`, the contents of the manifest at `path`,
  /// collecting all problems before any output is written: the reader's, then
  /// those that need the whole plan (its size, its file names).
  public static func load(text: String, path: String) throws(ManifestError) -> Manifest {
    let (manifest, found) = try read(text: text, path: path)
    var diagnostics = found
    if let manifest {
      // One layout (its writers) serves every check below.
      let layout = AssetLayout(manifest: manifest)
      if let problems = ManifestLimits.problems(layout) {
        diagnostics += problems
      } else {
        // A name clash is reported once: as the file two buttons write when
        // the outputs make one, else as the names they share.
        let files = collisions(layout)
        diagnostics +=
          files.map(\.diagnostic)
          + NameClashes.diagnostics(manifest, skipping: Set(files.map(\.button)))
          + layout.diagnostics
      }
    }
    guard diagnostics.isEmpty, let manifest else {
      throw .invalid(diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
    return manifest
  }

  /// Why two paths are one file, or one Android resource.
  private static func sameness(_ file: AssetPlan.File, _ earlier: AssetPlan.File) -> String {
    if earlier.path.lowercased() == file.path.lowercased() {
      return "macOS and Windows ignore case"
    }
    if file.isXMLDrawable || earlier.isXMLDrawable, let name = file.drawableName {
      return "Android names both R.drawable.\(name)"
    }
    return "Android takes .png and .9.png as one drawable"
  }

  /// Two buttons (or two images of one) that would write one file, named with
  /// their lines, case ignored as macOS and Windows ignore it.
  static func collisions(
    _ layout: AssetLayout
  ) -> [(button: Int, diagnostic: ManifestDiagnostic)] {
    let manifest = layout.manifest
    return AssetPlan.collisions(layout).map { file, earlier in
      let button = manifest.buttons[file.button!]
      let other = manifest.buttons[earlier.button!]
      let which = file.which.isEmpty ? "" : " in \(file.which)"
      var clash = "as does '\(other.name)' (line \(other.line))"
      if other.index == button.index { clash = "as does its image" }
      clash += earlier.which.isEmpty ? "" : " in \(earlier.which)"
      if earlier.path != file.path {
        clash += " as \(earlier.path) (\(sameness(file, earlier)))"
      }
      let diagnostic = ManifestDiagnostic(
        file: manifest.path, line: button.line, column: button.column,
        keyPath: "buttons[\(button.index)].name",
        message: "'\(button.name)'\(which) writes \(file.path), \(clash); rename one")
      return (file.button!, diagnostic)
    }
  }
}
