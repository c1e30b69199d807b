import ChevGenFormat
import ChevGenSystem

/// The state file, `.chevgen-state`, as a build reads and writes it: read
/// and checked before it is trusted, written whole through a temporary
/// file, put back as it was when a run fails; and the temporary files of
/// runs that were killed, found and removed.
struct StateFile {
  /// Where the state lives: the output folder, or another (see `AssetBuilder.stateDirectory`).
  let directory: String
  let outputDirectory: String

  var path: String { directory + "/" + BuildState.fileName }

  /// The last run's state when every path in it is sound, the files it
  /// shows chevgen wrote, and what it says of any other file. A state that is
  /// not sound is ignored, with a warning: nothing it lists is kept or
  /// removed, and its sound paths alone may be overwritten.
  func read(
    _ folder: OutputFolder, warnings: inout [String]
  ) -> (state: BuildState, owned: Set<String>, witness: AssetError.StateWitness) {
    guard let status = FileStatus(path, followingLinks: false) else {
      return (BuildState(units: []), [], .missing)
    }
    let state: BuildState
    do throws(FileError) {
      guard status.kind == .regular else {
        throw .unreadable(path: path, reason: "it is not a regular file")
      }
      state = BuildState(bytes: try FileReader.bytes(at: path))
    } catch {
      let reason = error.message(naming: \.rawValue)
      warnings.append("cannot read \(BuildState.fileName) (\(reason)); rebuilding everything")
      return (BuildState(units: []), [], .ignored(problem: "cannot be read (\(reason))"))
    }
    guard let problem = state.problem(in: folder) else {
      let owned = Set(state.files.map(\.path))
      return (state, owned, owned.isEmpty ? .missing : .silent)
    }
    warnings.append(
      "\(BuildState.fileName) \(problem); ignoring it and rebuilding everything")
    return (BuildState(units: []), state.soundPaths(in: folder), .ignored(problem: problem))
  }

  /// The state file's bytes as they are, to put back if the run fails.
  func bytes() -> [UInt8]? { try? FileReader.bytes(at: path) }

  func write(_ state: BuildState) throws(AssetError) {
    try write(state.bytes)
  }

  /// Writes the state file's bytes whole, through a temporary file.
  func write(_ bytes: [UInt8]) throws(AssetError) {
    let transaction = FileTransaction()
    do throws(FileError) {
      try transaction.stage(bytes, at: path)
      try transaction.commit()
    } catch { throw .files(error) }
  }

  /// Puts back the state file as it was before this run (`bytes`), or
  /// removes it when there was none; the failure's own error is the one reported.
  func restore(_ bytes: [UInt8]?) {
    guard let bytes else {
      FileSystem.removeFile(path)
      return
    }
    try? write(bytes)
  }

  /// Removes the temporary files a killed run left: in the output folder
  /// and the state's, and, when `state` lists files a run was about to
  /// write (it was killed after that), in every folder it names.
  func removeTemporaryFiles(after state: BuildState) {
    var directories: Set<String> = [outputDirectory, directory]
    if state.units.contains(where: { $0.id == BuildState.pendingID }) {
      for path in state.files.map(\.path) {
        directories.insert(
          PathText.folder(of: path).map { outputDirectory + "/" + $0 } ?? outputDirectory)
      }
    }
    Self.removeTemporaryFiles(in: directories)
  }

  /// Removes the temporary files of killed runs from `directories`.
  static func removeTemporaryFiles(in directories: Set<String>) {
    for directory in directories {
      // The lock is held: every temporary file of a build here is a killed run's.
      for name in DirectoryCheck.names(in: directory) ?? []
      where FileTransaction.temporaryFileOwner(name) != nil {
        FileSystem.removeFile(directory + "/" + name)
      }
    }
  }
}
