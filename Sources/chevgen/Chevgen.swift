import ArgumentParser
import ChevGenKit
import ChevgenCommandLine
import ChevgenDiffCommand
import ChevronSupport
import ChevronText

/// The `chevgen` command: parses, runs a subcommand, prints one-line errors.
@main
struct Chevgen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chevgen",
    abstract: "Draw stretchable chevron back-button art as PNG, SVG or PDF.",
    discussion: """
      Without a subcommand, chevgen renders:
        chevgen --title Menu --out back.png
      writes back.png, back@2x.png and back@3x.png.

      The asset-pipeline step, over a manifest of buttons (see 'chevgen build --help'):
        chevgen build chevgen.yml --out Generated

      Changed images, reviewed and accepted in a browser ('chevgen review --help'):
        chevgen review Tests/__Snapshots__ build/snapshots
      """,
    version: "0.1.0",
    subcommands: [
      Render.self, Animate.self, Preview.self, Diff.self, Sheet.self, BuildEntry.self,
      ReviewEntry.self,
    ],
    defaultSubcommand: Render.self)

  /// Whether the command line asks for `chevgen diff`, whose every trouble,
  /// a mistake in the options included, exits 2 as diff(1) does.
  static let isDiff = CurrentProcess.arguments.dropFirst().first == "diff"

  /// Runs the command; every error becomes one line on stderr and an exit code:
  /// 64 for a mistake in the command line, 1 for a failure (2 for both in diff).
  static func main() {
    StandardOutput.guardWrites(program: "chevgen", failureStatus: isDiff ? 2 : 1)
    LibraryLogs.silence()
    // When rendering, the default font loads on the other core while the
    // arguments are parsed.
    let preload = isDiff ? nil : ShaperPreload()
    let status = run(preload: preload)
    // The loading thread must not be cut off by exit() in the middle of a C call.
    preload?.wait()
    CurrentProcess.exit(status)
  }

  /// Parses and runs, printing help, version or one-line errors; returns the exit status.
  private static func run(preload: ShaperPreload?) -> Int32 {
    CommandRunner.status(root: self, helpCommand: helpCommand, usageStatus: isDiff ? 2 : nil) {
      let arguments = Array(CurrentProcess.arguments.dropFirst())
      var command: ParsableCommand
      if let (subcommand, direct) = directCommand(arguments) {
        command = try subcommand.parseAsRoot(direct)
      } else {
        command = try parseAsRoot(arguments)
      }
      try RepeatedOption.refuse(in: arguments, for: type(of: command))
      if let render = command as? Render {
        try render.run(preload: preload)
      } else if let animate = command as? Animate {
        try animate.run(preload: preload)
      } else {
        try command.run()
      }
    }
  }

  /// Where a parsing error points: the subcommand named on the command line, else
  /// `chevgen`, whose help names the default subcommand, `render`.
  static var helpCommand: String {
    let first = CurrentProcess.arguments.dropFirst().first
    let named = configuration.subcommands.contains { $0._commandName == first }
    return named ? "chevgen \(first ?? "")" : "chevgen"
  }

  /// The subcommand that can parse `arguments` on its own, and its arguments:
  /// plain render options (no subcommand) or `diff …`, with no help, version or
  /// completion request. Skipping the root command's pass saves a third of the
  /// parsing time, which is most of a render's start-up.
  static func directCommand(
    _ arguments: [String]
  ) -> (ParsableCommand.Type, [String])? {
    guard let first = arguments.first, !CommandRunner.needsCommandTree(arguments) else {
      return nil
    }
    if first == "diff" { return (Diff.self, Array(arguments.dropFirst())) }
    return first.hasPrefix("-") ? (Render.self, arguments) : nil
  }
}
