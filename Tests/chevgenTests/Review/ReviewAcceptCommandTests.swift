import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review REFS ACTUAL --accept PATH` and `--accept-all`: the page's
/// Accept and Accept all from a script, with no server. The references become
/// the actual files byte for byte; every refusal (a path out of the folders,
/// through a link, unknown or unchanged, or an option that does not go with
/// accepting) is one line, exit 2, and leaves every file as it was, the
/// images named beside it included.
@Suite struct ReviewAcceptCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  typealias Server = ReviewServerTests

  /// Makes the review's folders and lists both, each file's bytes by path:
  /// the references before anything is accepted, and the actual images.
  func listedFolders() throws -> (references: [String: Data], actual: [String: Data]) {
    try Server.folders(cli)
    return (try Server.listing(cli, "ref"), try Server.listing(cli, "act"))
  }

  /// Runs `review ref act` with `arguments`, which must accept and print
  /// `stdout` exactly, with nothing on standard error.
  func expectAccepted(_ arguments: [String], printing stdout: String) throws {
    let result = try cli.run(["review", "ref", "act"] + arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == stdout)
  }

  @Test func acceptAllMakesTheReferencesTheActualFilesAndServesNothing() throws {
    try Server.folders(cli)
    let actual = try Server.listing(cli, "act")
    try expectAccepted(
      ["--accept-all"],
      printing: "accepted: a/changed.png\naccepted: added.png\naccepted: removed.png\n"
        + "review ended: 3 accepted, 0 still differ\n")
    #expect(try Server.listing(cli, "ref") == actual)
    #expect(try Server.listing(cli, "act") == actual)
    #expect(try cli.run(["diff", "ref", "act"]).status == 0)
    // Nothing left to accept: the same end line, nothing written.
    try expectAccepted(["--accept-all"], printing: "review ended: 0 accepted, 0 still differ\n")
    #expect(try Server.listing(cli, "ref") == actual)
  }

  @Test func acceptChangesOnlyTheImagesNamedInTheirOrder() throws {
    let (before, actual) = try listedFolders()
    try expectAccepted(
      ["--accept", "added.png", "--accept", "a/changed.png", "--accept", "added.png"],
      printing: "accepted: added.png\naccepted: a/changed.png\n"
        + "review ended: 2 accepted, 1 still differ\n")
    var expected = before
    expected["added.png"] = actual["added.png"]
    expected["a/changed.png"] = actual["a/changed.png"]
    #expect(try Server.listing(cli, "ref") == expected)
    // The removed image's reference goes when it is accepted.
    try expectAccepted(
      ["--accept", "removed.png"],
      printing: "accepted: removed.png\nreview ended: 1 accepted, 0 still differ\n")
    #expect(try Server.listing(cli, "ref") == actual)
  }

  @Test func partialAcceptsAllButLeavesTheReferencesTheActualFolderLacks() throws {
    let (before, actual) = try listedFolders()
    try expectAccepted(
      ["--partial", "--accept-all"],
      printing: "accepted: a/changed.png\naccepted: added.png\n"
        + "review ended: 2 accepted, 0 still differ\n")
    var expected = actual
    expected["removed.png"] = before["removed.png"]
    #expect(try Server.listing(cli, "ref") == expected)
  }

  /// Folders beside which lie `secret.png` and `elsewhere/inner.png`, with a
  /// reference folder `linked` that is a link to `elsewhere`, and an actual
  /// `linked/inner.png` whose accept would write through it.
  static func linkedFolders(_ cli: CLI) throws {
    try Server.folders(cli)
    try cli.write(Server.picture(width: 7, height: 3, red: 2), to: "secret.png")
    try cli.write(Server.picture(width: 7, height: 3, red: 2), to: "elsewhere/inner.png")
    try cli.write(Server.picture(width: 7, height: 3, red: 5), to: "act/linked/inner.png")
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.path + "/ref/linked", withDestinationPath: "../elsewhere")
  }

  @Test func aRefusedAcceptWritesNothingAtAll() throws {
    try Self.linkedFolders(cli)
    let before = try Server.listing(cli)
    let outside =
      "leads out of the folders compared; name an image by its path inside them, "
      + "as chevgen diff lists it; nothing was accepted"
    let absolute = cli.directory.path + "/secret.png"
    let cases: [(String, String)] = [
      ("../secret.png", "--accept '../secret.png' " + outside),
      ("a/../added.png", "--accept 'a/../added.png' " + outside),
      ("./added.png", "--accept './added.png' " + outside),
      (absolute, "--accept '\(absolute)' " + outside),
      (
        "ref/added.png",
        "--accept 'ref/added.png' is not among the images compared; name it inside both "
          + "folders: --accept 'added.png'; nothing was accepted"
      ),
      (
        "missing.png",
        "--accept 'missing.png' is not among the images compared; name a differing image by "
          + "its path inside both folders, as chevgen diff lists it; nothing was accepted"
      ),
      (
        "same.png",
        "--accept 'same.png' is already the same as its reference; leave it out; nothing was "
          + "accepted"
      ),
      (
        "linked/inner.png",
        "cannot write 'ref/linked/inner.png': a symbolic link or a file is on the way, and no "
          + "link is followed; check the disk and permissions, then retry; nothing was accepted"
      ),
    ]
    for (path, message) in cases {
      // The image named first is acceptable: it is left as it was too.
      let result = try cli.run([
        "review", "ref", "act", "--accept", "a/changed.png", "--accept", path,
      ])
      #expect(result.status == 2, "\(path)")
      #expect(result.stdout == "", "\(path)")
      #expect(result.stderr == "chevgen: error: " + message + "\n", "\(path)")
    }
    #expect(try Server.listing(cli) == before, "a refused accept wrote")
    // Accept all stops at the link the same way, before its first write.
    let all = try cli.run(["review", "ref", "act", "--accept-all"])
    #expect(all.status == 2 && all.stdout == "")
    #expect(
      all.stderr
        == "chevgen: error: cannot write 'ref/linked/inner.png': a symbolic link or a file is on "
        + "the way, and no link is followed; check the disk and permissions, then retry; nothing "
        + "was accepted\n")
    #expect(try Server.listing(cli) == before, "a refused accept-all wrote")
  }

  @Test func optionsThatDoNotGoWithAcceptingAreRefused() throws {
    try Server.folders(cli)
    let before = try Server.listing(cli)
    let cases: [([String], String)] = [
      (
        ["ref", "act", "--accept-all", "--accept", "added.png"],
        "--accept-all accepts every difference; give it alone, or name each image with --accept"
      ),
      (
        ["--against", "HEAD", "ref", "--accept-all"],
        "--accept-all changes the reference folder, and with --against HEAD the reference is a "
          + "git revision, which review does not change; commit the working tree instead, or "
          + "accept between two folders: chevgen review REFS ACTUAL --accept-all"
      ),
      (
        ["ref", "act", "--accept", "added.png", "--port", "8765"],
        "--accept serves no page; leave out --port"
      ),
      (
        ["--unused", "ref", "--accept-all"],
        "--unused lists references and accepts nothing; run chevgen review REFS ACTUAL "
          + "--accept-all on its own"
      ),
      (
        ["ref", "--accept-all"],
        "chevgen review compares two folders, and was given 1 path; name the reference folder "
          + "and the actual one, e.g. chevgen review Tests/__Snapshots__ build/snapshots, or "
          + "compare with git: --against HEAD"
      ),
    ]
    for (arguments, message) in cases {
      let result = try cli.run(["review"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
      #expect(result.stderr == "chevgen: error: " + message + "\n", "\(arguments)")
    }
    #expect(try Server.listing(cli) == before, "a refused accept wrote")
  }
}
