import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review --unused` and `--delete-unused` on records written as the
/// snapshot library writes them.
@Suite struct UnusedReferencesCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let folder = "Tests/App/__Snapshots__/ButtonTests/"

  /// References `used.png` and `old.png`, a record of a complete run that read
  /// `used.png`, and a link to `old.png` that is no reference.
  static func setUp(_ cli: CLI) throws {
    let files = FileManager.default
    let references = cli.directory.appendingPathComponent(folder)
    try files.createDirectory(at: references, withIntermediateDirectories: true)
    for name in ["used.png", "old.png"] {
      try Data("png".utf8).write(to: references.appendingPathComponent(name))
    }
    try files.createSymbolicLink(
      atPath: references.appendingPathComponent("linked.png").path, withDestinationPath: "old.png")
    let usage = cli.directory.appendingPathComponent("artefacts/usage")
    try files.createDirectory(at: usage, withIntermediateDirectories: true)
    let record =
      "chevgen snapshot usage 1\ncomplete\n" + references.appendingPathComponent("used.png").path
      + "\n"
    try Data(record.utf8).write(to: usage.appendingPathComponent("run-1.txt"))
  }

  @Test func listsThenDeletesOnlyTheUnreadReferences() throws {
    try Self.setUp(cli)
    let usage = cli.directory.path + "/artefacts/usage"
    let listed = try cli.run(["review", "--unused", "Tests", "--artefacts", "artefacts"])
    #expect(listed.status == 0)
    #expect(
      listed.stdout == "unused: Tests/\(Self.folder.dropFirst(6))old.png\n"
        + "1 of 2 references unused, by 1 recorded run (1 complete) in artefacts/usage\n")
    #expect(
      FileManager.default.fileExists(atPath: cli.directory.path + "/" + Self.folder + "old.png"))
    let deleted = try cli.run(
      ["review", "--unused", "Tests", "--delete-unused"],
      environment: ["CHEVGEN_SNAPSHOT_ARTEFACTS": cli.directory.path + "/artefacts"])
    #expect(deleted.status == 0)
    #expect(
      deleted.stdout == "unused: Tests/\(Self.folder.dropFirst(6))old.png\n"
        + "1 of 2 references unused, by 1 recorded run (1 complete) in \(usage)\n"
        + "removed: Tests/\(Self.folder.dropFirst(6))old.png\n")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.path + "/" + Self.folder
    ).sorted()
    #expect(left == ["linked.png", "used.png"])
  }

  @Test func misuseIsOneLineAndExitTwo() throws {
    try Self.setUp(cli)
    let cases: [([String], String)] = [
      (
        ["review", "--delete-unused"],
        "--delete-unused goes with --unused; name the references folder, e.g. --unused Tests"
      ),
      (
        ["review", "--unused", "Tests", "a", "b"],
        "--unused lists references and reviews nothing; leave out the folders and --against, "
          + "e.g. chevgen review --unused Tests"
      ),
      (
        ["review", "--unused", "missing", "--artefacts", "artefacts"],
        "--unused 'missing' is not a folder; name the folder holding the __Snapshots__ "
          + "folders, e.g. --unused Tests"
      ),
      (
        ["review", "--unused", "Tests", "--artefacts", "elsewhere"],
        "no complete test run is recorded in 'elsewhere/usage' (0 partial); run the tests "
          + "without --filter or --skip, with CHEVGEN_SNAPSHOT_ARTEFACTS=elsewhere, then ask again"
      ),
    ]
    for (arguments, message) in cases {
      try cli.expectRefusal(arguments, status: 2, message)
    }
    #expect(
      FileManager.default.fileExists(atPath: cli.directory.path + "/" + Self.folder + "old.png"))
  }
}
