// Foundation, for asking whether a process still exists (kill, errno).
import Foundation
import Testing

@testable import ChevGenSystem

/// A child kept running to answer request after request: answers read whole,
/// a chatty standard error never blocking it, its end an error with its last
/// words (never SIGPIPE), and no child left once released.
@Suite struct ChildConversationTests {
  static func shell(_ script: String) throws(ChildProcessError) -> ChildConversation {
    try ChildConversation("/bin/sh", arguments: ["-c", script])
  }

  @Test func answersAreReadWholeOneRequestAfterAnother() throws {
    // Each request a count; each answer a header line, that many bytes, a line feed.
    let child = try Self.shell(
      "while read count; do echo \"$count\"; head -c \"$count\" /dev/zero | tr '\\0' z; echo; done")
    // An answer far larger than a pipe holds, read as it comes, then a small one.
    for count in [300_000, 3] {
      try child.send(Array("\(count)\n".utf8))
      #expect(try child.line(limit: 10) == Array("\(count)".utf8))
      #expect(try child.bytes(count) == Array(repeating: UInt8(ascii: "z"), count: count))
      #expect(try child.bytes(1) == [UInt8(ascii: "\n")])
    }
    try child.send(Array("2000\n".utf8))
    _ = try child.line(limit: 10)
    #expect(throws: ChildProcessError.outputTooLarge(program: "/bin/sh", limit: 100)) {
      _ = try child.line(limit: 100)
    }
  }

  @Test func aChildThatEndsIsAnErrorWithItsLastWords() throws {
    let child = try Self.shell("read line; printf '\\n  \\nno such %s\\n' \"$line\" >&2; exit 3")
    try child.send(Array("thing\n".utf8))
    #expect(throws: ChildProcessError.ended(program: "/bin/sh", reason: "no such thing")) {
      _ = try child.line(limit: 100)
    }
    #expect(child.termination == .exited(3))
    #expect(child.identifier == nil)
    #expect(throws: ChildProcessError.ended(program: "/bin/sh", reason: "no such thing")) {
      try child.send(Array("more\n".utf8))
    }
    #expect(
      ChildProcessError.ended(program: "/bin/sh", reason: "no such thing").message
        == "'/bin/sh' it stopped before answering: no such thing; run the command again")
  }

  @Test func writingToAChildThatEndedIsAnErrorNotASignal() throws {
    let child = try Self.shell("echo bye")
    #expect(try child.line(limit: 10) == Array("bye".utf8))
    // Its input is closed once it has ended; until then the writes are kept.
    var failure: ChildProcessError?
    for _ in 0..<500 where failure == nil {
      do throws(ChildProcessError) {
        try child.send(Array(repeating: UInt8(ascii: "x"), count: 4096))
        Thread.sleep(forTimeInterval: 0.01)
      } catch { failure = error }
    }
    #expect(failure == .ended(program: "/bin/sh", reason: "exit status 0"))
  }

  @Test func aChattyStandardErrorDoesNotBlockTheAnswer() throws {
    let child = try Self.shell("head -c 1000000 /dev/zero >&2; echo done")
    #expect(try child.line(limit: 10) == Array("done".utf8))
  }

  @Test func releasingItEndsTheChild() throws {
    var identifier: Int32?
    do {
      let child = try Self.shell("sleep 60")
      identifier = child.identifier
    }
    let pid = try #require(identifier)
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }
}

extension ChildConversationTests {
  /// An answer of 64 MiB arrives whole, its first bytes peeked first, and the
  /// conversation goes on after it.
  @Test func aLargeAnswerIsReadWholeAfterAPeek() throws {
    let size = 64 << 20
    let child = try ChildConversation(
      "/bin/sh",
      arguments: ["-c", "read a; printf 'head'; head -c \(size - 4) /dev/zero; read b; echo more"])
    try child.send(Array("go\n".utf8))
    #expect(try child.peek(4) == Array("head".utf8))
    let answer = try child.bytes(size)
    #expect(answer.count == size)
    #expect(answer.prefix(4) == Array("head".utf8)[...])
    #expect(answer.dropFirst(4).allSatisfy { $0 == 0 })
    try child.send(Array("again\n".utf8))
    #expect(try child.line(limit: 10) == Array("more".utf8))
  }
}
