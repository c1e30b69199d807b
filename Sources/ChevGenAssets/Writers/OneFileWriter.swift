/// An output that is one file at a fixed path beside the art (`index.json`,
/// the Swift accessors): it names that path, and the file is planned and
/// owned by it alone.
protocol OneFileWriter: OutputWriter {
  /// The file's path inside the output folder.
  static var path: String { get }
}

extension OneFileWriter {
  static func writes(_ path: String) -> Bool { path == Self.path }

  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] { [AssetPlan.File(path: Self.path)] }
}
