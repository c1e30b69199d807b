// Foundation, for making the test repository's files, folders and links.
import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenCompare

/// The PNG files of a revision and of the working tree, read from a real
/// repository: names with spaces, `*` and newlines, submodules and links not
/// named like PNGs skipped, ignored files left out, paths narrowing both lists, and the
/// errors' exact words.
@Suite struct GitRevisionTests {
  /// This test's own repository, made anew.
  private let repository: Repository

  init() throws {
    repository = try Repository()
  }

  /// A 1×1 red PNG, committed as a.png.
  static let red: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x56, 0xC7, 0x2F, 0x0D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]
  /// A 2×1 PNG, blue then green: a.png in the working tree.
  static let blueGreen: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0xF4, 0x22, 0x7F,
    0x8A, 0x00, 0x00, 0x00, 0x0F, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x60, 0x60, 0xF8, 0xFF,
    0x9F, 0x01, 0x08, 0x01, 0x0E, 0xFA, 0x03, 0xFD, 0x31, 0x56, 0x0B, 0x82, 0x00, 0x00, 0x00, 0x00,
    0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// The PNG files of the first commit (tag v1), sorted by bytes.
  static let filesAtV1 = [
    "UPPER.PNG", "a.png", "exec.png", "icons/back@2x.png", "icons/old.png", "icons2/x.png",
    "name with space.png", "new\nline.png", "star*.png", "starry.png",
  ]
  /// The PNG files in the working tree once it is changed.
  static let working = [
    "UPPER.PNG", "a.png", "exec.png", "icons/back@2x.png", "icons/new.png", "icons2/x.png",
    "later.png", "name with space.png", "new\nline.png", "star*.png", "starry.png",
  ]

  @Test func itListsTheRevisionsAndTheWorkingTreesPNGFiles() throws {
    let revision = try GitRevision(revision: "v1", paths: [], directory: repository.root)
    #expect(revision.root == repository.root)
    #expect(revision.revision == "v1")
    #expect(revision.commit == repository.first)
    #expect(revision.files == Self.filesAtV1)
    #expect(revision.workingFiles == Self.working)
  }

  @Test func submodulesAtARevisionAreSkipped() throws {
    let head = try GitRevision(revision: "HEAD", paths: [], directory: repository.root)
    #expect(head.commit != repository.first)
    #expect(
      head.files == [
        "UPPER.PNG", "a.png", "exec.png", "icons/back@2x.png", "icons/old.png", "icons2/x.png",
        "later.png", "name with space.png", "new\nline.png", "star*.png", "starry.png",
      ])
  }

  @Test func bytesAreTheCommittedOnes() throws {
    let revision = try GitRevision(revision: "v1", paths: [], directory: repository.root)
    let bytes = try revision.bytes(of: "a.png")
    #expect(bytes == Self.red)
    let image = try ImageDiffer.decode(bytes, path: "a.png")
    #expect(image.width == 1 && image.height == 1)
    let pixel = image[0, 0]
    #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255)
    #expect(try revision.bytes(of: "new\nline.png") == Array("newline".utf8))
    #expect(try revision.bytes(of: "star*.png") == Array("star".utf8))
    #expect(try revision.bytes(of: "exec.png") == [1, 2, 3])
    for path in ["link", "later.png", "docs/readme.txt", "icons"] {
      #expect(
        Self.message { _ = try revision.bytes(of: path) }
          == "'\(path)' is not a PNG file at v1; name one of the files listed at it")
    }
  }

  @Test func pathsNarrowBothListsAndAreTakenLiterally() throws {
    let root = repository.root
    func lists(_ paths: [String], in directory: String? = nil) throws -> [[String]] {
      let revision = try GitRevision(revision: "v1", paths: paths, directory: directory ?? root)
      return [revision.files, revision.workingFiles]
    }
    // "icons" names the folder, not every name beginning with it (icons2).
    let icons = [["icons/back@2x.png", "icons/old.png"], ["icons/back@2x.png", "icons/new.png"]]
    #expect(try lists(["icons"]) == icons)
    #expect(try lists(["icons/"]) == icons)
    #expect(try lists([root + "/icons"]) == icons)
    #expect(try lists([], in: root + "/icons") == icons)
    #expect(try lists(["."], in: root + "/icons") == icons)
    #expect(try lists(["../a.png"], in: root + "/icons") == [["a.png"], ["a.png"]])
    #expect(try lists(["star*.png"]) == [["star*.png"], ["star*.png"]])
    #expect(
      try lists(["new\nline.png", "name with space.png"])
        == [["name with space.png", "new\nline.png"], ["name with space.png", "new\nline.png"]])
    #expect(try lists(["icons/old.png"]) == [["icons/old.png"], []])
    #expect(try lists(["icons/new.png"]) == [[], ["icons/new.png"]])
    #expect(try lists(["build"]) == [[], []])
    #expect(try lists(["icons", "."]) == [Self.filesAtV1, Self.working])
  }

  @Test func errorsNameTheProblemExactly() throws {
    let root = repository.root
    for name in ["nope", "-x", "--help", "v1:a.png", ""] {
      #expect(
        Self.refusal(name, in: root)
          == "no revision '\(name)' in repository '\(root)'; name a commit, branch or tag git "
          + "knows (git log shows them)")
    }
    #expect(
      Self.refusal("v1", paths: ["../x.png"], in: root)
        == "'../x.png' is outside the repository '\(root)'; name paths inside it")
    // A link leading out of the repository is outside it too.
    try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/tmp")
    #expect(
      Self.refusal("v1", paths: ["out/x.png"], in: root)
        == "'out/x.png' is outside the repository '\(root)'; name paths inside it")
    #expect(
      Self.refusal("v1", paths: ["/"], in: root)
        == "'/' is outside the repository '\(root)'; name paths inside it")
    #expect(
      Self.refusal("v1", paths: ["icons", "nothing.png"], in: root)
        == "'nothing.png' is neither in the working tree nor at v1; check the path's spelling")
    let outsideFolder = try TemporaryFolder(prefix: "chevgen-git-")
    defer { outsideFolder.remove() }
    let outside = outsideFolder.path
    #expect(
      Self.refusal("HEAD", in: outside)
        == "'\(outside)' is not inside a git repository; run chevgen review --against from a "
        + "repository's working tree, or compare two folders")
    #expect(
      CompareError.git(.failed(command: "git ls-tree -r", reason: "fatal: bad object"))
        .message(naming: { "--" + $0.rawValue })
        == "'git ls-tree -r' failed: fatal: bad object; run it in the repository to see why")
  }

  /// The message `body` throws, or nil when it throws nothing.
  /// What chevgen says when it cannot list `revision` of the repository at
  /// `directory`, narrowed to `paths`; nil when it can.
  static func refusal(_ revision: String, paths: [String] = [], in directory: String) -> String? {
    message { _ = try GitRevision(revision: revision, paths: paths, directory: directory) }
  }

  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as CompareError {
      return error.message(naming: { "--" + $0.rawValue })
    } catch {
      return "not a CompareError: \(error)"
    }
  }
}

/// A repository in a temporary folder: tag v1 (an annotated tag) holds most
/// files, HEAD adds later.png and a submodule named sub.png, and the working
/// tree then changes a.png, deletes icons/old.png, adds icons/new.png, an
/// ignored build/ignored.png and a link to a folder, wlink.
private struct Repository {
  let folder: TemporaryFolder
  var root: String { folder.path }
  /// The commit v1 names.
  private(set) var first = ""
  let git: String

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-git-")
    git = try #require(ChildProcess.executable(named: "git", preferring: GitRevision.gitLocations))
    try run("init", "-q")
    try run("config", "user.name", "Chevgen Test")
    try run("config", "user.email", "test@example.com")
    try write(GitRevisionTests.red, "a.png")
    try write(GitRevisionTests.blueGreen, "UPPER.PNG")
    try write([1, 2, 3], "exec.png")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: root + "/exec.png")
    let contents = [
      "icons/back@2x.png": "back", "icons/old.png": "old", "icons2/x.png": "x",
      "name with space.png": "space", "new\nline.png": "newline", "star*.png": "star",
      "starry.png": "starry", "docs/readme.txt": "docs",
    ]
    for (name, content) in contents { try write(Array(content.utf8), name) }
    try write(Array("build/\n".utf8), ".gitignore")
    // A link not named like a PNG: no file chevgen reviews (GitHostileRepositoryTests has those).
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "a.png")
    // A name that is not UTF-8 but no PNG's, which GitRevision need not name.
    try shell("printf bad > \"$(printf '\\377.txt')\"")
    try run("add", "-A")
    try run("commit", "-q", "-m", "one")
    try run("tag", "-a", "v1", "-m", "first")
    first = try output("rev-parse", "v1^{commit}")
    try write(Array("later".utf8), "later.png")
    try run("add", "later.png")
    try run("update-index", "--add", "--cacheinfo", "160000,\(first),sub.png")
    try run("commit", "-q", "-m", "two")
    try write(GitRevisionTests.blueGreen, "a.png")
    try FileManager.default.removeItem(atPath: root + "/icons/old.png")
    try write(Array("new".utf8), "icons/new.png")
    try write(Array("ignored".utf8), "build/ignored.png")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/wlink", withDestinationPath: "icons")
  }

  func remove() {
    folder.remove()
  }

  func write(_ bytes: [UInt8], _ name: String) throws {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw FixtureFailure(description: "cannot write \(path)")
    }
  }

  func run(_ arguments: String...) throws {
    _ = try output(arguments)
  }

  func output(_ arguments: String...) throws -> String {
    try output(arguments)
  }

  /// What git prints, the last newline dropped; the user's and the system's
  /// git configuration are left out.
  func output(_ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(
      git, arguments: ["-C", root] + arguments,
      environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"],
      outputLimit: 1 << 20)
    guard result.succeeded else {
      throw FixtureFailure(description: "git \(arguments): \(result.failureReason)")
    }
    return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
  }

  func shell(_ script: String) throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "cd \"$1\" && " + script, "sh", root], outputLimit: 1 << 10)
    guard result.succeeded else { throw FixtureFailure(description: result.failureReason) }
  }
}
