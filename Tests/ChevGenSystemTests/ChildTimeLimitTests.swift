// Foundation, for the temporary folder the children write their ids in.
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenSystem

/// A child that does not finish within its time limit is killed, waited for
/// and forgotten, and the call throws: whether it waits while printing
/// nothing, after closing its output, or in the middle of a conversation.
@Suite struct ChildTimeLimitTests {
  /// A file for a child's process id, in a folder of its own.
  final class Folder {
    let temporary: TemporaryFolder
    var path: String { temporary.path }

    init() throws {
      temporary = try TemporaryFolder(prefix: "chevgen-child-")
    }

    /// The id the child wrote.
    func child() throws -> Int32 {
      let text = try String(contentsOfFile: path + "/pid", encoding: .utf8)
      return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
  }

  /// Runs `script` with a limit of 0.3 s; how long until it threw.
  static func timed(_ script: String) throws -> Double {
    let clock = CurrentProcess.monotonicSeconds
    #expect(throws: ChildProcessError.timedOut(program: "/bin/sh", seconds: 0.3)) {
      try ChildProcess.run(
        "/bin/sh", arguments: ["-c", script], outputLimit: 1 << 10, timeLimit: 0.3)
    }
    return CurrentProcess.monotonicSeconds - clock
  }

  @Test(arguments: ["exec sleep 30", "exec sleep 30 >&- 2>&-", "printf x; exec sleep 30"])
  func aChildPastItsLimitIsKilledAndThrows(_ waiting: String) throws {
    let folder = try Folder()
    let took = try Self.timed("echo $$ > '\(folder.path)/pid'; " + waiting)
    #expect(took >= 0.3 && took < 5, "threw after \(took) s")
    let child = try folder.child()
    // Reaped, not only killed: no such process, not even a zombie.
    #expect(kill(child, 0) == -1 && errno == ESRCH)
    #expect(!LiveChildren.identifiers.contains(child))
  }

  @Test func aChildWithinItsLimitIsNotDisturbed() throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "sleep 0.1; printf done"], outputLimit: 1 << 10,
      timeLimit: 5)
    #expect(result.succeeded && result.output == Array("done".utf8))
  }

  @Test func aConversationThatStopsAnsweringIsEndedAtItsLimit() throws {
    let conversation = try ChildConversation(
      "/bin/sh", arguments: ["-c", "read line; printf 'one\\n'; exec sleep 30"], timeLimit: 0.3)
    let child = try #require(conversation.identifier)
    #expect(LiveChildren.identifiers.contains(child))
    try conversation.send(Array("go\n".utf8))
    #expect(try conversation.line(limit: 100) == Array("one".utf8))
    let clock = CurrentProcess.monotonicSeconds
    #expect(throws: ChildProcessError.timedOut(program: "/bin/sh", seconds: 0.3)) {
      try conversation.line(limit: 100)
    }
    let took = CurrentProcess.monotonicSeconds - clock
    #expect(took >= 0.3 && took < 5, "threw after \(took) s")
    #expect(conversation.identifier == nil)
    #expect(kill(child, 0) == -1 && errno == ESRCH)
    #expect(!LiveChildren.identifiers.contains(child))
  }

  @Test func theMessageNamesTheLimit() {
    #expect(
      ChildProcessError.timedOut(program: "/usr/bin/git", seconds: 120).message
        == "'/usr/bin/git': it had not finished after 120 s, and was stopped; find out what it "
        + "waits for")
    #expect(ChildProcessError.duration(0.5) == "0.5 s")
  }
}
