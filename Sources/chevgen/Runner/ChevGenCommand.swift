import ArgumentParser

/// One of chevgen's commands: its options, its action (`run()`) and its exit
/// rules, all on the command's own type, in the command's own file.
///
/// The program's `main` parses the command line with the whole tree and calls
/// `run()` on what it parsed, so every command is started, reports its
/// errors and exits the same way; what differs per command is said here, as
/// a property, never by looking at the command line's words.
protocol ChevGenCommand: ParsableCommand {
  /// The statuses its failures exit with and the name its errors carry.
  static var exitRules: ExitRules { get }
  /// Whether it draws labels, so that the default font is worth loading on
  /// the other core while the command line is parsed.
  static var drawsLabels: Bool { get }
}

extension ChevGenCommand {
  static var exitRules: ExitRules { .drawing }
  static var drawsLabels: Bool { false }
}
