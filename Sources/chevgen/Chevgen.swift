import ArgumentParser
import ChevGenKit
import ChevgenCommandLine
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
      """,
    version: "0.1.0",
    subcommands: [Render.self, Animate.self, Preview.self, Diff.self, Sheet.self, BuildEntry.self],
    defaultSubcommand: Render.self)

  /// Whether the command line asks for `chevgen diff`, whose every trouble,
  /// a mistake in the options included, exits 2 as diff(1) does.
  static let isDiff = CommandLine.arguments.dropFirst().first == "diff"

  /// Runs the command; every error becomes one line on stderr and an exit code:
  /// 64 for a mistake in the command line, 1 for a failure (2 for both in diff).
  static func main() {
    // build and its help are chevgen-build's; BuildEntry only lists it.
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "build" { runBuild(Array(arguments.dropFirst())) }
    if arguments.starts(with: ["help", "build"]) { runBuild(["--help"]) }
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
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      var command: ParsableCommand
      if let (subcommand, direct) = directCommand(arguments) {
        command = try subcommand.parseAsRoot(direct)
      } else {
        command = try parseAsRoot()
      }
      try RepeatedOption.refuse(in: arguments, for: type(of: command))
      if let render = command as? Render {
        try render.run(preload: preload)
      } else if let animate = command as? Animate {
        try animate.run(preload: preload)
      } else {
        try command.run()
      }
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let failure as CommandFailure {
      printError(failure.message)
      return failure.exitCode
    } catch {
      let code = exitCode(for: error)
      guard code != .success else {
        // --help and --version.
        print(fullMessage(for: error))
        return 0
      }
      let message = self.message(for: error)
      let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
      let text = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
      printError(text + " (see '\(helpCommand) --help')")
      return isDiff ? 2 : code == .validationFailure ? 64 : code.rawValue
    }
  }

  /// Where a parsing error points: the subcommand named on the command line, else
  /// `chevgen`, whose help names the default subcommand, `render`.
  static var helpCommand: String {
    let first = CommandLine.arguments.dropFirst().first
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
    let special: Set<String> = ["-h", "--help", "--version"]
    guard let first = arguments.first,
      !arguments.contains(where: { special.contains($0) || $0.hasPrefix("--generate-completion") })
    else { return nil }
    if first == "diff" { return (Diff.self, Array(arguments.dropFirst())) }
    return first.hasPrefix("-") ? (Render.self, arguments) : nil
  }

  /// `chevgen build` is the separate chevgen-build beside this binary: the
  /// manifest reader needs Foundation, which would slow every render's start-up
  /// by 12% (4.3 M instructions) if linked here. Replaces this process, passing
  /// it `arguments`.
  static func runBuild(_ arguments: [String]) -> Never {
    let own = CurrentProcess.executablePath ?? ""
    let path = (own.lastIndex(of: "/").map { String(own[...$0]) } ?? "") + "chevgen-build"
    let reason = CurrentProcess.replace(with: path, arguments: [path] + arguments)
    printError(
      "chevgen build runs \(path), which cannot be started (\(reason)); "
        + "build it with 'swift build --product chevgen-build' and keep it beside chevgen")
    CurrentProcess.exit(1)
  }

  static func printError(_ message: String) {
    StandardError.line("chevgen: error: \(message)")
  }
}
