import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenSystem

/// An open folder's entries have the status `lstat` of their whole path
/// gives: a file's size and time, a link itself, nothing for a missing name;
/// and only a folder opens.
@Suite struct OpenFolderTests {
  @Test func entriesHaveTheStatusTheirPathsHave() throws {
    let temporary = try TemporaryFolder(prefix: "chevgen-open-folder-")
    defer { temporary.remove() }
    let root = temporary.path
    let files = FileManager.default
    try files.createDirectory(atPath: root + "/art/deep", withIntermediateDirectories: true)
    try Data("seven b".utf8).write(to: URL(fileURLWithPath: root + "/art/back.png"))
    try files.createSymbolicLink(atPath: root + "/art/link.png", withDestinationPath: "back.png")
    let folder = try #require(OpenFolder(path: root + "/art"))
    for name in ["back.png", "link.png", "deep", "missing.png"] {
      #expect(
        folder.status(of: name) == FileStatus(root + "/art/" + name, followingLinks: false),
        "\(name)")
    }
    #expect(folder.status(of: "back.png")?.size == 7)
    #expect(folder.status(of: "link.png")?.kind == .symbolicLink)
    #expect(folder.status(of: "missing.png") == nil)
    // A file or a missing path is no folder.
    #expect(OpenFolder(path: root + "/art/back.png") == nil)
    #expect(OpenFolder(path: root + "/nowhere") == nil)
  }
}
