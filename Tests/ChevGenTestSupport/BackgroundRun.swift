import Foundation

/// The built `chevgen` left running in the background, its output read as it
/// comes: for a command that serves until told to stop, `chevgen review`.
///
/// A test waits for a line (the address the review prints), talks to the
/// program, then waits for it to end or stops it. Every wait has a limit, so
/// a program that never prints or never ends fails the test instead of
/// hanging it; and the program is killed when the run is released, so a test
/// that fails or throws half-way leaves no server behind. (The threads that
/// read its output hold only the output, never the run.)
public final class BackgroundRun: @unchecked Sendable {
  /// Where the program's standard output goes.
  public enum Output: Sendable {
    /// A pipe this run reads (``lines(_:within:)``, ``stdout``).
    case pipe
    /// The file at this path, opened for writing (`/dev/full`).
    case file(String)
    /// Nowhere: the descriptor is closed.
    case closed
  }

  /// What the reading threads fill and the test waits on.
  private final class Collected: @unchecked Sendable {
    let condition = NSCondition()
    var output = Data()
    var errors = Data()
    /// How many of the pipes have reached their end.
    var ended = 0
  }

  /// The process, for its identifier.
  public let process = Process()
  private let collected = Collected()
  /// How many pipes are read: stderr's, and stdout's when it is a pipe.
  private let pipes: Int

  /// Starts `chevgen arguments` in `directory`, its standard output `output`;
  /// `through`, when given, is a program and its first arguments that start
  /// chevgen, given its path and `arguments` after them (a process group of
  /// its own, a pseudo-terminal).
  public init(
    _ arguments: [String], in directory: URL, output: Output = .pipe, through: [String] = []
  ) throws {
    let binary = CLI.binary
    try RequirementFailure.check(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "\(binary.path) is missing: run `swift build` before `swift test` (scripts/test does)")
    process.executableURL = binary
    process.arguments = arguments
    if let starter = through.first {
      process.executableURL = URL(fileURLWithPath: starter)
      process.arguments = through.dropFirst() + [binary.path] + arguments
    }
    process.currentDirectoryURL = directory
    let err = Pipe()
    process.standardError = err
    var out: Pipe?
    switch output {
    case .pipe:
      out = Pipe()
      process.standardOutput = out
    case .file(let path):
      process.standardOutput = try RequirementFailure.unwrap(
        FileHandle(forWritingAtPath: path), "\(path)")
    case .closed:
      // The shell closes the descriptor and becomes chevgen (same process).
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", binary.path] + arguments
    }
    pipes = out == nil ? 1 : 2
    try process.run()
    if let out { Self.collect(out.fileHandleForReading, into: collected, errors: false) }
    Self.collect(err.fileHandleForReading, into: collected, errors: true)
  }

  deinit { stop() }

  /// The process's identifier.
  public var identifier: Int32 { process.processIdentifier }

  /// Everything printed on stdout so far.
  public var stdout: String {
    collected.condition.withLock { String(decoding: collected.output, as: UTF8.self) }
  }

  /// Everything printed on stderr so far.
  public var stderr: String {
    collected.condition.withLock { String(decoding: collected.errors, as: UTF8.self) }
  }

  /// Reads `handle` (stdout's pipe, or with `errors` stderr's) on a thread
  /// of its own until its end.
  private static func collect(_ handle: FileHandle, into collected: Collected, errors: Bool) {
    Thread.detachNewThread {
      while true {
        let data = PipeReading.next(handle) ?? Data()
        collected.condition.withLock {
          if data.isEmpty {
            collected.ended += 1
          } else if errors {
            collected.errors.append(data)
          } else {
            collected.output.append(data)
          }
          collected.condition.broadcast()
        }
        if data.isEmpty {
          // Foundation keeps the process and its pipes: close this end (see `PipeReading.close`).
          try? handle.close()
          return
        }
      }
    }
  }

  /// Waits until `ready` holds for the output so far, or `seconds` pass;
  /// whether it held.
  private func wait(_ seconds: Double, until ready: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    let condition = collected.condition
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
    let collected = collected
    func whole() -> [String] {
      Array(
        String(decoding: collected.output, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        ).dropLast().prefix(count).map(String.init))
    }
    let complete = wait(seconds) { whole().count == count || collected.ended == pipes }
    let lines = collected.condition.withLock { whole() }
    guard complete, lines.count == count else {
      let (out, err) = (stdout, stderr)
      stop()
      throw RequirementFailure(
        description: "not \(count) lines within \(seconds) s; stdout: \(out) stderr: \(err)")
    }
    return lines
  }

  /// Waits up to `seconds` for the program to end; its status and output,
  /// or nil when it is still running. A program killed by a signal has the
  /// signal's number as its status, and `process.terminationReason` says so.
  public func finish(within seconds: Double = 60) -> CLI.Result? {
    guard wait(seconds, until: { collected.ended == pipes }) else { return nil }
    // Output that is not a pipe does not end with the program: wait for it.
    let deadline = Date(timeIntervalSinceNow: seconds)
    while process.isRunning {
      guard Date() < deadline else { return nil }
      Thread.sleep(forTimeInterval: 0.005)
    }
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
