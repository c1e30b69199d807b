import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenSystem

/// A confined folder reads, replaces and removes only below itself, and
/// never through a link, whatever the path or the disk says.
@Suite final class ConfinedFolderTests {
  let temporary: TemporaryFolder
  var root: String { temporary.path }
  let folder: ConfinedFolder
  let files = FileManager.default

  init() throws {
    temporary = try TemporaryFolder(prefix: "chevgen-confined-")
    let root = temporary.path
    try files.createDirectory(atPath: root + "/inside/deep", withIntermediateDirectories: true)
    try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/outside.txt"))
    try files.createDirectory(atPath: root + "/inside", withIntermediateDirectories: true)
    try Data("a".utf8).write(to: URL(fileURLWithPath: root + "/inside/a.png"))
    folder = try ConfinedFolder(root + "/inside")
  }

  func text(_ path: String) -> String? {
    files.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func pathsThatLeaveTheFolderAreRefused() {
    for path in ["../outside.txt", "/etc/passwd", "", "deep/../../outside.txt", "./a.png", "a//b"] {
      #expect(!ConfinedFolder.isConfined(path), "\(path)")
      #expect(throws: FileError.self) { try folder.bytes(at: path) }
      #expect(throws: FileError.self) { try folder.replace(path, with: [1]) }
    }
    #expect(text("outside.txt") == "secret")
  }

  @Test func aLinkIsNeverFollowed() throws {
    try files.createSymbolicLink(
      atPath: root + "/inside/link.png", withDestinationPath: "../outside.txt")
    try files.createSymbolicLink(atPath: root + "/inside/up", withDestinationPath: "..")
    #expect(
      throws: FileError.unreadable(
        path: root + "/inside/link.png",
        reason: "a symbolic link or a file is on the way, and no link is followed")
    ) { try folder.bytes(at: "link.png") }
    #expect(throws: FileError.self) { try folder.bytes(at: "up/outside.txt") }
    #expect(
      throws: FileError.writeFailed(
        path: root + "/inside/link.png", reason: "it is a symbolic link, not a regular file")
    ) { try folder.replace("link.png", with: Array("new".utf8)) }
    #expect(throws: FileError.self) { try folder.replace("up/outside.txt", with: [1]) }
    #expect(throws: FileError.self) { try folder.remove("link.png") }
    #expect(text("outside.txt") == "secret")
    #expect(files.fileExists(atPath: root + "/inside/link.png"))
  }

  /// The check before a set of changes refuses what `replace` would refuse,
  /// and changes nothing: no folder made, no file touched.
  @Test func checkingAReplacementRefusesWhatReplacingWouldAndChangesNothing() throws {
    try files.createSymbolicLink(
      atPath: root + "/inside/link.png", withDestinationPath: "../outside.txt")
    try files.createSymbolicLink(atPath: root + "/inside/up", withDestinationPath: "..")
    try Data("f".utf8).write(to: URL(fileURLWithPath: root + "/inside/file"))
    let before = try files.subpathsOfDirectory(atPath: root).sorted()
    for path in ["a.png", "new.png", "deep/new.png", "new/sub/c.png"] {
      try folder.checkReplaceable(path)
    }
    let refused = [
      ("link.png", "it is a symbolic link, not a regular file"),
      ("up/outside.txt", "a symbolic link or a file is on the way, and no link is followed"),
      ("file/x.png", "a symbolic link or a file is on the way, and no link is followed"),
      ("deep", "it is a folder, not a regular file"),
      ("../outside.txt", "the path leaves the folder"),
    ]
    for (path, reason) in refused {
      #expect(
        throws: FileError.writeFailed(path: root + "/inside/" + path, reason: reason), "\(path)"
      ) { try folder.checkReplaceable(path) }
    }
    #expect(try files.subpathsOfDirectory(atPath: root).sorted() == before)
    #expect(text("outside.txt") == "secret" && text("inside/a.png") == "a")
  }

  @Test func replacingWritesWholeAndMakesFolders() throws {
    try folder.replace("a.png", with: Array("b".utf8))
    try folder.replace("new/sub/c.png", with: Array("c".utf8))
    #expect(text("inside/a.png") == "b")
    #expect(text("inside/new/sub/c.png") == "c")
    #expect(try folder.bytes(at: "new/sub/c.png") == Array("c".utf8))
    // No temporary file is left beside them.
    #expect(
      try files.contentsOfDirectory(atPath: root + "/inside").sorted() == ["a.png", "deep", "new"])
    try folder.remove("a.png")
    #expect(!files.fileExists(atPath: root + "/inside/a.png"))
    #expect(throws: FileError.self) { try folder.remove("deep") }
  }

  @Test func theFolderMovedStaysTheOneOpened() throws {
    try files.moveItem(atPath: root + "/inside", toPath: root + "/moved")
    try files.createDirectory(atPath: root + "/inside", withIntermediateDirectories: true)
    try folder.replace("a.png", with: Array("z".utf8))
    #expect(text("moved/a.png") == "z")
    #expect(text("inside/a.png") == nil)
  }
}

extension ConfinedFolderTests {
  /// A replace sweeps its folder of the temporary files a killed run left
  /// (an accept-all cut short), as every other writer does, and only those.
  @Test func aReplaceSweepsTheTemporariesOfDeadRuns() throws {
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    let dead = ".a.png.chevgen-\(finished.processIdentifier)-0.tmp"
    let alive = ".a.png.chevgen-1-0.tmp"
    let other = ".notes.tmp"
    for name in [dead, alive, other] {
      try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/inside/deep/" + name))
    }
    try folder.replace("deep/a.png", with: [1])
    let left = try files.contentsOfDirectory(atPath: root + "/inside/deep").sorted()
    #expect(left == [alive, other, "a.png"].sorted())
  }

  /// Scalars that join the `/` before them into one `Character` (marks of
  /// each class, the zero-width joiners, variation selectors, an emoji
  /// modifier): the kernel still sees the slash, and so must the folder.
  static let joiningScalars: [Unicode.Scalar] = [
    "\u{0301}", "\u{0903}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{E0100}",
    "\u{1F3FB}", "\u{0E33}",
  ]

  @Test(arguments: joiningScalars)
  func aMarkAfterASlashNeverHidesAWayOut(_ mark: Unicode.Scalar) throws {
    let name = String(Character(mark)) + "planted.png"
    try files.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
    for path in ["../" + name, "deep/../../" + name, "a\u{0600}/../../" + name] {
      #expect(!ConfinedFolder.isConfined(path), "\(path.debugDescription)")
      #expect(throws: FileError.self) { try folder.replace(path, with: [1]) }
      #expect(throws: FileError.self) { try folder.checkReplaceable(path) }
      #expect(throws: FileError.self) { try folder.bytes(at: path) }
      #expect(throws: FileError.self) { try folder.remove(path) }
    }
    #expect(try files.contentsOfDirectory(atPath: root + "/" + name).isEmpty)
  }

  @Test(arguments: joiningScalars)
  func aNameThatStartsWithAMarkIsWrittenReadAndRemovedLikeAnyOther(
    _ mark: Unicode.Scalar
  ) throws {
    let path = "deep/" + String(Character(mark)) + "x.png"
    #expect(ConfinedFolder.isConfined(path))
    try folder.checkReplaceable(path)
    try folder.replace(path, with: Array("new".utf8))
    #expect(text("inside/" + path) == "new")
    #expect(try folder.bytes(at: path) == Array("new".utf8))
    try folder.remove(path)
    #expect(try files.contentsOfDirectory(atPath: root + "/inside/deep").isEmpty)
  }
}
