import ChevGenTestSupport
import Foundation
import Testing

/// A standard output that cannot be written is an error on one line (a full
/// disk), or the quiet end by SIGPIPE that git and ls have when its reader
/// has gone; never a silent success.
extension CLI {
  /// Runs chevgen with standard output on `output`; the status and standard
  /// error of a run that exits.
  func run(_ arguments: [String], output: FileHandle) throws -> (Int32, String) {
    let (reason, status, stderr) = try runEnding(arguments, output: output)
    #expect(reason == .exit)
    return (status, stderr)
  }

  /// Runs chevgen with standard output on `output`; how it ended, its status
  /// (or signal) and its standard error.
  func runEnding(
    _ arguments: [String], output: FileHandle
  ) throws -> (Process.TerminationReason, Int32, String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let err = Pipe()
    process.standardOutput = output
    process.standardError = err
    try process.run()
    let errData = PipeReading.all(err.fileHandleForReading)
    process.waitUntilExit()
    return (
      process.terminationReason, process.terminationStatus,
      String(decoding: errData, as: UTF8.self)
    )
  }
}

/// Output that outgrows the stream's buffer fails while it is written; the
/// reason is then no longer known at exit.
private let printing: [(arguments: [String], status: Int32, program: String, reason: String)] = [
  (["--title", "Menu", "--out", "back.png"], 1, "chevgen", "No space left on device"),
  (["diff", "menu.png", "menu.png"], 2, "chevgen", "No space left on device"),
  (["--help"], 1, "chevgen", "No space left on device"),
  (["build", "--schema"], 1, "chevgen build", "No space left on device"),
]

@Test(.needs(.devFull), arguments: printing.indices)
func aFullStandardOutputIsAnError(index: Int) throws {
  let item = printing[index]
  let cli = try CLI()
  defer { cli.remove() }
  #expect(try cli.run(["--title", "Menu", "--out", "menu.png", "--scales", "1"]).status == 0)
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  let (status, stderr) = try cli.run(item.arguments, output: full)
  #expect(status == item.status)
  #expect(
    stderr
      == "\(item.program): error: cannot write to standard output (\(item.reason)); "
      + "check where the output goes\n")
}
