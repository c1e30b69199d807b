import Foundation
import Testing

/// The built `chevgen` left running in the background, its output read as it
/// comes: for a command that serves until told to stop, `chevgen review`.
///
/// A test waits for a line (the address the review prints), talks to the
/// program, then waits for it to end or stops it. Every wait has a limit, so
/// a program that never prints or never ends fails the test instead of
/// hanging it.
public final class BackgroundRun: @unchecked Sendable {
  /// The process, for its identifier (the launcher replaces itself with the
  /// command's program, so this is the server's).
  public let process = Process()
  private let condition = NSCondition()
  private var output = Data()
  private var errors = Data()
  /// How many of the two pipes have reached their end.
  private var ended = 0

  /// Starts `chevgen arguments` in `directory`.
  public init(_ arguments: [String], in directory: URL) throws {
    let binary = CLI.binary
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "\(binary.path) is missing: run `swift build` before `swift test` (scripts/test does)")
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    collect(out.fileHandleForReading, errors: false)
    collect(err.fileHandleForReading, errors: true)
  }

  deinit { stop() }

  /// The process's identifier.
  public var identifier: Int32 { process.processIdentifier }

  /// Everything printed on stdout so far.
  public var stdout: String { condition.withLock { String(decoding: output, as: UTF8.self) } }

  /// Everything printed on stderr so far.
  public var stderr: String { condition.withLock { String(decoding: errors, as: UTF8.self) } }

  /// Reads `handle` (stdout's pipe, or with `errors` stderr's) on a thread
  /// of its own until its end.
  private func collect(_ handle: FileHandle, errors isErrors: Bool) {
    Thread.detachNewThread { [self] in
      while true {
        let data = handle.availableData
        condition.withLock {
          if data.isEmpty {
            ended += 1
          } else if isErrors {
            errors.append(data)
          } else {
            output.append(data)
          }
          condition.broadcast()
        }
        if data.isEmpty { return }
      }
    }
  }

  /// Waits until `ready` holds for the output so far, or `seconds` pass;
  /// whether it held.
  private func wait(_ seconds: Double, until ready: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !ready() {
      if !condition.wait(until: deadline) { return ready() }
    }
    return true
  }

  /// The first `count` whole lines of stdout, waiting up to `seconds` for
  /// them; fails the test (and stops the program) without them.
  public func lines(_ count: Int, within seconds: Double = 60) throws -> [String] {
    func whole() -> [String] {
      Array(
        String(decoding: output, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        ).dropLast().prefix(count).map(String.init))
    }
    let complete = wait(seconds) { whole().count == count || ended == 2 }
    let lines = condition.withLock { whole() }
    guard complete, lines.count == count else {
      let (out, err) = (stdout, stderr)
      stop()
      try #require(
        Bool(false), "not \(count) lines within \(seconds) s; stdout: \(out) stderr: \(err)")
      return []
    }
    return lines
  }

  /// Waits up to `seconds` for the program to end; its status and output,
  /// or nil when it is still running.
  public func finish(within seconds: Double = 60) -> CLI.Result? {
    guard wait(seconds, until: { ended == 2 }) else { return nil }
    process.waitUntilExit()
    return CLI.Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  /// Ends the program at once if it still runs, and waits for it.
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
