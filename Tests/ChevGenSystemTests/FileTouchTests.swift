import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenSystem

/// Touching a file another program named: a regular file is made or its
/// time updated, its bytes kept; anything else is refused, and a link is
/// never followed. (A named pipe is refused by a child process under a time
/// limit: `ShardCommandTests`.)
@Suite struct FileTouchTests {
  let files = FileManager.default

  @Test func aRegularFileIsMadeOrTouchedAndKeepsItsBytes() throws {
    let temporary = try TemporaryFolder(prefix: "chevgen-touch-")
    defer { temporary.remove() }
    let made = temporary.path("made")
    try FileTouch.touch(made)
    #expect(files.contents(atPath: made) == Data())
    let kept = temporary.path("kept")
    try Data("bazel's".utf8).write(to: URL(fileURLWithPath: kept))
    try files.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: kept)
    try FileTouch.touch(kept)
    #expect(files.contents(atPath: kept) == Data("bazel's".utf8))
    let modified = try files.attributesOfItem(atPath: kept)[.modificationDate] as? Date
    #expect((modified ?? .distantPast) > Date(timeIntervalSince1970: 0))
  }

  @Test func anythingButARegularFileIsRefusedAndNoLinkFollowed() throws {
    let temporary = try TemporaryFolder(prefix: "chevgen-touch-")
    defer { temporary.remove() }
    try files.createDirectory(atPath: temporary.path("folder"), withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: temporary.url("target"))
    try files.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: temporary.path("target"))
    try files.createSymbolicLink(atPath: temporary.path("link"), withDestinationPath: "target")
    try files.createSymbolicLink(atPath: temporary.path("dangling"), withDestinationPath: "gone")
    let cases: [(String, FileTouch.Problem)] = [
      (temporary.path("folder"), .irregular(kind: "a folder")),
      ("/dev/null", .irregular(kind: "a device")),
      (temporary.path("link"), .link),
      (temporary.path("dangling"), .link),
      (temporary.path("missing/file"), .failed(reason: "No such file or directory")),
    ]
    for (path, problem) in cases {
      #expect(throws: problem, "\(path)") { try FileTouch.touch(path) }
    }
    #expect(files.contents(atPath: temporary.path("target")) == Data("kept".utf8))
    let target = try files.attributesOfItem(atPath: temporary.path("target"))
    #expect(target[.modificationDate] as? Date == Date(timeIntervalSince1970: 0))
    #expect(!files.fileExists(atPath: temporary.path("gone")))
  }
}
