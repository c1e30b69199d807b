import ChevGenManifest

/// The files the last run wrote that this one does not want: removed,
/// never through a link, with the folders that leaves empty, so that nothing
/// chevgen did not write is ever touched.
enum StaleFiles {
  /// Removes the files `old` lists that `state` does not, then the folders
  /// that leaves empty (and those a killed run made). Returns the paths
  /// removed; those that could not be stay chevgen's in `state` (a warning
  /// says so), for the next run to remove.
  static func remove(
    _ old: BuildState, keeping state: inout BuildState, in folder: OutputFolder,
    warnings: inout [String]
  ) -> [String] {
    let wanted = Set(state.files.map(\.path))
    let records = Dictionary(old.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    var removed: [String] = []
    var stuck: [BuildState.FileRecord] = []
    var failure = ""
    for record in records.values.sorted(by: { $0.path < $1.path })
    where !wanted.contains(record.path) {
      switch folder.remove(record.path, checked: &checked) {
      case .removed: removed.append(record.path)
      case .absent: continue
      case .failed(let error):
        stuck.append(record)
        failure = error
      }
    }
    folder.removeEmptyFolders(of: old.files.map(\.path))
    if let first = stuck.first {
      let more = stuck.count > 1 ? " and \(stuck.count - 1) more files" : ""
      warnings.append(
        "cannot remove \(ManifestReader.quote(folder.root + "/" + first.path))\(more) no "
          + "longer declared (\(failure)); the next run tries again")
      state.units.append(
        BuildState.Unit(id: BuildState.leftoverID, key: "-", layout: [], files: stuck))
    }
    return removed
  }
}
