import ChevGenTestSupport
import Foundation
import Testing

/// SIGTERM and SIGINT sent in a command's first 50 ms, before and while it
/// installs anything of its own, end it within a second every time: by the
/// default action until a command catches them (review), by its handler after,
/// none lost between. Also with both signals blocked and SIGINT ignored by
/// the parent, as a shell leaves a script's background job.
@Suite struct StartUpSignalTests {
  static let commands: [(name: String, arguments: [String])] = [
    ("review", ["review", "refs", "actual", "--port", "0"]),
    ("build", ["build", "chevgen.yml", "--out", "out", "--quiet"]),
    ("diff", ["diff", "refs", "actual", "--quiet"]),
  ]

  /// A folder of references and actual images that differ, and a manifest.
  static func prepare(_ cli: CLI) throws {
    try cli.put("buttons:\n  - {name: Back, role: back, title: Menu}\n", at: "chevgen.yml")
    try cli.makeFolder("refs")
    try cli.makeFolder("actual")
    let made = try cli.run(["--title", "Menu", "--out", "refs/a.png", "--scales", "1"])
    try #require(made.status == 0, "\(made.stderr)")
    try #require(
      try cli.run(["--title", "Menus", "--out", "actual/a.png", "--scales", "1"]).status == 0)
  }

  @Test(arguments: commands.map(\.name))
  func aSignalInTheFirst50MillisecondsEndsTheCommand(command: String) throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Self.prepare(cli)
    let arguments = Self.commands.first { $0.name == command }!.arguments
    var lost: [String] = []
    for run in 0..<200 {
      let delay = Double(run % 50) / 1000
      let signal = run % 2 == 0 ? SIGTERM : SIGINT
      // Every fourth run from a parent that blocks both and ignores SIGINT.
      let hostile = run % 4 == 3
      if let problem = try Self.signalled(
        cli, arguments, after: delay, signal: signal, hostileParent: hostile)
      {
        lost.append("run \(run), \(Int(delay * 1000)) ms, signal \(signal): \(problem)")
      }
    }
    #expect(lost.isEmpty, "\(lost.joined(separator: "\n"))")
  }

  /// Starts chevgen, sends `signal` after `delay` seconds and waits a second
  /// for it to end; what went wrong, or nil. A run that does not end is killed.
  static func signalled(
    _ cli: CLI, _ arguments: [String], after delay: Double, signal: Int32, hostileParent: Bool
  ) throws -> String? {
    let process = Process()
    process.currentDirectoryURL = cli.directory
    if hostileParent {
      // The shell's way: SIGINT ignored and both blocked, then exec.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      process.arguments =
        [
          "-c",
          "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_IGN); "
            + "signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM}); "
            + "os.execv(sys.argv[1], sys.argv[1:])",
          CLI.binary.path,
        ] + arguments
    } else {
      process.executableURL = CLI.binary
      process.arguments = arguments
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(UInt32(delay * 1_000_000))
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(1)
    while process.isRunning, Date() < deadline { usleep(2000) }
    guard process.isRunning else { return nil }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return "still running a second later"
  }
}
