import ChevgenCommandLine
import ChevgenCommands
import ChevronCompare
import ChevronSupport

/// What `chevgen review --unused` does; its options are in ChevgenCommands.
extension StaleReferenceOptions {
  /// Whether `--unused` was given, so this runs instead of a review.
  var asked: Bool { unused != nil }

  /// Refuses the options that go with `--unused` without it, and `--unused`
  /// with a review's folders or revision.
  func validate(reviewing: Bool) throws(CommandFailure) {
    if unused == nil, deleteUnused || artefacts != nil {
      throw CommandFailure(
        message: "\(deleteUnused ? "--delete-unused" : "--artefacts") goes with --unused; "
          + "name the references folder, e.g. --unused Tests", exitCode: 2)
    }
    if unused != nil, reviewing {
      throw CommandFailure(
        message: "--unused lists references and reviews nothing; leave out the folders and "
          + "--against, e.g. chevgen review --unused Tests", exitCode: 2)
    }
  }

  /// The artefacts folder: `--artefacts`, `CHEVGEN_SNAPSHOT_ARTEFACTS`, or
  /// `chevgen-snapshots` in the temporary folder, as the snapshot library chooses.
  var artefactsFolder: String {
    artefacts ?? SnapshotUsage.defaultArtefactsFolder(environment: CurrentProcess.environment)
  }

  /// Lists the unused references, then removes them when asked.
  func run() throws(CommandFailure) {
    guard let unused else { return }
    guard DirectoryDiffer.isDirectory(unused) else {
      throw CommandFailure(
        message: "--unused '\(unused)' is not a folder; name the folder holding the "
          + "__Snapshots__ folders, e.g. --unused Tests", exitCode: 2)
    }
    let usage = DirectoryCheck.join(artefactsFolder, SnapshotUsage.folderName)
    let found = try Self.trouble { () throws(CompareError) in
      try UnusedReferences.find(in: unused, artefacts: artefactsFolder)
    }
    guard found.completeRuns > 0 else {
      throw CommandFailure(
        message: "no complete test run is recorded in '\(usage)' (\(found.runs) partial); "
          + "run the tests without --filter or --skip, with CHEVGEN_SNAPSHOT_ARTEFACTS="
          + "\(ShellText.quoted(artefactsFolder)), then ask again", exitCode: 2)
    }
    var lines = found.unused.map { "unused: " + DirectoryCheck.join(unused, $0) }
    lines.append(
      "\(found.unused.count) of \(found.references.count) references unused, by "
        + "\(found.runs) recorded run\(found.runs == 1 ? "" : "s") "
        + "(\(found.completeRuns) complete) in \(usage)")
    StandardOutput.lines(lines)
    guard deleteUnused, !found.unused.isEmpty else { return }
    let failures = try Self.trouble { () throws(CompareError) in
      try UnusedReferences.remove(found.unused, in: unused)
    }
    let failed = Set(failures.map(\.path))
    StandardOutput.lines(
      found.unused.filter { !failed.contains($0) }.map {
        "removed: " + DirectoryCheck.join(unused, $0)
      })
    if let first = failures.first { throw CommandFailure(message: first.problem, exitCode: 2) }
  }

  /// `body`'s result, its error as one line and exit 2.
  private static func trouble<T>(
    _ body: () throws(CompareError) -> T
  ) throws(CommandFailure) -> T {
    do throws(CompareError) { return try body() } catch {
      throw CommandFailure(error, outputOption: "--unused")
    }
  }
}
