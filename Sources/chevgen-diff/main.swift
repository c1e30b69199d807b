// chevgen-diff: `chevgen diff …` without cairo, Pango, fontconfig or X11.
//
// The `chevgen` launcher loads this program as a shared object and calls
// `chevgen_diff_run`; its own `main` never runs. It is built as an executable
// so that the ChevgenParts plugin can make SwiftPM build it for `swift run`.
import ArgumentParser
import ChevgenCommandLine
import ChevgenDiffCommand
import ChevronSupport

/// Runs `chevgen diff …` as the engine's direct path does (`Diff` parsed on
/// its own) and ends the process; returns without a trace when the command
/// line is not diff's or needs the whole command tree (help, the version, a
/// completion script), which the engine then answers.
@_cdecl("chevgen_diff_run")
public func chevgenDiffRun() {
  let arguments = Array(CommandLine.arguments.dropFirst())
  guard arguments.first == "diff", !CommandRunner.needsCommandTree(arguments) else { return }
  StandardOutput.guardWrites(program: "chevgen", failureStatus: 2)
  let status = CommandRunner.status(root: Diff.self, helpCommand: "chevgen diff", usageStatus: 2) {
    var command = try Diff.parseAsRoot(Array(arguments.dropFirst()))
    try RepeatedOption.refuse(in: arguments, for: type(of: command))
    try command.run()
  }
  CurrentProcess.exit(status)
}
