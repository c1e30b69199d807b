import ChevGenTestSupport
import Foundation
import Testing

/// A standard output that cannot be written is an error on one line, never a
/// signal (SIGPIPE) or a silent success.
extension CLI {
  /// Runs chevgen with standard output on `output`; the status and standard error.
  func run(_ arguments: [String], output: FileHandle) throws -> (Int32, String) {
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
    #expect(process.terminationReason == .exit)
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }
}

/// Output that outgrows the stream's buffer fails while it is written; the
/// reason is then no longer known at exit.
private let printing: [(arguments: [String], status: Int32, program: String, reason: String)] = [
  (["--title", "Menu", "--out", "back.png"], 1, "chevgen", "No space left on device"),
  (["diff", "menu.png", "menu.png"], 2, "chevgen", "No space left on device"),
  (["--help"], 1, "chevgen", "No space left on device"),
  (["build", "--schema"], 1, "chevgen build", "a write failed earlier"),
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

@Test func aReaderThatStopsEarlyIsAnErrorNotASignal() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let pipe = Pipe()
  try pipe.fileHandleForReading.close()
  let (status, stderr) = try cli.run(
    ["--title", "Menu", "--out", "back.png"], output: pipe.fileHandleForWriting)
  #expect(status == 1)
  #expect(
    stderr
      == "chevgen: error: cannot write to standard output (Broken pipe); check where the output "
      + "goes\n")
}
