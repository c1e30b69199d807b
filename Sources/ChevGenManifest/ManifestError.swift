/// Why a manifest could not be loaded.
public enum ManifestError: Error, Hashable, Sendable {
  /// The file cannot be read at all.
  case unreadable(path: String, reason: String)
  /// The file is not YAML (or not UTF-8); nothing past the error was read.
  case syntax(ManifestDiagnostic)
  /// The YAML is read, and these values are wrong; every one is listed.
  case invalid([ManifestDiagnostic])

  /// Every problem, one per line.
  public var lines: [String] {
    switch self {
    case .unreadable(let path, let reason):
      [
        "cannot read manifest \(ManifestReader.quote(path)): \(reason); pass the manifest's path, "
          + "e.g. chevgen build chevgen.yml"
      ]
    case .syntax(let diagnostic):
      [diagnostic.description]
    case .invalid(let diagnostics):
      diagnostics.map(\.description)
    }
  }
}
