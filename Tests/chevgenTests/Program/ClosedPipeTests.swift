import ChevGenTestSupport
import Foundation
import Testing

/// A reader that stops early (`chevgen … | head -1`) ends chevgen as it ends
/// git or ls: killed by SIGPIPE (a shell shows status 141), with no message,
/// and only after the work, so every file written is whole.
@Suite struct ClosedPipeTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A pipe whose reading end is closed, as after `head -1` has read its line.
  static func closedPipe() throws -> FileHandle {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    return pipe.fileHandleForWriting
  }

  static let runs: [[String]] = [
    ["--help"], ["preview", "--help"], ["-v"], ["build", "--schema"], ["diff", "a", "b"],
    ["diff", "a", "b", "--json"], ["--title", "Menu", "--out", "back.png"],
    ["sheet", "--out", "sheet.png", "--scales", "1", "--json"],
  ]

  @Test(arguments: runs)
  func endsQuietlyBySIGPIPE(arguments: [String]) throws {
    try TerminalFixtures.folders(cli)
    let (reason, status, stderr) = try cli.runEnding(arguments, output: try Self.closedPipe())
    #expect(reason == .uncaughtSignal)
    #expect(status == SIGPIPE)
    #expect(stderr == "")
  }

  @Test func filesWrittenMeanwhileAreWhole() throws {
    try TerminalFixtures.folders(cli)
    let closed = try Self.closedPipe()
    #expect(
      try cli.runEnding(["diff", "a", "b", "--out", "cut"], output: closed).0 == .uncaughtSignal)
    #expect(try cli.run(["diff", "a", "b", "--out", "whole"]).status == 1)
    #expect(try cli.data("cut/changed.png") == cli.data("whole/changed.png"))
    #expect(try cli.files().filter { $0.hasPrefix(".") } == [])
    let render = ["--title", "Menu", "--out", "cut.png", "--scales", "2"]
    #expect(try cli.runEnding(render, output: closed).0 == .uncaughtSignal)
    #expect(try cli.run(["--title", "Menu", "--out", "whole.png", "--scales", "2"]).status == 0)
    #expect(try cli.data("cut@2x.png") == cli.data("whole@2x.png"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: cli.directory.path + "/cut") == [
        "changed.png"
      ])
  }
}
