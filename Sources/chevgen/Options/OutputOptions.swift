import ArgumentParser

/// `--quiet` then `--json`: how much a command prints, and in what form.
///
/// Every command that prints results takes this group (or, where its help
/// lists an option of its own between the two, `JSONFirstOutputOptions`), so
/// that the two flags parse the same everywhere and make one `Console`.
/// `Wording` words them for the command.
struct OutputOptions<Wording: OutputWording>: ParsableArguments, Sendable {
  @Flag(name: [.short, .long], help: Wording.quietHelp)
  var quiet = false

  @Flag(help: Wording.jsonHelp)
  var json = false

  /// What the command prints, as the two flags ask.
  var console: Console { Console(quiet: quiet, json: json) }
}
