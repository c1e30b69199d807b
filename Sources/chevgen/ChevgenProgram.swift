import ArgumentParser
import ChevGenKit
import ChevGenSystem
import ChevGenText

/// The `chevgen` program: every command, parsed by the one command tree
/// (`Chevgen`) and run by its own `run()`.
@main
enum ChevgenProgram {
  /// Parses and runs the command line; every error becomes one line on stderr
  /// and the exit status the command's `ExitRules` give.
  static func main() {
    let arguments = CommandWord.normalized(Array(CurrentProcess.arguments.dropFirst()))
    // What must be ready before parsing (how a write error or a usage error
    // exits, the font loading beside the parse) comes from the command the
    // tree would parse, the default (render) when none is named.
    let named = Chevgen.commandType(for: arguments)
    let rules = named.exitRules
    StandardOutput.guardWrites(program: rules.outputName, failureStatus: rules.failure)
    if let mistake = CommandWord.mistake(in: arguments) {
      CommandRunner.printError(mistake)
      CurrentProcess.exit(CommandWord.usageStatus)
    }
    LibraryLogs.silence()
    if named.drawsLabels, !CommandRunner.needsCommandTree(arguments) { DefaultFontPreload.start() }
    let status = CommandRunner.status(
      root: Chevgen.self, helpCommand: Chevgen.helpCommand(for: arguments),
      usageStatus: rules.usage, program: rules.errorName
    ) {
      // `review` never returns from run(): its server ends the program.
      var command = try Chevgen.command(parsing: arguments)
      try command.run()
    }
    // The loading thread must not be cut off by exit() in the middle of a C call.
    DefaultFontPreload.finish()
    CurrentProcess.exit(status)
  }
}
