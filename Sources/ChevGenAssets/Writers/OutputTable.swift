import ChevGenManifest

/// Which writers a build runs: the table that maps a manifest's `outputs:`
/// to the writers that make them, in the order their files are listed,
/// written and recorded: the one place in the build that reads `outputs`.
struct OutputTable: Sendable {
  /// One writer, and the word in `outputs:` that asks for it.
  struct Entry: Sendable {
    /// nil for a writer every build runs.
    var output: AssetOutput?
    var writer: any OutputWriter.Type
  }

  private(set) var entries: [Entry]

  /// chevgen's outputs. Android's `res/` is three writers: the drawables
  /// (images and state lists), the VectorDrawables and the values (titles
  /// and their colours); the index is written by every build.
  static let standard = OutputTable(entries: [
    Entry(output: .xcassets, writer: CatalogWriter.self),
    Entry(output: .android, writer: AndroidDrawablesWriter.self),
    Entry(output: .android, writer: AndroidVectorsWriter.self),
    Entry(output: .android, writer: AndroidValuesWriter.self),
    Entry(output: .css, writer: StylesheetWriter.self),
    Entry(output: .swift, writer: SwiftAccessorsWriter.self),
    Entry(output: nil, writer: IndexWriter.self),
  ])

  /// Adds `writer` after the others, asked for by `output` (by every build when nil).
  mutating func register(_ writer: any OutputWriter.Type, for output: AssetOutput? = nil) {
    entries.append(Entry(output: output, writer: writer))
  }

  /// The writers `manifest` asks for, in the table's order.
  func writers(for manifest: Manifest) -> [any OutputWriter] {
    entries.filter { $0.output.map(manifest.outputs.contains) ?? true }
      .map { $0.writer.init(manifest: manifest) }
  }

  /// Whether some writer may write `path`, under any manifest.
  func writes(_ path: String) -> Bool {
    entries.contains { $0.writer.writes(path) }
  }
}
