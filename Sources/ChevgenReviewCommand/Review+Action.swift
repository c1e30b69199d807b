import ArgumentParser
import ChevgenCommandLine
import ChevgenCommands
import ChevgenDiffCommand
import ChevronCompare
import ChevronReview
import ChevronSupport

/// What `chevgen review` does, in chevgen-compare; its options are in ChevgenCommands.
extension Review {
  /// Parses, compares and serves; every error is one line on stderr and
  /// exit 2, as diff's.
  static func launch() async -> Int32 {
    StandardOutput.guardWrites(program: "chevgen review", failureStatus: 2)
    let arguments = Array(CurrentProcess.arguments.dropFirst())
    let helpCommand = Chevgen.helpCommand(for: arguments)
    var parsed: Review?
    let status = CommandRunner.status(root: Chevgen.self, helpCommand: helpCommand, usageStatus: 2)
    {
      let command = try Chevgen.command(parsing: arguments)
      parsed = command as? Review
      if parsed == nil { try Chevgen.runUnheld(command, program: "chevgen-compare") }
    }
    guard status == 0, let command = parsed else { return status }
    do {
      try await command.serve()
      return 0
    } catch {
      return CommandRunner.status(root: Chevgen.self, helpCommand: helpCommand, usageStatus: 2) {
        throw error
      }
    }
  }

  func serve() async throws {
    try stale.validate(reviewing: !paths.isEmpty || against != nil)
    if stale.asked { return try stale.run() }
    if let port, !(1...65535).contains(port) {
      throw CommandFailure(
        message: ValueText.invalid(
          "--port", value: String(port),
          expected: "give a port from 1 to 65535, or leave --port out for a free one"),
        exitCode: 2)
    }
    let session = try makeSession()
    try await ReviewServer(session: session, port: UInt16(port ?? 0)).run()
  }

  /// The comparison, before anything is served.
  private func makeSession() throws(CommandFailure) -> ReviewSession {
    let options = try comparison.pixelMatchOptions()
    let tolerance = try comparison.tolerance()
    let sides: (reference: ReviewSide, actual: ReviewSide)
    if let against { sides = try revisionSides(against) } else { sides = try folderSides() }
    do throws(CompareError) {
      return try ReviewSession(
        reference: sides.reference, actual: sides.actual, partial: partial, options: options,
        tolerance: tolerance, settings: CompareOptions.settings(options, tolerance))
    } catch {
      throw CommandFailure(error, outputOption: "chevgen review")
    }
  }

  /// The working tree under `paths` against `revision`, read through git.
  private func revisionSides(
    _ revision: String
  ) throws(CommandFailure) -> (reference: ReviewSide, actual: ReviewSide) {
    do throws(CompareError) {
      let here = DirectoryCheck.resolved(".")
      let git = try GitRevision(revision: revision, paths: paths, directory: here)
      return (ReviewSide.revision(git), try ReviewSide.workingTree(of: git))
    } catch {
      throw CommandFailure(error, outputOption: "chevgen review")
    }
  }

  /// The two folders named, which must exist and be apart.
  private func folderSides() throws(CommandFailure) -> (reference: ReviewSide, actual: ReviewSide) {
    guard paths.count == 2 else {
      throw CommandFailure(
        message: "chevgen review compares two folders, and was given \(paths.count) "
          + "path\(paths.count == 1 ? "" : "s"); "
          + "name the reference folder and the actual one, e.g. chevgen review "
          + "Tests/__Snapshots__ build/snapshots, or compare with git: --against HEAD",
        exitCode: 2)
    }
    for path in paths where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); chevgen review compares two folders of PNGs", exitCode: 2)
    }
    if DirectoryCheck.overlap(paths[0], paths[1]) {
      throw CommandFailure(
        message: "'\(paths[0])' and '\(paths[1])' overlap; review two folders apart, "
          + "neither inside the other", exitCode: 2)
    }
    do throws(CompareError) {
      return (try ReviewSide.folder(paths[0]), try ReviewSide.folder(paths[1]))
    } catch {
      throw CommandFailure(error, outputOption: "chevgen review")
    }
  }
}
