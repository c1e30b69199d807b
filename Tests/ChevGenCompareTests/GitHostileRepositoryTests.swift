// Foundation, for making the test repositories' files and folders.
import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenCompare

/// Repositories built to make git run a program while `chevgen review
/// --against` reads them: their configuration's fsmonitor, hooks, filters,
/// pager and credential helper, and partial clones whose missing file would
/// be fetched from an `ext::`, ssh, local or `git://` remote that runs a
/// command. Each such program would leave a mark; none may. Also: PNG names
/// that are not UTF-8 are errors, and blobs are read through one git.
@Suite struct GitHostileRepositoryTests {
  /// This test's own folder of repositories and marks.
  private let place: Place

  init() throws {
    place = try Place()
  }

  /// The 1×1 red PNG of GitRevisionTests.
  static let red = GitRevisionTests.red

  @Test func aRepositorysConfigurationMakesGitRunNothing() throws {
    let repository = place.root + "/repository"
    try place.git(["init", "-q", repository])
    try place.write(Self.red, repository + "/a.png")
    try place.write(Array("*.png filter=mark diff=mark\n".utf8), repository + "/.gitattributes")
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "one"])
    let mark = place.markCommand
    // Every setting that names a program; filters and textconv from an included file.
    try place.write(
      Array(
        """
        [filter "mark"]
        \tclean = \(mark) clean
        \tsmudge = \(mark) smudge
        \tprocess = \(mark) process
        [diff "mark"]
        \ttextconv = \(mark) textconv
        \tcommand = \(mark) diff

        """.utf8), place.root + "/included.config")
    let settings = [
      ("core.fsmonitor", "\(mark) fsmonitor; false"), ("include.path", "../../included.config"),
      ("core.pager", "\(mark) pager"), ("pager.ls-files", "\(mark) pager-ls-files"),
      ("pager.cat-file", "\(mark) pager-cat-file"), ("diff.external", "\(mark) external"),
      ("credential.helper", "!\(mark) credential"), ("core.askPass", "\(mark) askpass"),
      ("core.editor", "\(mark) editor"), ("gpg.program", "\(mark) gpg"),
    ]
    for (key, value) in settings { try place.git(["-C", repository, "config", key, value]) }
    for hook in Self.hooks {
      try place.write(
        Array("#!/bin/sh\n\(mark) hook-\(hook)\n".utf8), repository + "/.git/hooks/" + hook)
      try place.makeExecutable(repository + "/.git/hooks/" + hook)
    }
    try place.write(GitRevisionTests.blueGreen, repository + "/a.png")
    let revision = try GitRevision(revision: "HEAD", paths: [], directory: repository)
    #expect(revision.files == ["a.png"])
    #expect(revision.workingFiles == ["a.png"])
    // The committed bytes, no filter applied.
    #expect(try revision.bytes(of: "a.png") == Self.red)
    #expect(try place.marks() == [])
  }

  /// Hooks a git command might run.
  static let hooks = [
    "post-index-change", "reference-transaction", "pre-auto-gc", "post-checkout", "post-merge",
    "fsmonitor-watchman", "post-rewrite", "push-to-checkout",
  ]

  /// How a partial clone's promisor remote `remote` is made to run `mark`.
  static func settings(_ remote: String, mark: String) -> [(String, String)] {
    switch remote {
    case "ext":
      [
        ("remote.origin.url", "ext::sh -c \(mark.replacing(" ", with: "% "))% ext"),
        ("protocol.ext.allow", "always"),
      ]
    case "ssh":
      [("remote.origin.url", "ssh://example.invalid/x"), ("core.sshCommand", "\(mark) ssh")]
    case "local":
      [
        ("remote.origin.uploadpack", "\(mark) uploadpack; git-upload-pack"),
        ("protocol.file.allow", "always"),
      ]
    default:
      // Run without a shell, with the host and port as arguments.
      [("remote.origin.url", "git://example.invalid/x"), ("core.gitProxy", mark)]
    }
  }

  @Test(arguments: ["ext", "ssh", "local", "git"])
  func aPartialClonesMissingFileIsTroubleNeverAFetch(_ remote: String) throws {
    let clone = try place.partialClone(filter: "blob:none")
    // a.png's blob is fetched while the remote is still harmless; b.png's is not.
    try place.git(["-C", clone, "cat-file", "-e", "HEAD:a.png"])
    try place.git(["-C", clone, "config", "remote.origin.url", place.root + "/origin"])
    for (key, value) in Self.settings(remote, mark: place.markCommand) {
      try place.git(["-C", clone, "config", key, value])
    }
    let revision = try GitRevision(revision: "HEAD", paths: [], directory: clone)
    #expect(revision.files == ["a.png", "b.png"])
    #expect(revision.workingFiles == [])
    #expect(
      GitRevisionTests.message { _ = try revision.bytes(of: "b.png") }
        == "'b.png' at HEAD is not in this clone (a partial clone keeps it on a remote, and "
        + "chevgen fetches nothing); fetch it with git first, e.g. git cat-file -e HEAD:b.png")
    // The git that died is replaced by another.
    #expect(try revision.bytes(of: "a.png") == Self.red)
    #expect(revision.reader.processesStarted == 2)
    #expect(try place.marks() == [])
  }

  @Test func aPartialCloneWithoutItsFoldersIsTroubleNeverAFetch() throws {
    let clone = try place.partialClone(filter: "tree:0")
    for (key, value) in Self.settings("ext", mark: place.markCommand) {
      try place.git(["-C", clone, "config", key, value])
    }
    #expect(
      GitRevisionTests.refusal("HEAD", in: clone)
        == "some folders at HEAD are not in this clone (a partial clone keeps them on a remote, "
        + "and chevgen fetches nothing); fetch them with git first, e.g. git ls-tree -r HEAD")
    #expect(try place.marks() == [])
  }

  @Test func pngNamesThatAreNotUTF8AreErrorsWhereverTheyAre() throws {
    let repository = place.root + "/repository"
    try place.git(["init", "-q", repository])
    try place.write(Self.red, repository + "/a.png")
    try place.mkdir(repository + "/bad")
    try place.shell("printf x > \"$1/bad/$(printf 'caf\\351.png')\"", repository)
    // Not a PNG's name: nothing chevgen reviews, so no error.
    try place.shell("printf x > \"$1/$(printf '\\377.txt')\"", repository)
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "one"])
    try place.git(["-C", repository, "rm", "-q", "--cached", "-r", "bad"])
    #expect(
      GitRevisionTests.refusal("HEAD", in: repository)
        == "the name of 'bad/caf\\x{E9}.png' at HEAD is not UTF-8, so chevgen can neither name "
        + "nor review it; rename it in UTF-8, or name paths that leave it out")
    try place.git(["-C", repository, "commit", "-q", "-m", "two"])
    // Now only an untracked file in the working tree.
    #expect(
      GitRevisionTests.refusal("HEAD", in: repository)
        == "the name of 'bad/caf\\x{E9}.png' in the working tree is not UTF-8, so chevgen can "
        + "neither name nor review it; rename it in UTF-8, or name paths that leave it out")
    let narrowed = try GitRevision(revision: "HEAD~1", paths: ["a.png"], directory: repository)
    #expect(narrowed.files == ["a.png"] && narrowed.workingFiles == ["a.png"])
  }

  @Test func blobsAreReadThroughAGitPerThreadEndedWithTheRevision() throws {
    let repository = place.root + "/repository"
    try place.git(["init", "-q", repository])
    var expected: [String: [UInt8]] = [:]
    for number in 0..<60 {
      let name = String(format: "%02d.png", number)
      // Each begins as a PNG: only such a blob is read whole.
      expected[name] = Self.signature + Array(repeating: UInt8(number), count: number * 1000)
      try place.write(expected[name]!, repository + "/" + name)
    }
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "one"])
    var identifiers: [Int32] = []
    do {
      let revision = try GitRevision(revision: "HEAD", paths: [], directory: repository)
      #expect(revision.files == expected.keys.sorted())
      // From several threads at once, each answer whole and its own.
      let read = ParallelMap.map(revision.files + revision.files) {
        try? revision.bytes(of: $0)
      }
      #expect(read == (revision.files + revision.files).map { expected[$0] })
      #expect((1...HelperThread.availableCores).contains(revision.reader.processesStarted))
      // One thread: one git for every file.
      let serial = try GitRevision(revision: "HEAD", paths: [], directory: repository)
      for file in serial.files { #expect(try serial.bytes(of: file) == expected[file]) }
      #expect(serial.reader.processesStarted == 1)
      identifiers = revision.reader.processIdentifiers + serial.reader.processIdentifiers
    }
    // Released with the revision: no such process any more.
    #expect(!identifiers.isEmpty)
    for pid in identifiers { #expect(kill(pid, 0) == -1 && errno == ESRCH) }
  }

  /// PNG's signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Of a blob that does not begin as a PNG, only the first eight bytes are
  /// read (a PNG reader refuses it on those), and the git left mid-answer is
  /// ended; an empty or short blob is read whole, and the next read starts a git.
  @Test func aBlobThatIsNotAPNGIsReadNoFurtherThanItsSignature() throws {
    let repository = place.root + "/repository"
    try place.git(["init", "-q", repository])
    let junk = Array("not a PNG, and long enough to tell".utf8)
    try place.write(junk, repository + "/junk.png")
    try place.write([], repository + "/empty.png")
    try place.write([0x89, 0x50], repository + "/short.png")
    try place.write(Self.red, repository + "/a.png")
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "one"])
    let git = try #require(
      ChildProcess.executable(named: "git", preferring: GitRevision.gitLocations))
    let reader = GitBlobReader(command: GitCommand(git: git), root: repository)
    func object(_ name: String) throws -> String {
      try place.git(["-C", repository, "rev-parse", "HEAD:" + name])
    }
    #expect(try reader.image(object("junk.png")) == Array(junk.prefix(8)))
    #expect(reader.processIdentifiers == [])
    #expect(try reader.image(object("empty.png")) == [])
    #expect(try reader.image(object("short.png")) == [0x89, 0x50])
    #expect(try reader.image(object("a.png")) == Self.red)
    #expect(reader.processesStarted == 2)
    #expect(reader.processIdentifiers.count == 1)
  }

  @Test func aBlobBeyondTheLimitIsRefusedUnreadAndTheNextIsRead() throws {
    let repository = place.root + "/repository"
    try place.git(["init", "-q", repository])
    try place.write(Self.red, repository + "/a.png")
    try place.write(Array(repeating: 7, count: 1 << 20), repository + "/big.png")
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "one"])
    let git = try #require(
      ChildProcess.executable(named: "git", preferring: GitRevision.gitLocations))
    let reader = GitBlobReader(command: GitCommand(git: git), root: repository, limit: 1000)
    let big = try place.git(["-C", repository, "rev-parse", "HEAD:big.png"])
    let small = try place.git(["-C", repository, "rev-parse", "HEAD:a.png"])
    #expect(throws: GitBlobReader.Failure.tooLarge(size: 1 << 20)) { try reader.image(big) }
    #expect(reader.processIdentifiers == [])
    #expect(try reader.image(small) == Self.red)
    #expect(reader.processesStarted == 2)
  }
}

/// Git blocked for good on a named pipe where it reads a file, and working
/// trees whose PNGs git would not list: each stopped or named, never waited
/// on without end nor left out.
extension GitHostileRepositoryTests {
  /// Where a named pipe stops git, and the command it stops.
  static let pipes: [(place: String, command: String)] = [
    (".gitignore", "ls-files"), (".git/info/exclude", "ls-files"), ("excludesFile", "ls-files"),
    ("include.path", "rev-parse --show-toplevel"), (".git/objects/info/alternates", "rev-parse"),
  ]

  @Test(arguments: pipes)
  func aGitWaitingOnANamedPipeIsStoppedAtItsTimeLimit(_ pipe: (place: String, command: String))
    throws
  {
    let repository = try place.repository()
    switch pipe.place {
    case "excludesFile":
      try place.git(["-C", repository, "config", "core.excludesFile", place.root + "/pipe"])
      try place.makePipe(place.root + "/pipe")
    case "include.path":
      try place.git(["-C", repository, "config", "include.path", place.root + "/pipe"])
      try place.makePipe(place.root + "/pipe")
    default:
      try? FileManager.default.removeItem(atPath: repository + "/" + pipe.place)
      try place.makePipe(repository + "/" + pipe.place)
    }
    let clock = CurrentProcess.monotonicSeconds
    let message = GitRevisionTests.message {
      _ = try GitRevision(revision: "HEAD", paths: [], directory: repository, timeLimit: 0.5)
    }
    let took = CurrentProcess.monotonicSeconds - clock
    #expect(took >= 0.5 && took < 10, "stopped after \(took) s")
    #expect(message?.hasPrefix("'git \(pipe.command)") == true, "\(message ?? "")")
    #expect(
      message?.hasSuffix(
        "' in '\(repository)' had not finished after 0.5 s, and chevgen stopped it: git waits "
          + "for good on a named pipe where it reads a file (a .gitignore, .git/info/exclude, "
          + "core.excludesFile, an include.path, objects/info/alternates); replace the pipe with "
          + "a regular file (find \(repository) -type p lists those in the repository)") == true,
      "\(message ?? "")")
    #expect(try Place.processes(naming: place.root) == [])
  }

  @Test func aWorkingTreePNGThatIsNoRegularFileIsAnErrorNeverLeftOut() throws {
    let repository = try place.repository()
    func message() -> String? {
      GitRevisionTests.refusal("HEAD", in: repository)
    }
    // Untracked: git lists no named pipe at all.
    try place.makePipe(repository + "/new.png")
    #expect(
      message()
        == "'new.png' in the working tree is a named pipe, not a regular file; chevgen compares "
        + "regular files only: replace it with the file, or name paths that leave it out")
    try FileManager.default.removeItem(atPath: repository + "/new.png")
    // Tracked, and replaced by a pipe, then by a link that leads nowhere.
    try FileManager.default.removeItem(atPath: repository + "/a.png")
    try place.makePipe(repository + "/a.png")
    #expect(message()?.hasPrefix("'a.png' in the working tree is a named pipe, not a") == true)
    try FileManager.default.removeItem(atPath: repository + "/a.png")
    try FileManager.default.createSymbolicLink(
      atPath: repository + "/a.png", withDestinationPath: "gone.png")
    #expect(
      message()
        == "'a.png' in the working tree is a symbolic link; chevgen compares regular files only "
        + "and follows no link: replace it with the file, or name paths that leave it out")
    try FileManager.default.removeItem(atPath: repository + "/a.png")
    #expect(try GitRevision(revision: "HEAD", paths: [], directory: repository).workingFiles == [])
  }

  /// What git ignores, its own folder and other repositories are passed
  /// over, whatever they hold: links, pipes, PNGs.
  @Test func ignoredFilesGitsFolderAndNestedRepositoriesArePassedOver() throws {
    let repository = try place.repository()
    try place.write(Array("build/\n*.tmp.png\n".utf8), repository + "/.gitignore")
    try place.mkdir(repository + "/build")
    try FileManager.default.createSymbolicLink(
      atPath: repository + "/build/link.png", withDestinationPath: "/etc/passwd")
    try place.makePipe(repository + "/pipe.tmp.png")
    try place.write(Self.red, repository + "/.git/inside.png")
    try place.git(["init", "-q", repository + "/nested"])
    try FileManager.default.createSymbolicLink(
      atPath: repository + "/nested/link.png", withDestinationPath: "/etc/passwd")
    try place.write(Self.red, repository + "/kept.png")
    let revision = try GitRevision(revision: "HEAD", paths: [], directory: repository)
    #expect(revision.workingFiles == ["a.png", "kept.png"])
    // Named on its own, an ignored folder holds nothing to review either.
    let build = try GitRevision(revision: "HEAD", paths: ["build"], directory: repository)
    #expect(build.workingFiles == [])
  }

  @Test func aLinkCommittedAtTheRevisionIsAnError() throws {
    let repository = try place.repository()
    try FileManager.default.createSymbolicLink(
      atPath: repository + "/sub/link.png", withDestinationPath: "../a.png")
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "two"])
    try FileManager.default.removeItem(atPath: repository + "/sub/link.png")
    #expect(
      GitRevisionTests.refusal("HEAD", in: repository)
        == "'sub/link.png' at HEAD is a symbolic link; chevgen compares regular files only and "
        + "follows no link: name paths that leave it out, or commit the file in its place")
    let narrowed = try GitRevision(revision: "HEAD", paths: ["a.png"], directory: repository)
    #expect(narrowed.files == ["a.png"])
  }
}

/// `--against LEFT...RIGHT`: the commit where RIGHT's branch left LEFT.
extension GitHostileRepositoryTests {
  @Test func threeDotsNameTheBranchPoint() throws {
    let repository = try place.repository()
    let base = try place.git(["-C", repository, "rev-parse", "HEAD"])
    try place.git(["-C", repository, "branch", "-q", "-M", "main"])
    try place.git(["-C", repository, "checkout", "-q", "-b", "topic"])
    try place.write(GitRevisionTests.blueGreen, repository + "/a.png")
    try place.git(["-C", repository, "commit", "-q", "-a", "-m", "topic"])
    try place.git(["-C", repository, "checkout", "-q", "main"])
    try place.write(Array("later".utf8), repository + "/later.png")
    try place.git(["-C", repository, "add", "-A"])
    try place.git(["-C", repository, "commit", "-q", "-m", "main moves on"])
    try place.git(["-C", repository, "checkout", "-q", "topic"])
    for spelled in ["main...HEAD", "main...topic", "main...", "topic...main"] {
      let revision = try GitRevision(revision: spelled, paths: [], directory: repository)
      #expect(revision.commit == base, "\(spelled)")
      #expect(revision.files == ["a.png"], "\(spelled)")
      #expect(try revision.bytes(of: "a.png") == Self.red)
    }
    #expect(
      GitRevisionTests.refusal("nope...HEAD", in: repository)
        == "no revision 'nope' in repository '\(repository)'; name a commit, branch or tag git "
        + "knows (git log shows them)")
    try place.git(["-C", repository, "checkout", "-q", "--orphan", "alone"])
    try place.git(["-C", repository, "commit", "-q", "-m", "unrelated"])
    #expect(
      GitRevisionTests.refusal("main...alone", in: repository)
        == "'main' and 'alone' share no commit in repository '\(repository)' (unrelated "
        + "histories), so there is no branch point to compare with; name one revision, e.g. "
        + "--against main")
  }
}

/// A temporary folder for a test's repositories, with a `marks` folder that
/// `markCommand NAME` leaves a file named NAME in.
private struct Place {
  let folder: TemporaryFolder
  var root: String { folder.path }
  let git: String

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-gittrust-")
    git = try #require(ChildProcess.executable(named: "git", preferring: GitRevision.gitLocations))
    try mkdir(root + "/marks")
    try write(Array("#!/bin/sh\n: > \"\(root)/marks/$1\"\n".utf8), root + "/mark")
    try makeExecutable(root + "/mark")
  }

  /// A command that leaves a mark named by its first argument.
  var markCommand: String { root + "/mark" }

  func remove() {
    folder.remove()
  }

  /// The marks left, sorted.
  func marks() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root + "/marks").sorted()
  }

  func mkdir(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ bytes: [UInt8], _ path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw FixtureFailure(description: "cannot write \(path)")
    }
  }

  func makeExecutable(_ path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  /// A repository holding a.png (red) and sub/, committed: its path.
  func repository() throws -> String {
    let repository = root + "/repository"
    try git(["init", "-q", repository])
    try write(GitHostileRepositoryTests.red, repository + "/a.png")
    try mkdir(repository + "/sub")
    try write(Array("text".utf8), repository + "/sub/notes.txt")
    try git(["-C", repository, "add", "-A"])
    try git(["-C", repository, "commit", "-q", "-m", "one"])
    return repository
  }

  func makePipe(_ path: String) throws {
    guard mkfifo(path, 0o600) == 0 else {
      throw FixtureFailure(description: "mkfifo \(path) failed")
    }
  }

  /// The processes whose command line names `path`, but `ps` itself.
  static func processes(naming path: String) throws -> [String] {
    let listing = try ChildProcess.run(
      "/bin/ps", arguments: ["-eo", "pid=,args="], outputLimit: 1 << 24)
    return String(decoding: listing.output, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { $0.contains(path) && !$0.contains("ps -eo") }
  }

  /// A repository `origin` holding a.png and b.png, and a clone of it made
  /// with `--filter=FILTER` and no checkout: the path of the clone.
  func partialClone(filter: String) throws -> String {
    let origin = root + "/origin"
    try self.git(["init", "-q", origin])
    try write(GitHostileRepositoryTests.red, origin + "/a.png")
    try write(GitRevisionTests.blueGreen, origin + "/b.png")
    try self.git(["-C", origin, "add", "-A"])
    try self.git(["-C", origin, "commit", "-q", "-m", "one"])
    try self.git(["-C", origin, "config", "uploadpack.allowFilter", "true"])
    try self.git(["-C", origin, "config", "uploadpack.allowAnySHA1InWant", "true"])
    let clone = root + "/clone"
    try self.git([
      "clone", "-q", "--no-local", "--no-checkout", "--filter=" + filter, "file://" + origin, clone,
    ])
    return clone
  }

  /// What git prints, the last newline dropped; the user's and the system's
  /// configuration left out, and a committer named.
  @discardableResult
  func git(_ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(
      git,
      arguments: ["-c", "user.name=Chevgen Test", "-c", "user.email=test@example.com"] + arguments,
      environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"],
      outputLimit: 1 << 20)
    guard result.succeeded else {
      throw FixtureFailure(description: "git \(arguments): \(result.failureReason)")
    }
    return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
  }

  /// Runs `script` in sh with `argument` as $1.
  func shell(_ script: String, _ argument: String) throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", script, "sh", argument], outputLimit: 1 << 10)
    guard result.succeeded else { throw FixtureFailure(description: result.failureReason) }
  }
}

/// The command a partial clone's error suggests is one shell word whatever
/// the file's name: pasting it runs git and nothing the name spells.
@Test func theSuggestedFetchQuotesTheNameForTheShell() {
  let message = CompareError.git(.notInClone(path: "q'$(touch x)'.png", revision: "HEAD~1"))
    .message(naming: { _ in "--out" })
  #expect(message.hasSuffix(#"e.g. git cat-file -e 'HEAD~1:q'\''$(touch x)'\''.png'"#))
}
