import ChevGenSystem

/// The PNG files of a repository's working tree, for `chevgen review
/// --against`: found by chevgen's own walk of the folder (`PNGWalk`, as for
/// two folders), with git asked only which files it ignores.
///
/// Git's own listing (`ls-files --others`) passes over what is not a regular
/// file or a link, so a named pipe `new.png`, or a tracked PNG replaced by
/// one, would be left out of the review without a word. The walk sees every
/// entry: one that git ignores (`.gitignore`, `.git/info/exclude`,
/// `core.excludesFile`, and not tracked) is passed over, as are the `.git`
/// folder and nested repositories (a submodule's files are another
/// repository's); any other PNG that is a link or no regular file is an error.
enum GitWorkingTree {
  /// The PNG files under `specs` (paths relative to `root`, "" for all of
  /// it), relative to `root`, sorted by bytes.
  static func files(
    _ command: GitCommand, root: String, specs: [String]
  ) throws(CompareError) -> [String] {
    let ignored = try ignoredPaths(command, root: root, specs: specs)
    let skipping: PNGWalk.Filter = { path, status in
      if path.split(separator: UInt8(ascii: "/")).last?.elementsEqual(".git".utf8) == true {
        return true
      }
      if isIgnored(path, in: ignored) { return true }
      if status.isDirectory {
        let inner = Array(DirectoryCheck.join(root, "").utf8) + path + Array("/.git".utf8)
        return DirectoryCheck.status(ofPath: inner) != nil
      }
      // Git lists no named pipe as ignored: ask about it by its name.
      return status.irregularKind != nil && GitRevision.isPNG(path)
        && isIgnoredByName(path, command, root: root)
    }
    var found = Set<[UInt8]>()
    for spec in specs {
      do throws(PNGWalk.Problem) {
        for path in try PNGWalk.files(in: root, under: spec, skipping: skipping) {
          found.insert(Array(path.utf8))
        }
      } catch {
        throw Self.error(error, root: root)
      }
    }
    return found.sorted { $0.lexicographicallyPrecedes($1) }.map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The working tree's ignored untracked files and folders under `specs`,
  /// by their bytes, a folder without its final slash.
  private static func ignoredPaths(
    _ command: GitCommand, root: String, specs: [String]
  ) throws(CompareError) -> Set<[UInt8]> {
    // --directory: an ignored folder once, not every file in it.
    let arguments =
      ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory", "--"]
      + GitRevision.pathspecArguments(specs)
    let result = try command.run(arguments, in: root, limit: GitRevision.listingLimit)
    guard result.succeeded else {
      throw .git(.failed(command: GitCommand.name(arguments), reason: result.failureReason))
    }
    return Set(
      result.output.split(separator: 0).map { record in
        Array(record.last == UInt8(ascii: "/") ? record.dropLast() : record)
      })
  }

  /// True when `path` or a folder it lies in is in `ignored`.
  private static func isIgnored(_ path: [UInt8], in ignored: Set<[UInt8]>) -> Bool {
    guard !ignored.isEmpty else { return false }
    if ignored.contains(path) { return true }
    return path.indices.contains {
      path[$0] == UInt8(ascii: "/") && ignored.contains(Array(path[..<$0]))
    }
  }

  /// True when git's ignore rules name `path`, which is not tracked; false
  /// when git says otherwise or cannot say (the walk then reports the file).
  private static func isIgnoredByName(_ path: [UInt8], _ command: GitCommand, root: String) -> Bool
  {
    let name = String(decoding: path, as: UTF8.self)
    let result = try? command.run(
      ["check-ignore", "-q", "--", name], in: root, limit: 1 << 10, pathNames: true)
    return result?.succeeded == true
  }

  /// The error for what stopped the walk of the working tree at `root`.
  private static func error(_ problem: PNGWalk.Problem, root: String) -> CompareError {
    switch problem {
    case .undecodable(let path):
      .git(.nonUTF8Name(name: path, revision: nil))
    case .unreadable(let path, let reason):
      .file(
        .unreadable(path: path.isEmpty ? root : DirectoryCheck.join(root, path), reason: reason))
    case .link(let path):
      .symbolicLink(path: path, place: .workingTree)
    case .irregular(let path, let kind):
      .notRegularFile(path: path, kind: kind)
    }
  }
}
