import ChevGenKit
import ChevGenSystem

/// Prints what a command wrote: its warnings on stderr in the command line's
/// words, then one written path a line on stdout.
enum ReportPrinter {
  static func print(_ report: RenderReport) {
    for warning in report.warnings {
      StandardError.line("chevgen: warning: " + warning.text(naming: CommandFailure.flag))
    }
    StandardOutput.lines(report.writtenPaths)
  }
}
