import ArgumentParser
import ChevGenKit
import ChevGenSystem
import ChevGenText

/// The `chevgen` program: every command, parsed by the one command tree
/// (`ChevGen`) and run by its own `run()`.
@main
enum ChevGenProgram {
  /// Parses and runs the command line; every error becomes one line on stderr
  /// and the exit status the command's `ExitRules` give.
  static func main() {
    InterruptSignals.endByDefault()
    let typed = CommandWord.normalized(Array(CurrentProcess.arguments.dropFirst()))
    let arguments = DashedValue.attached(typed)
    // What must be ready before parsing (how a write error or a usage error
    // exits, the font loading beside the parse) comes from the command the
    // tree would parse, the default (render) when none is named.
    let named = ChevGen.commandType(for: arguments)
    let rules = named.exitRules
    StandardOutput.guardWrites(program: rules.outputName, failureStatus: rules.failure)
    if let undecodable = UndecodableArgument(
      CurrentProcess.argumentBytes.dropFirst(), command: named)
    {
      CommandRunner.printError(undecodable.message, program: rules.errorName)
      CurrentProcess.exit(undecodable.isPath ? rules.failure : rules.usage)
    }
    if arguments.count > maximumArguments {
      CommandRunner.printError(
        "the command line has \(arguments.count) arguments, over the \(maximumArguments) chevgen "
          + "reads; run it in batches (review --accept-all accepts every difference at once)",
        program: rules.errorName)
      CurrentProcess.exit(rules.usage)
    }
    if let mistake = CommandWord.mistake(in: arguments) {
      CommandRunner.printError(mistake)
      CurrentProcess.exit(CommandWord.usageStatus)
    }
    LibraryLogs.silence()
    if named.drawsLabels, !CommandRunner.needsCommandTree(arguments) { DefaultFontPreload.start() }
    let status = CommandRunner.status(
      root: ChevGen.self, helpCommand: ChevGen.helpCommand(for: arguments),
      usageStatus: rules.usage, program: rules.errorName, arguments: typed
    ) {
      // `review` never returns from run(): its server ends the program.
      var command = try ChevGen.command(parsing: arguments)
      try command.run()
    }
    // The loading thread must not be cut off by exit() in the middle of a C call.
    DefaultFontPreload.finish()
    CurrentProcess.exit(status)
  }

  /// The most arguments read. ArgumentParser's time grows with the square of
  /// an option's repeats (10,000 `--accept`s took 5 s only to parse), and no
  /// command needs nearly so many: 2,000 (a thousand `--accept`s) parse in tens of
  /// milliseconds.
  static let maximumArguments = 2000
}
