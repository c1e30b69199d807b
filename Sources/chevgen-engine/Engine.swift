import ArgumentParser
import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevgenDiffCommand
import ChevronSupport
import ChevronText

/// chevgen-engine, the program that runs `chevgen render` (the default),
/// `animate`, `preview` and `sheet`, and answers help, the version and
/// completion scripts for the whole tree.
@main
enum Engine {
  /// The command line, without the program's name.
  static let arguments = Array(CurrentProcess.arguments.dropFirst())

  /// Whether the command line asks for `chevgen diff` (which the launcher gives
  /// chevgen-compare, but this program runs too when started by hand), whose
  /// every trouble, a mistake in the options included, exits 2 as diff(1) does.
  static let isDiff = arguments.first == "diff"

  /// Runs the command; every error becomes one line on stderr and an exit code:
  /// 64 for a mistake in the command line, 1 for a failure (2 for both in diff).
  static func main() {
    StandardOutput.guardWrites(program: "chevgen", failureStatus: isDiff ? 2 : 1)
    LibraryLogs.silence()
    // When rendering, the default font loads on the other core while the
    // arguments are parsed.
    let preload = isDiff ? nil : ShaperPreload()
    let status = CommandRunner.status(
      root: Chevgen.self, helpCommand: Chevgen.helpCommand(for: arguments),
      usageStatus: isDiff ? 2 : nil
    ) {
      try run(Chevgen.command(parsing: arguments), preload: preload)
    }
    // The loading thread must not be cut off by exit() in the middle of a C call.
    preload?.wait()
    CurrentProcess.exit(status)
  }

  /// Runs `command`, or says which program does.
  private static func run(_ command: ParsableCommand, preload: ShaperPreload?) throws {
    switch command {
    case let render as Render: try render.perform(preload: preload)
    case let animate as Animate: try animate.perform(preload: preload)
    case let preview as Preview: try preview.perform()
    case let sheet as Sheet: try sheet.perform()
    case let diff as Diff: try diff.run()
    default: try Chevgen.runUnheld(command, program: "chevgen-engine")
    }
  }
}
