import ChevGenFormat
import ChevGenManifest
import ChevGenSystem

/// The output folder as the build sees it: paths inside it, checked component
/// by component with `lstat`, so that nothing is written or removed through a
/// symbolic link and nothing outside the folder is ever named.
public struct OutputFolder: Sendable {
  let root: String
  /// The writers whose files a state may list.
  var table = OutputTable.standard

  /// What stands at a path a build writes.
  public enum Obstacle: Equatable, Sendable {
    /// A symbolic link at `path` (on the way or the file itself).
    case link(String)
    /// A file where a folder is needed.
    case file(String)
    /// A folder, or anything else that is not a regular file, where a file goes.
    case notAFile(String)
  }

  /// Why `path`, read from the state, cannot name one of chevgen's files; nil
  /// when it is a plain relative path inside the folder where a writer of
  /// `table` writes.
  func problem(with path: String) -> String? {
    var quoted: String { ManifestReader.quote(path) }
    if path.isEmpty { return "an empty path" }
    if path.utf8.contains(0) { return "a path holding a NUL byte" }
    // Components as UTF-8 slices: a no-op build checks tens of thousands of paths.
    let components = path.utf8.split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    if PathText.isAbsolute(path) || components.contains(where: { $0.elementsEqual("..".utf8) }) {
      return "\(quoted) outside the output folder"
    }
    if components.contains(where: { $0.isEmpty || $0.elementsEqual(".".utf8) }) {
      return "\(quoted), which is not a plain relative path"
    }
    if !table.writes(path) { return "\(quoted), which chevgen does not write" }
    return nil
  }

  /// What kind of entry `path` (relative) is, without following a link; nil when nothing is there.
  func kind(_ path: String) -> FileStatus.Kind? {
    FileStatus(root + "/" + path, followingLinks: false)?.kind
  }

  /// The first folder on the way to `path` that is a link or a file, looked up
  /// once per folder in `checked`.
  func obstacle(before path: String, checked: inout [Substring: Obstacle?]) -> Obstacle? {
    var end = path.startIndex
    while let slash = path.utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
      let folder = path[..<slash]
      end = path.index(after: slash)
      if let known = checked[folder] {
        if let known { return known }
        continue
      }
      let found: Obstacle? =
        switch kind(String(folder)) {
        case .symbolicLink: .link(String(folder))
        case nil, .directory: nil
        default: .file(String(folder))
        }
      checked[folder] = .some(found)
      if let found { return found }
    }
    return nil
  }

  /// What became of a file the build no longer wants.
  enum Removal: Equatable {
    case removed
    /// Nothing of chevgen's is there: no file, or a link on the way.
    case absent
    /// Removing it failed for this reason: the file is still there.
    case failed(String)
  }

  /// Removes the regular file at `path` when nothing on the way is a link.
  func remove(_ path: String, checked: inout [Substring: Obstacle?]) -> Removal {
    guard obstacle(before: path, checked: &checked) == nil, kind(path) == .regular else {
      return .absent
    }
    return FileSystem.removeFile(root + "/" + path).map(Removal.failed) ?? .removed
  }

  /// Removes the folders of `paths` that are empty, deepest first, never the
  /// output folder itself and never through a link: `rmdir` removes only empty
  /// folders, so a folder that holds a user's file stays.
  func removeEmptyFolders(of paths: [String]) {
    let folders = Self.folders(of: paths)
    var checked: [Substring: Obstacle?] = [:]
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      let path = String(folder)
      guard obstacle(before: path + "/-", checked: &checked) == nil else { continue }
      FileSystem.removeEmptyFolder(root + "/" + path)
    }
  }

  /// Removes the folders of `made` (outermost first) that are empty,
  /// innermost first: those a run that failed made.
  static func removeEmpty(_ made: [String]) {
    for folder in made.reversed() { FileSystem.removeEmptyFolder(folder) }
  }

  /// Refuses, before anything is drawn, whatever stands where a run writes
  /// `files`: a file chevgen did not write (not in `owned`, which `witness`
  /// explains), a symbolic link, a folder where a file goes or a file where
  /// a folder goes. Returns every path the run may write (an Android
  /// drawable's both names: the art decides which it is).
  func refuseObstacles(
    to files: [AssetPlan.File], owned: Set<String>, witness: AssetError.StateWitness
  ) throws(AssetError) -> [String] {
    var checked: [Substring: Obstacle?] = [:]
    // Whether each file's folder is there, asked once per folder: a cold
    // build's folders are not, and nothing in them needs a look.
    var present: [Substring: Bool] = [:]
    var foreign: [String] = []
    for file in files {
      let slash = PathText.lastSlash(in: file.path)
      let parent = file.path[..<(slash ?? file.path.startIndex)]
      let isPresent: Bool
      if let known = present[parent] {
        isPresent = known
      } else {
        if let obstacle = obstacle(before: file.path, checked: &checked) {
          throw .outputPath(obstacle, directory: root)
        }
        isPresent = parent.isEmpty || kind(String(parent)) == .directory
        present[parent] = isPresent
      }
      guard isPresent else { continue }
      for name in file.names {
        switch kind(name) {
        case nil: continue
        case .regular: if !owned.contains(name) { foreign.append(name) }
        case .symbolicLink: throw .outputPath(.link(name), directory: root)
        default: throw .outputPath(.notAFile(name), directory: root)
        }
      }
    }
    if let first = foreign.first {
      throw .foreignFile(path: root + "/" + first, others: foreign.count - 1, state: witness)
    }
    return files.flatMap(\.names)
  }

  /// Every folder `paths` lie in, each once: `a` and `a/b` for `a/b/c.png`.
  static func folders(of paths: [String]) -> Set<Substring> {
    var folders: Set<Substring> = []
    for path in paths {
      // Bytes, not characters: finding a slash needs no grapheme breaking.
      var current = path.utf8[...]
      while let slash = current.lastIndex(of: UInt8(ascii: "/")) {
        current = current[..<slash]
        guard folders.insert(Substring(current)).inserted else { break }
      }
    }
    return folders
  }
}
