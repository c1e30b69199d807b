import ArgumentParser

/// A command's words for `OutputOptions`: the help of `--json` and
/// `--quiet`, and what its help lists on either side of `--quiet`.
///
/// The defaults list `--quiet` then `--json`.
protocol OutputWording {
  /// What `--json` prints, in the command's words.
  static var jsonHelp: ArgumentHelp { get }
  /// What `--quiet` leaves out.
  static var quietHelp: ArgumentHelp { get }
  /// Listed before `--quiet`: nothing, or `--json` and an option of the command's.
  associatedtype Leading: OutputPart = NoOptions
  /// Listed after `--quiet`: `--json`, or nothing.
  associatedtype Trailing: OutputPart = JSONFlag<Self, NoOptions>
}

extension OutputWording {
  /// `Console.quietHelp`, the same for every command that prints results.
  static var quietHelp: ArgumentHelp { Console.quietHelp }
}

/// A part of `OutputOptions`, on one side of `--quiet`: whether it holds
/// `--json`, and whether that was given.
protocol OutputPart: ParsableArguments, Sendable {
  /// `--json`, when this part holds it; false otherwise.
  var json: Bool { get }
}
