import ArgumentParser
import ChevGenFormat
import ChevGenSystem

/// The `chevgen` command tree, the one definition of every command, option,
/// help text and the version.
///
/// Each subcommand is a `ChevGenCommand`: its options, its `run()` and its
/// exit rules in its own file; `ChevGenProgram` parses with this tree and runs
/// what it parsed.
public struct ChevGen: ParsableCommand {
  public static let configuration = CommandConfiguration(
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
    version: ChevGenVersion.current,
    subcommands: [
      Render.self, Animate.self, Preview.self, Diff.self, Sheet.self, Build.self, Review.self,
    ],
    defaultSubcommand: Render.self)

  public init() {}

  /// The command `arguments` (without the program's name) ask for, parsed;
  /// repeated options refused. A command line that names a subcommand, or
  /// gives render's options alone, with no help, version or completion
  /// request, is parsed by that subcommand alone: skipping the root command's
  /// pass saves a third of the parsing time, most of a render's start-up.
  public static func command(parsing arguments: [String]) throws -> ParsableCommand {
    let command: ParsableCommand
    if let (subcommand, direct) = directCommand(arguments) {
      command = try subcommand.parseAsRoot(direct)
    } else {
      command = try parseAsRoot(arguments)
    }
    try RepeatedOption.refuse(in: arguments, for: type(of: command))
    return command
  }

  /// The command `arguments` name, before they are parsed: the subcommand
  /// named first (looked up in this tree's configuration, as the parser
  /// does), else `render`, the default. Only what must be set up before
  /// parsing is read from it; the parse decides what runs.
  static func commandType(for arguments: [String]) -> any ChevGenCommand.Type {
    let named = arguments.first.flatMap(subcommand(named:)) as? any ChevGenCommand.Type
    return named ?? Render.self
  }

  /// Where a parsing error points: the subcommand named on the command line,
  /// else `chevgen render`, the default, whose help lists the options the
  /// command line gave (`chevgen --help` lists only the subcommands).
  public static func helpCommand(for arguments: [String]) -> String {
    guard let first = arguments.first, subcommand(named: first) != nil else {
      return "chevgen render"
    }
    return "chevgen \(first)"
  }

  /// The subcommand named `name`.
  static func subcommand(named name: String) -> ParsableCommand.Type? {
    configuration.subcommands.first { $0.configuration.commandName == name }
  }

  /// The subcommand that can parse `arguments` on its own, and its arguments.
  static func directCommand(_ arguments: [String]) -> (ParsableCommand.Type, [String])? {
    guard let first = arguments.first, !CommandRunner.needsCommandTree(arguments) else {
      return nil
    }
    if first.hasPrefix("-") { return (Render.self, arguments) }
    return subcommand(named: first).map { ($0, Array(arguments.dropFirst())) }
  }
}
