import ChevGenFormat

/// Why a file or folder could not be read, written or locked.
///
/// The cases name paths only, and the output folder as the field
/// `RequestField.output`, which each front end names in its own words (a
/// flag, a manifest key).
public enum FileError: Error, Hashable, Sendable {
  /// A file cannot be read at all.
  case unreadable(path: String, reason: String)
  case missingDirectory(path: String, directory: String)
  /// A parent of the path is a file.
  case notAFolder(path: String, file: String)
  case unwritableDirectory(path: String, directory: String)
  case writeFailed(path: String, reason: String)
  /// A file is where chevgen would write, and chevgen did not write it.
  /// `ignoredRecord` says why the record of chevgen's files was not trusted,
  /// when it was not: without it the user would blame the file alone.
  case notOwned(path: String, ignoredRecord: String? = nil)
  /// A lock file could not be opened or locked; `reason` says why.
  case lockFailed(path: String, reason: String)
  /// A file or folder whose name is not UTF-8, which chevgen cannot name in
  /// a report or open by a `String` path; `path` shows its bytes escaped.
  case undecodableName(path: String)

  /// One line naming the problem and the fix, the output named by `name`.
  public func message(naming name: (RequestField) -> String) -> String {
    text.text(naming: name)
  }

  /// One line naming the problem and the fix, the output folder a field.
  public var text: FieldText {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read '\(path)': \(reason); check the path and permissions"
    case .missingDirectory(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' does not exist; create it or choose "
        + "another path"
    case .notAFolder(let path, let file):
      "cannot write '\(path)': '\(file)' is a file, not a folder; choose another path"
    case .unwritableDirectory(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' is not writable; fix its permissions or "
        + "choose another path"
    case .writeFailed(let path, let reason):
      "cannot write '\(path)': \(reason); check the disk and permissions, then retry"
    case .notOwned(let path, let ignoredRecord):
      "'\(path)' is in the way and chevgen did not write it"
        + (ignoredRecord.map { " (\($0))" } ?? "") + "; move it away or choose another "
        + "\(RequestField.output) folder"
    case .lockFailed(let path, let reason):
      "cannot lock '\(path)': \(reason); check the folder's permissions"
    case .undecodableName(let path):
      "cannot compare '\(path)': its name is not UTF-8; rename it"
    }
  }
}
