import ArgumentParser

/// A command's words for `OutputOptions`: the help of `--json` and `--quiet`.
protocol OutputWording {
  /// What `--json` prints, in the command's words.
  static var jsonHelp: ArgumentHelp { get }
  /// What `--quiet` leaves out.
  static var quietHelp: ArgumentHelp { get }
}

extension OutputWording {
  /// `Console.quietHelp`, the same for every command that prints results.
  static var quietHelp: ArgumentHelp { Console.quietHelp }
}
