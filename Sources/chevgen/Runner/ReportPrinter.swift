import ArgumentParser
import ChevGenFormat
import ChevGenKit
import ChevGenSystem

/// Prints what a drawing command (render, animate, preview, sheet) wrote: its
/// warnings on stderr in the command line's words, then one written path a
/// line on stdout; or, with `--json`, one object:
/// `{"written": [paths, in the order written], "warnings": [texts]}`.
enum ReportPrinter: OutputWording {
  /// `--json`'s help in the commands that print a `RenderReport` (render,
  /// preview, animate), whose output groups it words.
  static let jsonHelp = ArgumentHelp(
    "Print the files written and the warnings as one JSON object. e.g. --json")

  static func print(_ report: RenderReport, _ console: Console) {
    print(
      written: report.writtenPaths,
      warnings: report.warnings.map { $0.text(naming: CommandFailure.flag) }, console)
  }

  static func print(written: [String], warnings: [String], _ console: Console) {
    console.warnings(warnings)
    if console.json {
      console.document(json(written: written, warnings: warnings))
    } else {
      console.results(written)
    }
  }

  /// The `--json` document of a drawing command.
  static func json(written: [String], warnings: [String]) -> JSONValue {
    .object([
      ("written", .array(written.map(JSONValue.string))),
      ("warnings", .array(warnings.map(JSONValue.string))),
    ])
  }
}
