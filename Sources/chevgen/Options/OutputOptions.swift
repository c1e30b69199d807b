import ArgumentParser

/// `--quiet` and `--json`: how much a command prints, and in what form.
///
/// Every command that prints results takes this one group, so that the two
/// flags parse the same everywhere and make one `Console`. What differs
/// between commands is `Wording`: each flag's help, and where help lists
/// `--json`. Help lists options in the order they are declared: most
/// commands list `--quiet` then `--json` (the default parts), while `build`
/// and `diff` list `--json`, an option of their own, then `--quiet`
/// (`Leading` is `JSONFlag<Wording, ThatOption>`, `Trailing` is `NoOptions`).
struct OutputOptions<Wording: OutputWording>: ParsableArguments, Sendable {
  /// What help lists before `--quiet`.
  @OptionGroup var leading: Wording.Leading

  @Flag(name: [.short, .long], help: Wording.quietHelp)
  var quiet = false

  /// What help lists after `--quiet`.
  @OptionGroup var trailing: Wording.Trailing

  /// `--json`, wherever help lists it.
  var json: Bool { leading.json || trailing.json }

  /// What the command prints, as the two flags ask.
  var console: Console { Console(quiet: quiet, json: json) }
}
