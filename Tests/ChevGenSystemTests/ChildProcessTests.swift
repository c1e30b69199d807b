// Foundation, for counting this process's open descriptors in /dev/fd.
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenSystem

/// Running a program: its status, both outputs read without deadlock, the
/// output limit enforced by killing it, and no descriptor left behind.
@Suite struct ChildProcessTests {
  static func shell(
    _ script: String, environment: [String: String?] = [:], limit: Int = 1 << 20
  ) throws(ChildProcessError) -> ChildProcess {
    try ChildProcess.run(
      "/bin/sh", arguments: ["-c", script], environment: environment, outputLimit: limit)
  }

  @Test func itReturnsTheExitStatusBothOutputsAndTheFirstErrorLine() throws {
    let result = try Self.shell(
      "printf 'out\\0put'; printf '\\n  \\nfirst\\nsecond\\n' >&2; exit 3")
    #expect(result.termination == .exited(3))
    #expect(!result.succeeded)
    #expect(result.output == Array("out\0put".utf8))
    #expect(result.errorOutput == Array("\n  \nfirst\nsecond\n".utf8))
    #expect(result.failureReason == "first")
  }

  @Test func aSilentFailureIsNamedByItsStatusOrSignal() throws {
    #expect(try Self.shell("exit 7").failureReason == "exit status 7")
    let killed = try Self.shell("kill -9 $$")
    #expect(killed.termination == .signaled(9))
    #expect(killed.failureReason == "killed by signal 9")
    #expect(try Self.shell("true").succeeded)
  }

  @Test func standardInputIsEmpty() throws {
    let result = try Self.shell("cat; printf done")
    #expect(result.output == Array("done".utf8))
  }

  @Test func bothOutputsAreReadAtOnceAndStandardErrorIsCutAt4KB() throws {
    // 300 KB on each, interleaved: either pipe left unread would fill and block the child.
    let script =
      "i=0; while [ $i -lt 300 ]; do head -c 1000 /dev/zero; head -c 1000 /dev/zero >&2; "
      + "i=$((i+1)); done"
    let result = try Self.shell(script, limit: 300_000)
    #expect(result.succeeded)
    #expect(result.output == [UInt8](repeating: 0, count: 300_000))
    #expect(result.errorOutput == [UInt8](repeating: 0, count: ChildProcess.errorOutputLimit))
  }

  @Test func outputPastTheLimitKillsTheChildAndThrows() {
    // `yes` never stops by itself: the test ends only if the child is killed.
    #expect(throws: ChildProcessError.outputTooLarge(program: "/bin/sh", limit: 100_000)) {
      try Self.shell("exec yes", limit: 100_000)
    }
    #expect(throws: ChildProcessError.outputTooLarge(program: "/bin/sh", limit: 4)) {
      try Self.shell("printf 12345", limit: 4)
    }
    #expect(throws: Never.self) { try Self.shell("printf 1234", limit: 4) }
    let message = ChildProcessError.outputTooLarge(program: "/usr/bin/git", limit: 512 << 20)
      .message
    #expect(
      message
        == "'/usr/bin/git': it printed more than 512 MiB, the most chevgen reads from it; "
        + "ask it for less")
  }

  @Test func theEnvironmentIsInheritedWithTheChangesMade() throws {
    let result = try Self.shell(
      "printf '%s|%s|%s' \"$CHEVGEN_CHILD_TEST\" \"${HOME-unset}\" \"${PATH:+path}\"",
      environment: ["CHEVGEN_CHILD_TEST": "a b=c", "HOME": nil])
    #expect(result.output == Array("a b=c|unset|path".utf8))
  }

  @Test func aMissingProgramIsNotStarted() {
    #expect(
      throws: ChildProcessError.notStarted(
        program: "/nonexistent/chevgen-tool", reason: "No such file or directory")
    ) {
      try ChildProcess.run("/nonexistent/chevgen-tool", arguments: [], outputLimit: 10)
    }
    let error = ChildProcessError.notStarted(program: "/x/git", reason: "Permission denied")
    #expect(
      error.message == "cannot run '/x/git': Permission denied; check that it is installed and "
        + "executable")
  }

  @Test func noDescriptorIsLeft() throws {
    func open() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd"))?.count ?? 0
    }
    let before = open()
    for _ in 0..<100 {
      _ = try Self.shell("printf x; printf y >&2")
      _ = try? Self.shell("exec yes", limit: 10)
    }
    // Four descriptors a run would leak 800; other tests may hold a few meanwhile.
    #expect(open() - before < 40)
  }

  @Test func anExecutableIsFoundFirstAmongTheCandidatesThenInPath() throws {
    let folder = try TemporaryFolder(prefix: "chevgen-child-")
    defer { folder.remove() }
    let plain = folder.path("plain")
    #expect(FileManager.default.createFile(atPath: plain, contents: Data("x".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plain)
    // Missing, not executable, a folder: each is passed over.
    #expect(
      ChildProcess.executable(
        named: "sh", preferring: ["/nonexistent/sh", plain, "/tmp", "/bin/sh"])
        == "/bin/sh")
    let found = ChildProcess.executable(named: "sh", preferring: [])
    #expect(found?.hasPrefix("/") == true && found?.hasSuffix("/sh") == true)
    #expect(ChildProcess.executable(named: "chevgen-no-such-tool", preferring: []) == nil)
  }
}
