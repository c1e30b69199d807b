// chevgen-compare: `chevgen diff …` and `chevgen review …`, without cairo,
// Pango, fontconfig or X11, whose 42 libraries would take longer to load than
// a small pair takes to compare. It parses with the whole command tree, so
// help, the version and completion scripts are the same as every other
// program's; it runs diff and review.
import ArgumentParser
import ChevgenCommandLine
import ChevgenCommands
import ChevgenDiffCommand
import ChevgenReviewCommand
import ChevronSupport

let arguments = Array(CurrentProcess.arguments.dropFirst())
if arguments.first == "review" { ReviewProgram.run() }
StandardOutput.guardWrites(program: "chevgen", failureStatus: 2)
let status = CommandRunner.status(
  root: Chevgen.self, helpCommand: Chevgen.helpCommand(for: arguments), usageStatus: 2
) {
  let command = try Chevgen.command(parsing: arguments)
  if let diff = command as? Diff {
    try diff.run()
  } else {
    try Chevgen.runUnheld(command, program: "chevgen-compare")
  }
}
CurrentProcess.exit(status)
