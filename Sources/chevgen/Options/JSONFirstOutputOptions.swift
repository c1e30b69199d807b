import ArgumentParser

/// `OutputOptions` for a command whose help lists `--json`, an option of its
/// own (`Between`: build's `--schema`, diff's `--report`), then `--quiet`.
///
/// Help lists options in the order they are declared, so this order needs a
/// group of its own; the flags parse and combine as `OutputOptions`' do.
struct JSONFirstOutputOptions<
  Wording: OutputWording, Between: ParsableArguments & Sendable
>: ParsableArguments, Sendable {
  @Flag(help: Wording.jsonHelp)
  var json = false

  @OptionGroup var between: Between

  @Flag(name: [.short, .long], help: Wording.quietHelp)
  var quiet = false

  /// What the command prints, as the two flags ask.
  var console: Console { Console(quiet: quiet, json: json) }
}
