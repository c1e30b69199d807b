import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

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
      """,
    version: "0.1.0",
    subcommands: [Render.self],
    defaultSubcommand: Render.self)

  /// Runs the command; every error becomes one line on stderr and an exit code:
  /// 64 for a mistake in the command line, 1 for a failure.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as CommandFailure {
      printError(failure.message)
      Glibc.exit(failure.exitCode)
    } catch {
      let code = exitCode(for: error)
      guard code != .success else {
        // --help and --version. The root's help alone would hide the default
        // subcommand's flags, so show those too.
        print(fullMessage(for: error))
        if CommandLine.arguments.dropFirst().allSatisfy({ ["-h", "--help", "help"].contains($0) }) {
          print("\n" + helpMessage(for: Render.self))
        }
        Glibc.exit(0)
      }
      let message = self.message(for: error)
      let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
      let text = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
      printError(text + " (see 'chevgen --help')")
      Glibc.exit(code == .validationFailure ? 64 : code.rawValue)
    }
  }

  static func printError(_ message: String) {
    StandardError.line("chevgen: error: \(message)")
  }
}
