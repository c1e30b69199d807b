import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review --against` in a repository built to make git run a
/// program: its fsmonitor, a partial clone's `ext::` remote, and git
/// variables inherited from a hook that point at another repository. Every
/// such program would leave a mark in `marks/`; none may. A missing file or a
/// PNG name that is not UTF-8 is trouble: one line, exit 2.
@Suite struct GitTrustTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

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
    let mark = try Self.makeMark(cli)
    try Self.repository(cli)
    try Self.git(cli, ["config", "core.fsmonitor", "\(mark) fsmonitor; false"])
    let server = try ReviewServerTests.start(cli, ["--against", "HEAD"])
    #expect(server.summary.hasPrefix("0 of 1 files differ (0 changed, 0 added, 0 removed)"))
    let result = try server.done()
    #expect(result.status == 0)
    #expect(try Self.marks(cli) == [])
  }

  @Test func aPartialClonesMissingFileIsTroubleAndNothingRuns() throws {
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
    try Self.repository(cli)
    let shell = try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "printf x > \"$(printf 'caf\\351.png')\""],
      in: cli.directory)
    try #require(shell.status == 0, "\(shell.stderr)")
    let result = try cli.run(["review", "--against", "HEAD"])
    result.expect(
      status: 2,
      line: "chevgen: error: the name of 'caf\\x{E9}.png' in the working tree is not UTF-8, so "
        + "chevgen can neither name nor review it; rename it in UTF-8, or name paths that leave "
        + "it out")
  }

  /// The processes whose command line names `path` (git's `-C FOLDER`).
  static func processes(naming path: String) throws -> [String] {
    let listing = try CLI.execute(
      URL(fileURLWithPath: "/bin/ps"), ["-eo", "pid=,args="], in: URL(fileURLWithPath: "/"))
    return listing.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains(path) && !$0.contains("ps -eo")
    }
  }

  /// A repository holding a.png, committed, in the test's folder.
  static func repository(_ cli: CLI) throws {
    try Self.git(cli, ["init", "-q"])
    try commitRed(cli, "a.png", message: "one")
  }

  /// Commits a red `name` with `message` on the branch checked out.
  static func commitRed(_ cli: CLI, _ name: String, message: String) throws {
    try Self.red.write(to: cli.directory.appendingPathComponent(name))
    try Self.git(cli, ["add", name])
    try Self.git(cli, ["commit", "-q", "-m", message])
  }

  /// A named pipe at .gitignore blocks git for good: SIGTERM or Ctrl-C
  /// then ends the review with status 2, and the git with it.
  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalWhileGitWaitsOnAPipeEndsBoth(_ signal: Int32) throws {
    try Self.repository(cli)
    try cli.makePipe(".gitignore")
    let run = try BackgroundRun(["review", "--against", "HEAD"], in: cli.directory)
    defer { run.stop() }
    let deadline = Date(timeIntervalSinceNow: 30)
    while try Self.processes(naming: cli.directory.path).filter({ $0.contains("git") }).isEmpty {
      try #require(Date() < deadline, "git never started: \(run.stderr)")
      Thread.sleep(forTimeInterval: 0.02)
    }
    kill(run.identifier, signal)
    let result = try #require(run.finish(within: 10), "signal \(signal) did not end the review")
    #expect(run.process.terminationReason == .exit)
    #expect(result.status == 2)
    #expect(result.stdout == "review ended: 0 accepted, before the page was served\n")
    #expect(result.stderr == "")
    #expect(try Self.processes(naming: cli.directory.path) == [])
  }

  @Test func aWorkingTreePNGThatGitDoesNotListIsTrouble() throws {
    try Self.repository(cli)
    let manager = FileManager.default
    let a = cli.directory.appendingPathComponent("a.png").path
    let pipe =
      "is a named pipe, not a regular file; chevgen compares regular files only: "
      + "replace it with the file, or name paths that leave it out\n"
    try cli.makePipe("new.png")
    var result = try cli.run(["review", "--against", "HEAD"])
    #expect(result.status == 2)
    #expect(result.stderr == "chevgen: error: 'new.png' in the working tree " + pipe)
    try manager.removeItem(atPath: cli.directory.appendingPathComponent("new.png").path)
    try manager.removeItem(atPath: a)
    try cli.makePipe("a.png")
    result = try cli.run(["review", "--against", "HEAD"])
    #expect(result.status == 2)
    #expect(result.stderr == "chevgen: error: 'a.png' in the working tree " + pipe)
    try manager.removeItem(atPath: a)
    try manager.createSymbolicLink(atPath: a, withDestinationPath: "gone.png")
    result = try cli.run(["review", "--against", "HEAD"])
    result.expect(
      status: 2,
      line: "chevgen: error: 'a.png' in the working tree is a symbolic link; chevgen compares "
        + "regular files only and follows no link: replace it with the file, or name paths that "
        + "leave it out")
    #expect(result.stdout == "")
  }

  @Test func aLinkAtTheRevisionIsTrouble() throws {
    try Self.repository(cli)
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("x.png").path, withDestinationPath: "a.png")
    try Self.git(cli, ["add", "x.png"])
    try Self.git(cli, ["commit", "-q", "-m", "link"])
    try FileManager.default.removeItem(atPath: cli.directory.appendingPathComponent("x.png").path)
    let result = try cli.run(["review", "--against", "HEAD"])
    result.expect(
      status: 2,
      line: "chevgen: error: 'x.png' at HEAD is a symbolic link; chevgen compares regular files "
        + "only and follows no link: name paths that leave it out, or commit the file in its "
        + "place")
  }

  /// `--against main...HEAD` reviews what a branch changed since it left
  /// main, however far main has moved on; unrelated histories are trouble.
  @Test func aReviewAgainstTheBranchPoint() throws {
    try Self.repository(cli)
    try Self.git(cli, ["branch", "-q", "-M", "main"])
    try Self.git(cli, ["checkout", "-q", "-b", "topic"])
    try Self.commitRed(cli, "topic.png", message: "topic")
    try Self.git(cli, ["checkout", "-q", "main"])
    try Self.commitRed(cli, "main.png", message: "main moves on")
    try Self.git(cli, ["checkout", "-q", "topic"])
    let server = try ReviewServerTests.start(cli, ["--against", "main...HEAD"])
    // topic.png is new since the branch point; main.png, later on main, is not there.
    #expect(server.summary.hasPrefix("1 of 2 files differ (0 changed, 1 added, 0 removed)"))
    #expect(try server.done().status == 0)
    try Self.git(cli, ["checkout", "-q", "--orphan", "alone"])
    try Self.git(cli, ["commit", "-q", "-m", "unrelated"])
    let unrelated = try cli.run(["review", "--against", "main...alone"])
    unrelated.expect(
      status: 2,
      line: "chevgen: error: 'main' and 'alone' share no commit in repository "
        + "'\(cli.directory.path)' (unrelated histories), so there is no branch point to compare "
        + "with; name one revision, e.g. --against main")
    let unknown = try cli.run(["review", "--against", "main...nope"])
    unknown.expect(
      status: 2,
      line: "chevgen: error: no revision 'nope' in repository '\(cli.directory.path)'; name a "
        + "commit, branch or tag git knows (git log shows them)")
  }

  /// A repository whose core.worktree names another folder: one line saying
  /// so and what to do, not a path "outside the repository".
  @Test func aWorkingTreeElsewhereIsNamed() throws {
    try cli.makeFolder("repository")
    try cli.makeFolder("elsewhere")
    try Self.git(cli, ["init", "-q"], in: "repository")
    let elsewhere = cli.directory.appendingPathComponent("elsewhere").path
    try Self.git(cli, ["config", "core.worktree", elsewhere], in: "repository")
    let result = try CLI.execute(
      CLI.binary, ["review", "--against", "HEAD"],
      in: cli.directory.appendingPathComponent("repository"))
    result.expect(
      status: 2,
      line: "chevgen: error: the repository holding '\(cli.directory.path)/repository' names "
        + "'\(elsewhere)' as its working tree (core.worktree), and "
        + "'\(cli.directory.path)/repository' is not in it; run chevgen review --against in "
        + "'\(elsewhere)', or remove the setting: git config --unset core.worktree")
  }
}
