import ArgumentParser
import ChevGenSystem

/// Runs a chevgen command the one way every command runs: help and the
/// version on stdout, every error as one line on stderr, an exit status.
///
/// The program's `main` and review's asynchronous end both report through
/// here, so a message or an exit code cannot differ between them.
public enum CommandRunner {
  /// Runs `body` (parse, then run); returns the exit status.
  ///
  /// `root` words ArgumentParser's errors and help; a parsing error ends with
  /// "(see '`helpCommand` --help')" and exits `usageStatus`, or when that is
  /// nil 64 for a mistake in the command line (ArgumentParser's own code for
  /// anything else). `helpCommand` is worked out only for an error: naming
  /// the subcommands costs a render 4.8 M instructions. Each error line
  /// starts `<program>: error:`. `arguments`, the command line parsed, word
  /// a missing value that starts with a minus (see ``DashedValue``).
  public static func status(
    root: ParsableCommand.Type, helpCommand: @autoclosure () -> String, usageStatus: Int32?,
    program: String = "chevgen", arguments: [String] = [], _ body: () throws -> Void
  ) -> Int32 {
    do {
      try body()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let failure as CommandFailure {
      print(failure, program: program)
      return failure.exitCode
    } catch {
      let code = root.exitCode(for: error)
      guard code != .success else {
        // --help and --version.
        StandardOutput.write(root.fullMessage(for: error) + "\n")
        return 0
      }
      let message = root.message(for: error)
      let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
      let text = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
      let wording = worded(text)
      let hinted = DashedValue.hint(for: wording, in: arguments) ?? wording
      printError(hinted + " (see '\(helpCommand()) --help')", program: program)
      return usageStatus ?? (code == .validationFailure ? 64 : code.rawValue)
    }
  }

  /// ArgumentParser's message worded as chevgen's own errors are: starting
  /// lower-case (`unknown option '--titel'`, unless it starts with a name in
  /// capitals) and its suggestion after a semicolon (`; did you mean
  /// '--title'?`).
  static func worded(_ message: String) -> String {
    var text = message.replacing(". Did you mean ", with: "; did you mean ")
    if let first = text.first, first.isUppercase,
      text.dropFirst().first.map({ !$0.isUppercase }) ?? true
    {
      text = first.lowercased() + text.dropFirst()
    }
    return text
  }

  /// Whether `arguments` ask for help, the version, a completion script or
  /// the tree's description (which generate-manual reads), which only the
  /// whole command tree can answer; any other command line a subcommand can
  /// parse on its own, skipping the root command's pass.
  public static func needsCommandTree(_ arguments: [String]) -> Bool {
    let special: Set<String> = [
      "-h", "--help", "--help-hidden", "--version", "--experimental-dump-help",
    ]
    return arguments.contains { special.contains($0) || $0.hasPrefix("--generate-completion") }
  }

  /// The most problems printed: enough to fix in one go, few enough that a
  /// manifest of thousands of bad entries does not flood the log.
  static let printedProblems = 20

  /// Prints each of `failure`'s lines on stderr, the first `printedProblems`
  /// of them and a count of the rest.
  static func print(_ failure: CommandFailure, program: String) {
    let style = TerminalStyle.standardError
    for line in failure.lines.prefix(printedProblems) {
      switch line {
      case .message(let text): printError(text, program: program)
      case .located(let text): StandardError.write(style.located(text) + "\n")
      }
    }
    if failure.lines.count > printedProblems {
      StandardError.write(
        "\(program): … and \(failure.lines.count - printedProblems) more problems, not shown\n")
    }
  }

  /// Prints `message` as `program`'s error line on stderr, `error:` coloured
  /// where `TerminalStyle` colours standard error.
  public static func printError(_ message: String, program: String = "chevgen") {
    StandardError.write(TerminalStyle.standardError.error(message, program: program) + "\n")
  }
}
