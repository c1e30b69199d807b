import ChevGenFormat
import ChevGenSystem

/// Whether a standard stream gets colours and progress, decided in this one
/// place by the conventions users already set for every tool.
///
/// Colours are for a person at a terminal: a pipe, a file or a CI log gets
/// none, so no escape sequence reaches a script, unless the user forces them.
/// In order, the first rule that applies decides:
/// 1. `FORCE_COLOR` or `CLICOLOR_FORCE` set to anything but empty or `0`:
///    colours, wherever the stream goes (a CI log that shows them);
/// 2. `NO_COLOR` set to anything but empty (no-color.org): none;
/// 3. `TERM=dumb`: none;
/// 4. colours when the stream is a terminal.
///
/// Forcing wins over `NO_COLOR` because it is the narrower setting, given to
/// one run or one CI job, where `NO_COLOR` is a standing preference.
struct TerminalStyle: Sendable {
  /// The colours chevgen uses, as SGR parameters.
  enum Color: String, Sendable {
    case boldRed = "1;31"
    case boldYellow = "1;33"
    case red = "31"
    case green = "32"
    case yellow = "33"
  }

  /// Whether this stream's text is coloured.
  let colors: Bool

  /// Standard output's: per-file results (diff's, review's) go there.
  static let standardOutput = TerminalStyle(
    colors: colored(
      isTerminal: CurrentProcess.standardOutputIsTerminal, environment: CurrentProcess.environment)
  )

  /// Standard error's: errors and warnings go there.
  static let standardError = TerminalStyle(
    colors: colored(
      isTerminal: CurrentProcess.standardErrorIsTerminal, environment: CurrentProcess.environment))

  /// The rules above, for a stream that is or is not a terminal, with the
  /// environment variables `environment` gives.
  static func colored(isTerminal: Bool, environment: (String) -> String?) -> Bool {
    for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
      if let value = environment(name), !value.isEmpty, value != "0" { return true }
    }
    if let value = environment("NO_COLOR"), !value.isEmpty { return false }
    return isTerminal && environment("TERM") != "dumb"
  }

  /// Whether a progress line is drawn on standard error: only for a person
  /// watching a terminal that can return to the line's start. Not under
  /// `TERM=dumb` (Emacs's shells), nor when `CI` is set (`true`, or anything
  /// but empty, `0` or `false`): some CI services run jobs on a terminal whose
  /// log keeps every redraw. Forcing colours does not force it: a log that
  /// shows colours still keeps every line.
  static let showsProgress: Bool = {
    let ci = CurrentProcess.environment("CI") ?? ""
    return CurrentProcess.standardErrorIsTerminal && CurrentProcess.environment("TERM") != "dumb"
      && ["", "0", "false"].contains(ci.lowercased())
  }()

  /// `text` in `color`, when this stream is coloured; `text` must already be
  /// escaped (`TerminalText`), since the colour's own escapes must reach the
  /// terminal.
  func paint(_ text: String, _ color: Color) -> String {
    colors ? "\u{1B}[" + color.rawValue + "m" + text + "\u{1B}[0m" : text
  }

  /// `program: error: message` for standard error, `message` escaped and
  /// `error:` in bold red.
  func error(_ message: String, program: String = "chevgen") -> String {
    diagnostic(program, "error:", .boldRed, message)
  }

  /// `program: warning: message`, `warning:` in bold yellow.
  func warning(_ message: String, program: String = "chevgen") -> String {
    diagnostic(program, "warning:", .boldYellow, message)
  }

  /// A located diagnostic, `file:line:column: error: message` (a compiler's
  /// form), escaped, its first `error:` coloured.
  func located(_ line: String) -> String {
    let escaped = TerminalText.escaped(line)
    guard colors, let found = escaped.firstRange(of: ": error: ") else { return escaped }
    return escaped[..<found.lowerBound] + ": " + paint("error:", .boldRed) + " "
      + escaped[found.upperBound...]
  }

  private func diagnostic(_ program: String, _ word: String, _ color: Color, _ message: String)
    -> String
  {
    TerminalText.escaped(program) + ": " + paint(word, color) + " " + TerminalText.escaped(message)
  }
}
