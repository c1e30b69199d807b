import ChevronSupport

/// The PNG files of a git revision and of the working tree, so that
/// `chevgen review --against` can compare the images a commit holds with those
/// on disk without checking anything out.
///
/// Git is asked through plumbing commands only (no pager, no hooks), always
/// with `-C root`, its output read as bytes split at NUL (`-z`), so that any
/// file name comes through whole. Names that are not UTF-8 are skipped: they
/// could be neither named in a report nor opened by a `String` path. Paths
/// are compared and sorted as bytes, so two names Unicode calls equal (é
/// composed and decomposed) stay two files.
public struct GitRevision: Sendable {
  /// The working tree's top folder, symbolic links resolved.
  public let root: String
  /// The revision as given.
  public let revision: String
  /// The full id of the commit `revision` names.
  public let commit: String
  /// The PNG files (`.png` in any case) at the revision under the paths asked
  /// for, relative to `root`, sorted by bytes; regular files only (no
  /// symbolic links, no submodules).
  public let files: [String]
  /// The PNG files in the working tree under the paths asked for, tracked or
  /// untracked but not ignored, that are regular files (not links), relative
  /// to `root`, sorted by bytes.
  public let workingFiles: [String]
  /// Each file at the revision (its UTF-8 bytes): its object id and size.
  private let blobs: [[UInt8]: Blob]
  private let git: String

  private struct Blob: Hashable, Sendable {
    let object: String
    let size: Int
  }

  /// Where git is looked for before PATH: the system's, then Homebrew's.
  static let gitLocations = ["/usr/bin/git", "/opt/homebrew/bin/git", "/usr/local/bin/git"]
  /// The most a listing may print: some 2 million files with long names.
  static let listingLimit = 256 << 20

  /// Resolves `revision` in the repository holding `directory` (the current
  /// directory for the CLI), and lists the PNG files at that revision and in
  /// the working tree under `paths` (relative to `directory`; none means
  /// `directory` itself).
  public init(revision: String, paths: [String], directory: String) throws(CompareError) {
    guard let git = ChildProcess.executable(named: "git", preferring: Self.gitLocations) else {
      throw .gitMissing
    }
    let root = try Self.topLevel(git: git, directory: directory)
    let resolved = try Self.commit(revision, git: git, root: root)
    let specs = try Self.pathspecs(paths.isEmpty ? [""] : paths, directory: directory, root: root)
    let tree = try Self.tree(git: git, root: root, commit: resolved, specs: specs.map(\.spec))
    let working = try Self.working(git: git, root: root, specs: specs.map(\.spec))
    for spec in specs
    where !spec.exists && !tree.named.contains(where: { Self.isWithin($0, spec.spec) }) {
      throw .pathNotFound(path: spec.given, revision: revision)
    }
    self.git = git
    self.root = root
    self.revision = revision
    self.commit = resolved
    blobs = tree.blobs
    files = tree.blobs.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
      String(decoding: $0, as: UTF8.self)
    }
    workingFiles = working
  }

  /// The bytes of the file `path` (one of `files`) at the revision, refused
  /// beyond the size `ImageDiffer` reads from disk.
  public func bytes(of path: String) throws(CompareError) -> [UInt8] {
    guard let blob = blobs[Array(path.utf8)] else {
      throw .notAtRevision(path: path, revision: revision)
    }
    guard blob.size <= FileReader.maximumBytes else {
      throw .revisionFileTooLarge(path: path, revision: revision, size: blob.size)
    }
    let arguments = ["cat-file", "blob", blob.object]
    let bytes = try Self.run(git, root, arguments, limit: FileReader.maximumBytes)
    guard bytes.count == blob.size else {
      throw .gitFailed(
        command: "git " + arguments.joined(separator: " "),
        reason: "it printed \(bytes.count) bytes of a \(blob.size)-byte file")
    }
    return bytes
  }

  /// The top folder of the working tree holding `directory`, resolved.
  private static func topLevel(git: String, directory: String) throws(CompareError) -> String {
    let arguments = ["rev-parse", "--show-toplevel"]
    let result = try spawn(git, directory, arguments, limit: 1 << 20)
    if !result.succeeded && result.failureReason.contains("not a git repository") {
      throw .notARepository(directory: directory)
    }
    try check(result, arguments)
    var output = result.output
    if output.last == UInt8(ascii: "\n") { output.removeLast() }
    guard !output.isEmpty else { throw .notARepository(directory: directory) }
    return DirectoryCheck.resolved(String(decoding: output, as: UTF8.self))
  }

  /// The full id of the commit `revision` names in the repository at `root`.
  private static func commit(
    _ revision: String, git: String, root: String
  ) throws(CompareError) -> String {
    // --end-of-options: a revision beginning with '-' is a name, not an option.
    let arguments = [
      "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}",
    ]
    let result = try spawn(git, root, arguments, limit: 1 << 10)
    var output = result.output
    if output.last == UInt8(ascii: "\n") { output.removeLast() }
    let hex = output.allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
    }
    guard result.succeeded, hex, output.count == 40 || output.count == 64 else {
      throw .unknownRevision(revision: revision, root: root)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Each path relative to `root` ("" for `root` itself), and whether it
  /// exists in the working tree; throws for a path outside the repository.
  private static func pathspecs(
    _ paths: [String], directory: String, root: String
  ) throws(CompareError) -> [(given: String, spec: String, exists: Bool)] {
    var specs: [(given: String, spec: String, exists: Bool)] = []
    for path in paths {
      let absolute = path.hasPrefix("/") ? path : DirectoryCheck.join(directory, path)
      let real = DirectoryCheck.resolved(absolute)
      let exists = FileStatus(real, followingLinks: false) != nil
      if real.utf8.elementsEqual(root.utf8) {
        specs.append((path, "", exists))
        continue
      }
      let prefix = root == "/" ? "/" : root + "/"
      guard real.utf8.starts(with: prefix.utf8) else {
        throw .pathOutsideRepository(path: path, root: root)
      }
      let relative = String(decoding: real.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
      specs.append((path, relative, exists))
    }
    return specs
  }

  /// The pathspecs to pass after `--`: none when one of them is the whole tree.
  private static func pathspecArguments(_ specs: [String]) -> [String] {
    specs.contains("") ? [] : specs
  }

  /// Every path at `commit` under `specs` (`named`, to tell which specs name
  /// something), and its PNG files that are regular blobs.
  private static func tree(
    git: String, root: String, commit: String, specs: [String]
  ) throws(CompareError) -> (named: [[UInt8]], blobs: [[UInt8]: Blob]) {
    let arguments =
      ["ls-tree", "-r", "-z", "-l", "--full-tree", commit, "--"] + pathspecArguments(specs)
    let output = try run(git, root, arguments, limit: listingLimit)
    var named: [[UInt8]] = []
    var blobs: [[UInt8]: Blob] = [:]
    // Each record: "<mode> <type> <object> <size>\t<path>", sizes padded with spaces.
    for record in output.split(separator: 0) {
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let path = Array(record[(tab + 1)...])
      let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard fields.count == 4, String(validating: path, as: UTF8.self) != nil else { continue }
      named.append(path)
      let regular = fields[0] == "100644" || fields[0] == "100755"
      guard regular, fields[1] == "blob", isPNG(path), let size = Int(fields[3]) else { continue }
      blobs[path] = Blob(object: fields[2], size: size)
    }
    return (named, blobs)
  }

  /// The working tree's PNG files under `specs`, tracked or untracked but not
  /// ignored, that are regular files, sorted by bytes.
  private static func working(
    git: String, root: String, specs: [String]
  ) throws(CompareError) -> [String] {
    let arguments =
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"]
      + pathspecArguments(specs)
    let output = try run(git, root, arguments, limit: listingLimit)
    // A file in conflict is listed once per stage: each is kept once.
    var seen = Set<[UInt8]>()
    var files: [String] = []
    for record in output.split(separator: 0)
    where isPNG(record) && seen.insert(Array(record)).inserted {
      guard let path = String(validating: record, as: UTF8.self) else { continue }
      let status = FileStatus(DirectoryCheck.join(root, path), followingLinks: false)
      if status?.kind == .regular { files.append(path) }
    }
    return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// True when `name` ends in `.png`, in any case.
  static func isPNG<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> Bool {
    let suffix = name.suffix(4).map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }
    return suffix.elementsEqual(".png".utf8)
  }

  /// True when `path` is `spec` or lies inside it ("" is the whole tree).
  private static func isWithin(_ path: [UInt8], _ spec: String) -> Bool {
    spec.isEmpty || path.elementsEqual(spec.utf8)
      || (path.starts(with: spec.utf8)
        && path.dropFirst(spec.utf8.count).first == UInt8(ascii: "/"))
  }

  /// What git `arguments` print on standard output, run in `root`; throws
  /// when git fails or prints more than `limit` bytes.
  private static func run(
    _ git: String, _ root: String, _ arguments: [String], limit: Int
  ) throws(CompareError) -> [UInt8] {
    let result = try spawn(git, root, arguments, limit: limit)
    try check(result, arguments)
    return result.output
  }

  private static func check(_ result: ChildProcess, _ arguments: [String]) throws(CompareError) {
    guard result.succeeded else {
      throw .gitFailed(
        command: "git " + arguments.joined(separator: " "), reason: result.failureReason)
    }
  }

  /// Runs git `arguments` in `directory` with no pager and no optional locks,
  /// pathspecs taken literally (a `*` in a name is no pattern), in the C locale
  /// so that its messages can be recognized.
  private static func spawn(
    _ git: String, _ directory: String, _ arguments: [String], limit: Int
  ) throws(CompareError) -> ChildProcess {
    let environment: [String: String?] = [
      "GIT_PAGER": "cat", "GIT_OPTIONAL_LOCKS": "0", "GIT_LITERAL_PATHSPECS": "1",
      // Git refuses another pathspec setting beside the literal one.
      "GIT_GLOB_PATHSPECS": nil, "GIT_NOGLOB_PATHSPECS": nil, "GIT_ICASE_PATHSPECS": nil,
      "LC_ALL": "C",
    ]
    do {
      return try ChildProcess.run(
        git, arguments: ["--no-pager", "--no-optional-locks", "-C", directory] + arguments,
        environment: environment, outputLimit: limit)
    } catch {
      throw .gitFailed(command: "git " + arguments.joined(separator: " "), reason: error.reason)
    }
  }
}
