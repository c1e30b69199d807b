import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review --against` in a repository built to make git run a
/// program: its fsmonitor, a partial clone's `ext::` remote, and git
/// variables inherited from a hook that point at another repository. Every
/// such program would leave a mark in `marks/`; none may. A missing file or a
/// PNG name that is not UTF-8 is trouble: one line, exit 2.
@Suite struct GitTrustTests {
  /// A 1×1 red PNG.
  static let red = Data([
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x56, 0xC7, 0x2F, 0x0D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ])

  /// Runs git in `folder` (the test's own folder by default), the user's and
  /// the system's configuration left out; what it printed.
  @discardableResult
  static func git(_ cli: CLI, _ arguments: [String], in folder: String = "") throws -> String {
    let directory = folder.isEmpty ? cli.directory : cli.directory.appendingPathComponent(folder)
    let result = try CLI.execute(
      // Where Debian and macOS (its developer tools' shim) both keep git.
      URL(fileURLWithPath: "/usr/bin/git"),
      ["-c", "user.name=Chevgen Test", "-c", "user.email=test@example.com"] + arguments,
      in: directory, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
    try #require(result.status == 0, "git \(arguments): \(result.stderr)")
    return result.stdout.trimmingCharacters(in: .newlines)
  }

  /// A script `mark` that leaves a file named by its first argument in `marks/`.
  static func makeMark(_ cli: CLI) throws -> String {
    try cli.makeFolder("marks")
    let mark = cli.directory.appendingPathComponent("mark").path
    try cli.put("#!/bin/sh\n: > \"\(cli.directory.path)/marks/$1\"\n", at: "mark")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: mark)
    return mark
  }

  static func marks(_ cli: CLI) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.appendingPathComponent("marks").path)
  }

  @Test func aRepositorysFsmonitorIsNotRunAndTheReviewServes() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let mark = try Self.makeMark(cli)
    try Self.git(cli, ["init", "-q"])
    try Self.red.write(to: cli.directory.appendingPathComponent("a.png"))
    try Self.git(cli, ["add", "a.png"])
    try Self.git(cli, ["commit", "-q", "-m", "one"])
    try Self.git(cli, ["config", "core.fsmonitor", "\(mark) fsmonitor; false"])
    let server = try ReviewServerTests.start(cli, ["--against", "HEAD"])
    #expect(server.summary.hasPrefix("0 of 1 files differ (0 changed, 0 added, 0 removed)"))
    let result = try server.done()
    #expect(result.status == 0)
    #expect(try Self.marks(cli) == [])
  }

  @Test func aPartialClonesMissingFileIsTroubleAndNothingRuns() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let mark = try Self.makeMark(cli)
    try cli.makeFolder("origin")
    try Self.git(cli, ["init", "-q"], in: "origin")
    try Self.red.write(to: cli.directory.appendingPathComponent("origin/a.png"))
    try cli.put("b", at: "origin/b.png")
    try Self.git(cli, ["add", "-A"], in: "origin")
    try Self.git(cli, ["commit", "-q", "-m", "one"], in: "origin")
    try Self.git(cli, ["config", "uploadpack.allowFilter", "true"], in: "origin")
    try Self.git(cli, ["config", "uploadpack.allowAnySHA1InWant", "true"], in: "origin")
    try Self.git(
      cli,
      [
        "clone", "-q", "--no-local", "--no-checkout", "--filter=blob:none",
        "file://" + cli.directory.appendingPathComponent("origin").path, "clone",
      ])
    try Self.git(cli, ["cat-file", "-e", "HEAD:a.png"], in: "clone")
    for (key, value) in [
      ("remote.origin.url", "ext::sh -c \(mark)% ext"), ("protocol.ext.allow", "always"),
      ("core.fsmonitor", "\(mark) fsmonitor; false"),
    ] {
      try Self.git(cli, ["config", key, value], in: "clone")
    }
    // What a hook running chevgen would pass on: all of it another repository's.
    let other = cli.directory.appendingPathComponent("origin").path
    let inherited = [
      "GIT_DIR": other + "/.git", "GIT_WORK_TREE": other, "GIT_INDEX_FILE": other + "/.git/index",
      "GIT_OBJECT_DIRECTORY": other + "/.git/objects", "GIT_CONFIG_COUNT": "1",
      "GIT_CONFIG_KEY_0": "protocol.allow", "GIT_CONFIG_VALUE_0": "always",
      "GIT_CONFIG_PARAMETERS": "'core.fsmonitor'='\(mark) parameters'",
    ]
    let result = try CLI.execute(
      CLI.binary, ["review", "--against", "HEAD"],
      in: cli.directory.appendingPathComponent("clone"),
      environment: inherited)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "chevgen: error: 'b.png' at HEAD is not in this clone (a partial clone keeps it on a "
        + "remote, and chevgen fetches nothing); fetch it with git first, e.g. git cat-file -e "
        + "HEAD:b.png\n")
    #expect(try Self.marks(cli) == [])
  }

  @Test func aPNGNameThatIsNotUTF8IsTrouble() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Self.git(cli, ["init", "-q"])
    try Self.red.write(to: cli.directory.appendingPathComponent("a.png"))
    try Self.git(cli, ["add", "a.png"])
    try Self.git(cli, ["commit", "-q", "-m", "one"])
    let shell = try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "printf x > \"$(printf 'caf\\351.png')\""],
      in: cli.directory)
    try #require(shell.status == 0, "\(shell.stderr)")
    let result = try cli.run(["review", "--against", "HEAD"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "chevgen: error: the name of 'caf\\x{E9}.png' in the working tree is not UTF-8, so "
        + "chevgen can neither name nor review it; rename it in UTF-8, or name paths that leave "
        + "it out\n")
  }
}
