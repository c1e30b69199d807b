import ArgumentParser
import ChevGenFormat
import ChevGenSystem

/// What a command prints, as `--quiet` and `--json` ask: its results on
/// standard output, its warnings, notes and progress on standard error.
///
/// `--quiet` leaves errors alone: the exit status says the rest. `--json`
/// puts one JSON document on standard output and nothing else there; with
/// `--quiet` too the document is still printed (a script asked for it) and
/// standard error still gets errors only.
struct Console: Sendable {
  /// `--quiet`: errors only.
  let quiet: Bool
  /// `--json`: standard output holds the JSON document alone.
  let json: Bool

  /// `--quiet`'s help, the same for every command.
  static let quietHelp = ArgumentHelp(
    "Print nothing but errors; the exit status says the rest (with --json, the JSON still). "
      + "e.g. --quiet")

  init(quiet: Bool, json: Bool = false) {
    self.quiet = quiet
    self.json = json
  }

  /// The words a result line may start with and their colours on a terminal.
  static let statusWords: [(String, TerminalStyle.Color)] = [
    ("changed:", .yellow), ("added:", .green), ("removed:", .red), ("unused:", .yellow),
  ]

  /// Prints result lines, unless quiet or printing JSON: each escaped
  /// (`TerminalText`), its status word coloured on a terminal, or the whole
  /// line in `color`.
  func results(_ lines: [String], color: TerminalStyle.Color? = nil) {
    guard !quiet, !json, !lines.isEmpty else { return }
    let style = TerminalStyle.standardOutput
    guard style.colors else { return StandardOutput.lines(lines) }
    var text = ""
    for line in lines {
      let escaped = TerminalText.escaped(line)
      if let color {
        text += style.paint(escaped, color)
      } else if let (word, wordColor) = Self.statusWords.first(where: { escaped.hasPrefix($0.0) }) {
        text += style.paint(word, wordColor) + escaped.dropFirst(word.count)
      } else {
        text += escaped
      }
      text += "\n"
    }
    StandardOutput.write(text)
  }

  /// Prints `document`, the whole of standard output under `--json`.
  func document(_ document: JSONValue) {
    StandardOutput.write(document.serialized())
  }

  /// Prints each of `warnings` as `program: warning: …` on standard error, unless quiet.
  func warnings(_ warnings: [String], program: String = "chevgen") {
    guard !quiet else { return }
    for warning in warnings {
      StandardError.write(TerminalStyle.standardError.warning(warning, program: program) + "\n")
    }
  }

  /// Prints `line`, a note on what the command waits for, on standard error, unless quiet.
  func note(_ line: String) {
    guard !quiet else { return }
    StandardError.line(line)
  }

  /// A progress line for `label`'s work, drawn only where `TerminalStyle`
  /// shows progress and neither `--quiet` nor `--json` is given.
  func progress(_ label: String) -> ProgressBar {
    ProgressBar(label: label, shown: !quiet && !json && TerminalStyle.showsProgress)
  }
}
