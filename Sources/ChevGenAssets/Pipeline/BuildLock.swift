import ChevGenFormat
import ChevGenSystem

/// The lock a build holds beside the state, with the output folder and the
/// state's made for it: two builds never interleave, and a build that fails
/// leaves no lock or folder it made.
struct BuildLock {
  private let lock: FileLock
  /// The folders this build made, outermost first.
  private let made: [String]

  /// Makes `folders` (refusing a file in the way) and locks the state in
  /// `stateDirectory`; `waiting` hears that another build holds the lock.
  init(
    folders: [String], stateDirectory: String, waiting: () -> Void
  ) throws(AssetError) {
    let made = try Self.makeFolders(Set(folders).sorted())
    do throws(FileError) {
      lock = try FileLock(path: stateDirectory + "/" + BuildState.lockFileName, waiting: waiting)
    } catch {
      OutputFolder.removeEmpty(made)
      guard case .lockFailed(_, let reason) = error else { throw .files(error) }
      throw .outputDirectory(path: stateDirectory, reason: reason)
    }
    self.made = made
  }

  /// Runs `body` under the lock. A run that fails (a bad font, a manifest
  /// over budget) leaves no lock or folder it made; what it wrote, the state lists.
  func holding<Result>(
    _ body: () throws(AssetError) -> Result
  ) throws(AssetError) -> Result {
    defer { withExtendedLifetime(lock) {} }
    do {
      return try body()
    } catch {
      if lock.created { lock.remove() }
      OutputFolder.removeEmpty(made)
      throw error
    }
  }

  /// Makes each of `folders`, refusing a file in the way; returns the
  /// folders it made, outermost first.
  private static func makeFolders(_ folders: [String]) throws(AssetError) -> [String] {
    var made: [String] = []
    for folder in folders {
      do throws(FileError) {
        if let status = FileStatus(folder), !status.isDirectory {
          throw .notAFolder(path: folder, file: folder)
        }
        made += try DirectoryCheck.makeDirectories(for: folder + "/" + BuildState.fileName)
      } catch {
        OutputFolder.removeEmpty(made)
        if case .notAFolder(folder, folder) = error {
          throw .outputDirectory(path: folder, reason: "it is a file")
        }
        // Making folders never finds a file chevgen does not own, the one
        // message that names the output folder's option.
        throw .outputDirectory(path: folder, reason: error.message(naming: \.rawValue))
      }
    }
    return made
  }
}
