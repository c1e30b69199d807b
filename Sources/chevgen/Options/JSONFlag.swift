import ArgumentParser

/// `--json`, worded by `Wording`, then `Between`'s options: the part of
/// `OutputOptions` that holds `--json`, with what help lists between it and
/// `--quiet` when `--json` comes first (`NoOptions` otherwise).
struct JSONFlag<Wording: OutputWording, Between: ParsableArguments & Sendable>: OutputPart {
  @Flag(help: Wording.jsonHelp)
  var json = false

  @OptionGroup var between: Between
}
