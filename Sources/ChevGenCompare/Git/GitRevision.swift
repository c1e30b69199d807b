import ChevGenFormat
import ChevGenSystem

/// The PNG files of a git revision and of the working tree, so that
/// `chevgen review --against` can compare the images a commit holds with those
/// on disk without checking anything out.
///
/// Git is asked through plumbing commands only, started by `GitCommand` so
/// that nothing in the repository makes it run another program or fetch,
/// always with `-C root`, its output read as bytes split at NUL (`-z`), so
/// that any file name comes through whole. A PNG file whose name is not UTF-8
/// is an error, not skipped: it could be neither named in a report nor opened
/// by a `String` path, and leaving it out would pass a review that never
/// looked at it. Paths are compared and sorted as bytes, so two names Unicode
/// calls equal (é composed and decomposed) stay two files. Blobs are read
/// through `git cat-file --batch` processes kept running, one per thread
/// reading (`GitBlobReader`), ended when the last copy of this value is
/// released.
public struct GitRevision: Sendable {
  /// The working tree's top folder, symbolic links resolved.
  public let root: String
  /// The revision as given.
  public let revision: String
  /// The full id of the commit `revision` names.
  public let commit: String
  /// The PNG files (`.png` in any case) at the revision under the paths asked
  /// for, relative to `root`, sorted by bytes: regular files (a link is an
  /// error, a submodule is passed over as a folder of another repository).
  public let files: [String]
  /// The PNG files in the working tree under the paths asked for, tracked or
  /// untracked but not ignored, relative to `root`, sorted by bytes, as
  /// `PNGWalk` finds them (a link or a named pipe is an error), with nested
  /// repositories and the `.git` folder passed over.
  public let workingFiles: [String]
  /// Each file at the revision (its UTF-8 bytes): its object id.
  private let blobs: [[UInt8]: String]
  private let command: GitCommand
  /// Reads the blobs through long-lived git processes.
  let reader: GitBlobReader

  /// Where git is looked for before PATH: the system's, then Homebrew's.
  static let gitLocations = ["/usr/bin/git", "/opt/homebrew/bin/git", "/usr/local/bin/git"]
  /// The most a listing may print: some 2 million files with long names.
  static let listingLimit = 256 << 20

  /// Resolves `revision` in the repository holding `directory` (the current
  /// directory for the CLI), and lists the PNG files at that revision and in
  /// the working tree under `paths` (relative to `directory`; none means
  /// `directory` itself).
  ///
  /// `LEFT...RIGHT` names the commit where RIGHT's history left LEFT's (`git
  /// merge-base LEFT RIGHT`, as `git diff LEFT...RIGHT` compares with), an
  /// empty side being HEAD. Every git command is stopped after
  /// `GitCommand.standardTimeLimit` seconds.
  public init(revision: String, paths: [String], directory: String) throws(CompareError) {
    try self.init(
      revision: revision, paths: paths, directory: directory,
      timeLimit: GitCommand.standardTimeLimit)
  }

  /// As `init(revision:paths:directory:)`, each git command stopped after
  /// `timeLimit` seconds: for tests, which cannot wait two minutes.
  init(
    revision: String, paths: [String], directory: String, timeLimit: Double
  ) throws(CompareError) {
    guard let git = ChildProcess.executable(named: "git", preferring: Self.gitLocations) else {
      throw .git(.missing)
    }
    let command = GitCommand(git: git, timeLimit: timeLimit)
    let root = try Self.topLevel(command, directory: directory)
    let resolved = try Self.commit(revision, command, root: root)
    let specs = try Self.pathspecs(paths.isEmpty ? [""] : paths, directory: directory, root: root)
    let tree = try Self.tree(
      command, root: root, commit: resolved, revision: revision, specs: specs.map(\.spec))
    let working = try GitWorkingTree.files(command, root: root, specs: specs.map(\.spec))
    for spec in specs
    where !spec.exists && !tree.named.contains(where: { Self.isWithin($0, spec.spec) }) {
      throw .git(.pathNotFound(path: spec.given, revision: revision))
    }
    self.command = command
    self.root = root
    self.revision = revision
    self.commit = resolved
    blobs = tree.blobs
    files = tree.blobs.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
      String(decoding: $0, as: UTF8.self)
    }
    workingFiles = working
    reader = GitBlobReader(command: command, root: root)
  }

  /// The bytes of the image `path` (one of `files`) at the revision, refused
  /// beyond the size `ImageDiffer` reads from disk; of a file that does not
  /// begin as a PNG, only its first bytes, which are all a PNG reader needs
  /// to refuse it (see `GitBlobReader`).
  public func bytes(of path: String) throws(CompareError) -> [UInt8] {
    guard let object = blobs[Array(path.utf8)] else {
      throw .git(.notAtRevision(path: path, revision: revision))
    }
    do throws(GitBlobReader.Failure) {
      return try reader.image(object)
    } catch {
      switch error {
      case .missing:
        throw .git(.notInClone(path: path, revision: revision))
      case .tooLarge(let size):
        throw .git(.revisionFileTooLarge(path: path, revision: revision, size: size))
      case .timedOut(let seconds):
        throw .git(.timedOut(command: "git cat-file --batch", directory: root, seconds: seconds))
      case .failed(let reason):
        // Git stops at a partial clone's missing object, which it may not
        // fetch, without a word of its own for it: say so if that is why.
        if try Self.missingObjects(command, root: root, commit: commit).contains(object) {
          throw .git(.notInClone(path: path, revision: revision))
        }
        throw .git(.failed(command: "git cat-file --batch", reason: reason))
      }
    }
  }

  /// The top folder of the working tree holding `directory`, resolved.
  private static func topLevel(
    _ command: GitCommand, directory: String
  ) throws(CompareError) -> String {
    let arguments = ["rev-parse", "--show-toplevel"]
    let result = try command.run(arguments, in: directory, limit: 1 << 20)
    if !result.succeeded && result.failureReason.contains("not a git repository") {
      throw .git(.notARepository(directory: directory))
    }
    guard result.succeeded else {
      throw .git(.failed(command: GitCommand.name(arguments), reason: result.failureReason))
    }
    var output = result.output
    if output.last == UInt8(ascii: "\n") { output.removeLast() }
    guard !output.isEmpty else { throw .git(.notARepository(directory: directory)) }
    let top = DirectoryCheck.resolved(String(decoding: output, as: UTF8.self))
    // core.worktree may name a folder elsewhere: the files there are not
    // the ones in the folder chevgen was asked to review.
    let here = DirectoryCheck.resolved(directory)
    guard here == top || here.utf8.starts(with: (top == "/" ? "/" : top + "/").utf8) else {
      throw .git(.workingTreeElsewhere(directory: directory, workingTree: top))
    }
    return top
  }

  /// The full id of the commit `revision` names in the repository at `root`;
  /// for `LEFT...RIGHT`, of their merge base.
  private static func commit(
    _ revision: String, _ command: GitCommand, root: String
  ) throws(CompareError) -> String {
    guard let dots = revision.firstRange(of: "...") else {
      return try singleCommit(revision, command, root: root)
    }
    // As git reads A...B: an empty side is HEAD.
    let sides = [revision[..<dots.lowerBound], revision[dots.upperBound...]].map {
      $0.isEmpty ? "HEAD" : String($0)
    }
    let commits = [
      try singleCommit(sides[0], command, root: root),
      try singleCommit(sides[1], command, root: root),
    ]
    let arguments = ["merge-base", "--end-of-options"] + commits
    let result = try command.run(arguments, in: root, limit: 1 << 10)
    // Status 1 and nothing printed: no common ancestor.
    if result.termination == .exited(1) && result.output.isEmpty {
      throw .git(.noMergeBase(left: sides[0], right: sides[1], root: root))
    }
    guard result.succeeded, let base = objectID(result.output) else {
      throw .git(.failed(command: GitCommand.name(arguments), reason: result.failureReason))
    }
    return base
  }

  /// The full id `output` (a line of git's) holds; nil when it holds none.
  private static func objectID(_ output: [UInt8]) -> String? {
    var output = output
    if output.last == UInt8(ascii: "\n") { output.removeLast() }
    let hex = output.allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
    }
    guard hex, output.count == 40 || output.count == 64 else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  /// The full id of the one commit `revision` names.
  private static func singleCommit(
    _ revision: String, _ command: GitCommand, root: String
  ) throws(CompareError) -> String {
    // --end-of-options: a revision beginning with '-' is a name, not an option.
    let arguments = [
      "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}",
    ]
    let result = try command.run(arguments, in: root, limit: 1 << 10)
    guard result.succeeded, let commit = objectID(result.output) else {
      throw .git(.unknownRevision(revision: revision, root: root))
    }
    return commit
  }

  /// Each path relative to `root` ("" for `root` itself), and whether it
  /// exists in the working tree; throws for a path outside the repository.
  private static func pathspecs(
    _ paths: [String], directory: String, root: String
  ) throws(CompareError) -> [(given: String, spec: String, exists: Bool)] {
    var specs: [(given: String, spec: String, exists: Bool)] = []
    for path in paths {
      let absolute = PathText.isAbsolute(path) ? path : DirectoryCheck.join(directory, path)
      let real = DirectoryCheck.resolved(absolute)
      let exists = FileStatus(real, followingLinks: false) != nil
      if real.utf8.elementsEqual(root.utf8) {
        specs.append((path, "", exists))
        continue
      }
      let prefix = root == "/" ? "/" : root + "/"
      guard real.utf8.starts(with: prefix.utf8) else {
        throw .git(.pathOutsideRepository(path: path, root: root))
      }
      let relative = String(decoding: real.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
      specs.append((path, relative, exists))
    }
    return specs
  }

  /// The pathspecs to pass after `--`: none when one of them is the whole tree.
  static func pathspecArguments(_ specs: [String]) -> [String] {
    specs.contains("") ? [] : specs
  }

  /// Every path at `commit` under `specs` (`named`, to tell which specs name
  /// something), and its PNG files that are regular blobs, by object id.
  ///
  /// Sizes are not asked for (`-l`): that reads every blob, and a partial
  /// clone lacks some; the answer to reading a blob gives its size.
  private static func tree(
    _ command: GitCommand, root: String, commit: String, revision: String, specs: [String]
  ) throws(CompareError) -> (named: [[UInt8]], blobs: [[UInt8]: String]) {
    let arguments = ["ls-tree", "-r", "-z", "--full-tree", commit, "--"] + pathspecArguments(specs)
    let result = try command.run(arguments, in: root, limit: listingLimit)
    guard result.succeeded else {
      if try !missingObjects(command, root: root, commit: commit).isEmpty {
        throw .git(.notInClone(path: nil, revision: revision))
      }
      throw .git(.failed(command: GitCommand.name(arguments), reason: result.failureReason))
    }
    var named: [[UInt8]] = []
    var blobs: [[UInt8]: String] = [:]
    // Each record: "<mode> <type> <object>\t<path>".
    for record in result.output.split(separator: 0) {
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let path = Array(record[(tab + 1)...])
      let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard fields.count == 3 else { continue }
      named.append(path)
      // A submodule (160000, a commit) is a folder of another repository.
      guard fields[1] == "blob", isPNG(path) else { continue }
      guard let name = String(validating: path, as: UTF8.self) else {
        throw .git(.nonUTF8Name(name: path, revision: revision))
      }
      // 120000: a link, which the working tree's side would not follow either.
      guard fields[0] == "100644" || fields[0] == "100755" else {
        throw .symbolicLink(path: name, place: .revision(revision))
      }
      blobs[path] = fields[2]
    }
    return (named, blobs)
  }

  /// The objects missing at `commit`, which a partial clone would fetch:
  /// `rev-list --missing=print` lists them without fetching any.
  static func missingObjects(
    _ command: GitCommand, root: String, commit: String
  ) throws(CompareError) -> Set<String> {
    let arguments = ["rev-list", "--objects", "--no-walk", "--missing=print", commit]
    let result = try command.run(arguments, in: root, limit: listingLimit)
    guard result.succeeded else { return [] }
    let lines = result.output.split(separator: UInt8(ascii: "\n"))
    return Set(
      lines.filter { $0.first == UInt8(ascii: "?") }.map {
        String(decoding: $0.dropFirst(), as: UTF8.self)
      })
  }

  /// True when `name` ends in `.png`, in any case.
  package static func isPNG<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> Bool {
    let suffix = name.suffix(4).map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }
    return suffix.elementsEqual(".png".utf8)
  }

  /// True when `path` is `spec` or lies inside it ("" is the whole tree).
  private static func isWithin(_ path: [UInt8], _ spec: String) -> Bool {
    spec.isEmpty || path.elementsEqual(spec.utf8)
      || (path.starts(with: spec.utf8)
        && path.dropFirst(spec.utf8.count).first == UInt8(ascii: "/"))
  }
}
