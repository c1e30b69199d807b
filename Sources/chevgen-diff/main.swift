// chevgen-diff: `chevgen diff …` without cairo, Pango, fontconfig or X11.
//
// The `chevgen` launcher replaces itself with this program for `chevgen diff …`
// (its arguments unchanged, this program's path first). Release builds on Linux
// link it as a static executable (Package.swift), which starts without the
// dynamic loader: a 200×60 diff takes 2.7 ms instead of the 3.2 ms it took when
// the launcher loaded it as a shared object, with 38,000 relocations and 130
// written pages of Swift metadata, which cost more than a second exec (medians
// of 200 alternating runs). A command line that needs the whole command tree
// (help, the version, a completion script) it hands back to the launcher,
// which then runs the engine.
import ArgumentParser
import ChevgenCommandLine
import ChevgenDiffCommand
import ChevronSupport

let arguments = Array(CurrentProcess.arguments.dropFirst())
if arguments.first != "diff" || CommandRunner.needsCommandTree(arguments) {
  // This program's folder, where the launcher put it; never a relative name,
  // which would start whatever the current folder holds.
  guard let own = CurrentProcess.executablePath else {
    CommandRunner.printError(
      "chevgen-diff cannot tell where it is installed to find chevgen; mount /proc or run "
        + "chevgen by its full path")
    CurrentProcess.exit(2)
  }
  let launcher = String(own.lastIndex(of: "/").map { own[...$0] } ?? "") + "chevgen"
  CurrentProcess.replace(
    with: launcher, arguments: [launcher] + arguments, setting: CommandRunner.skipDiffPart,
    to: "1")
  CommandRunner.printError(
    "chevgen-diff hands this command line to \(launcher), which cannot be started; "
      + "keep chevgen-diff beside chevgen")
  CurrentProcess.exit(2)
}
StandardOutput.guardWrites(program: "chevgen", failureStatus: 2)
let status = CommandRunner.status(root: Diff.self, helpCommand: "chevgen diff", usageStatus: 2) {
  var command = try Diff.parseAsRoot(Array(arguments.dropFirst()))
  try RepeatedOption.refuse(in: arguments, for: type(of: command))
  try command.run()
}
CurrentProcess.exit(status)
