import ChevGenTestSupport
import Foundation
import Testing

/// chevgen is one program: every command, help, the version and the
/// completion scripts come from the one command tree it holds, and nothing
/// else is built beside it to be started.

/// The programs SwiftPM builds beside the test's `chevgen`: chevgen alone
/// (and the bench), no helper that a command would start.
@Test func chevgenIsTheOnlyProgramBuilt() throws {
  let built = CLI.binary.deletingLastPathComponent().path
  for former in ["chevgen-engine", "chevgen-compare", "chevgen-build", "chevgen-engine-tool"] {
    #expect(!FileManager.default.fileExists(atPath: built + "/" + former), "\(former) was built")
  }
}

/// Help, the version and completion scripts answer from the one tree,
/// whichever command they are asked with.
@Test func everyCommandAnswersFromTheOneTree() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let questions = [
    ["--version"], ["review", "--version"], ["diff", "--help"], ["help", "build"],
    ["--generate-completion-script", "zsh"],
  ]
  for question in questions {
    let answer = try cli.run(question)
    #expect(answer.status == 0, "\(question)")
    #expect(!answer.stdout.isEmpty, "\(question)")
  }
  #expect(try cli.run(["help", "diff"]).stdout == cli.run(["diff", "--help"]).stdout)
  #expect(try cli.run(["--version"]).stdout == "0.2.0\n")
  let completion = try cli.run(["--generate-completion-script", "bash"]).stdout
  for option in ["--state-dir", "--against", "--partial", "--threshold", "--fps"] {
    #expect(completion.contains(option), "the bash completion lacks \(option)")
  }
}

/// A mistake in the options exits by the command's own rules: 64 for the
/// drawing commands, 2 for diff and review (as diff(1)), and build's error
/// line names build.
@Test func aMistakeExitsByItsCommandsRules() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let cases: [(arguments: [String], status: Int32, prefix: String)] = [
    (["--bogus"], 64, "chevgen: error: "),
    (["animate", "--bogus"], 64, "chevgen: error: "),
    (["build", "--bogus"], 64, "chevgen build: error: "),
    (["diff", "--bogus"], 2, "chevgen: error: "),
    (["review", "--bogus"], 2, "chevgen: error: "),
  ]
  for item in cases {
    let result = try cli.run(item.arguments)
    #expect(result.status == item.status, "\(item.arguments)")
    #expect(result.stderr.hasPrefix(item.prefix), "\(item.arguments): \(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(item.arguments)")
  }
  #expect(try cli.files() == [])
}
