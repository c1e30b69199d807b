// Foundation, for the C library's open, pipe and socket.
import Foundation
import Testing

@testable import ChevGenSystem

/// A child holds its three standard streams and nothing else, whatever this
/// process has open without close-on-exec (a library's listening socket, a
/// pipe, a file), and leads a process group of its own, so that a terminal's
/// Ctrl-C reaches chevgen alone.
@Suite(.serialized) struct ChildDescriptorTests {
  /// The descriptors the shell that runs the script holds: its own, not those
  /// of the `ls` that lists them (Linux's /proc/PID/fd; macOS: /dev/fd of a
  /// `sh` that opens nothing while its builtin loop tests each number).
  static let listing =
    FileManager.default.fileExists(atPath: "/proc/self/fd")
    ? "ls /proc/$$/fd"
    : "n=0; while [ $n -lt 64 ]; do (: <&$n) 2>/dev/null && echo $n; n=$((n+1)); done"

  /// Opens, without close-on-exec, a file, both ends of a pipe and a TCP
  /// socket listening on 127.0.0.1 (as FlyingSocks opens the review's); runs
  /// `body` with their numbers, then closes them.
  static func withStrayDescriptors(_ body: ([Int32]) throws -> Void) throws {
    var opened = [open("/dev/null", O_RDONLY)]
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    opened += ends
    #if canImport(Glibc)
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let listener = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #expect(bound == 0 && listen(listener, 4) == 0)
    opened.append(listener)
    defer { for descriptor in opened { close(descriptor) } }
    for descriptor in opened {
      #expect(descriptor > 2 && fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0)
    }
    try body(opened)
  }

  @Test(arguments: [false, true])
  func aChildHoldsOnlyItsStandardStreams(closingByListing: Bool) throws {
    try Self.withStrayDescriptors { stray in
      let result = try ChildProcess.run(
        "/bin/sh", arguments: ["-c", Self.listing], outputLimit: 1 << 16,
        closingByListing: closingByListing)
      #expect(result.succeeded, "\(result.failureReason)")
      let listed = String(decoding: result.output, as: UTF8.self)
      guard closingByListing else { return #expect(listed == "0\n1\n2\n") }
      // The listing closes what was open when it listed. A descriptor another
      // test's thread opens in the moment before the spawn may still reach
      // the child: the fallback's documented limit, which closefrom has not.
      let held = Set(listed.split(separator: "\n").compactMap { Int32($0) })
      #expect(held.isSuperset(of: [0, 1, 2]) && held.isDisjoint(with: stray), "\(held)")
    }
  }

  @Test func aConversationsChildHoldsOnlyItsStandardStreams() throws {
    try Self.withStrayDescriptors { _ in
      let child = try ChildConversation(
        "/bin/sh", arguments: ["-c", "read line; " + Self.listing + "; echo end"])
      try child.send(Array("go\n".utf8))
      var lines: [String] = []
      while lines.last != "end" {
        lines.append(String(decoding: try child.line(limit: 100), as: UTF8.self))
      }
      #expect(lines == ["0", "1", "2", "end"])
    }
  }

  @Test func aChildLeadsAProcessGroupOfItsOwn() throws {
    let result = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo $$; ps -o pgid= -p $$"], outputLimit: 1 << 16)
    let fields = String(decoding: result.output, as: UTF8.self).split(
      whereSeparator: \.isWhitespace)
    try #require(fields.count == 2, "\(fields)")
    #expect(fields[0] == fields[1])
    #expect(Int32(fields[1]) != getpgrp())
  }
}
