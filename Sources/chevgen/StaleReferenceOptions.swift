import ArgumentParser
import ChevGenCompare
import ChevGenFormat
import ChevGenReview
import ChevGenSnapshot
import ChevGenSystem

/// `chevgen review --unused REFDIR`: the snapshot references no recorded test
/// run read, listed, and with `--delete-unused` removed after the listing.
public struct StaleReferenceOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "List the snapshot references (__Snapshots__/<TestFile>/*.png) under this folder that "
        + "no recorded test run read. Runs record what they read in the artefacts folder; "
        + "a run given --filter or --skip is partial, and references are listed only when a "
        + "complete run is recorded. e.g. --unused Tests", valueName: "folder"))
  public var unused: String?

  @Flag(
    help: ArgumentHelp(
      "With --unused: remove the references listed, after listing them; only regular .png "
        + "files in __Snapshots__ folders inside the folder, never through a link."))
  public var deleteUnused = false

  @Option(
    help: ArgumentHelp(
      "With --unused: the snapshot artefacts folder the test runs wrote to (default: "
        + "$CHEVGEN_SNAPSHOT_ARTEFACTS, else $SNAPSHOT_ARTIFACTS, else chevgen-snapshots in "
        + "the temporary folder). "
        + "e.g. --artefacts build/snapshots", valueName: "folder"))
  public var artefacts: String?

  public init() {}
}

/// What `chevgen review --unused` does.
extension StaleReferenceOptions {
  /// Whether `--unused` was given, so this runs instead of a review.
  var asked: Bool { unused != nil }

  /// Refuses the options that go with `--unused` without it, and `--unused`
  /// with a review's folders or revision.
  func validate(reviewing: Bool) throws(CommandFailure) {
    if unused == nil, deleteUnused || artefacts != nil {
      throw CommandFailure(
        message: "\(deleteUnused ? "--delete-unused" : "--artefacts") goes with --unused; "
          + "name the references folder, e.g. --unused Tests",
        exitCode: ExitRules.comparison.failure)
    }
    if unused != nil, reviewing {
      throw CommandFailure(
        message: "--unused lists references and reviews nothing; leave out the folders and "
          + "--against, e.g. chevgen review --unused Tests", exitCode: ExitRules.comparison.failure)
    }
  }

  /// The artefacts folder: `--artefacts`, `CHEVGEN_SNAPSHOT_ARTEFACTS`,
  /// `SNAPSHOT_ARTIFACTS`, or `chevgen-snapshots` in the temporary folder, as
  /// the snapshot library chooses.
  var artefactsFolder: String {
    artefacts ?? SnapshotUsage.defaultArtefactsFolder(environment: CurrentProcess.environment)
  }

  /// Lists the unused references, then removes them when asked; with
  /// `--json`, one object instead of the lines (see `json`).
  func run(_ console: Console) throws(CommandFailure) {
    guard let unused else { return }
    guard DirectoryDiffer.isDirectory(unused) else {
      throw CommandFailure(
        message: "--unused '\(unused)' is not a folder; name the folder holding the "
          + "__Snapshots__ folders, e.g. --unused Tests", exitCode: ExitRules.comparison.failure)
    }
    let usage = DirectoryCheck.join(artefactsFolder, SnapshotUsage.folderName)
    let found = try Self.trouble { () throws(CompareError) in
      try UnusedReferences.find(in: unused, artefacts: artefactsFolder)
    }
    guard found.completeRuns > 0 else {
      throw CommandFailure(
        message: "no complete test run is recorded in '\(usage)' (\(found.runs) partial); "
          + "run the tests without --filter or --skip, with CHEVGEN_SNAPSHOT_ARTEFACTS="
          + "\(ShellText.quoted(artefactsFolder)), then ask again",
        exitCode: ExitRules.comparison.failure)
    }
    var lines = found.unused.map { "unused: " + DirectoryCheck.join(unused, $0) }
    lines.append(
      "\(found.unused.count) of \(found.references.count) references unused, by "
        + "\(found.runs) recorded run\(found.runs == 1 ? "" : "s") "
        + "(\(found.completeRuns) complete) in \(usage)")
    console.results(lines)
    var failures: [(path: String, problem: String)] = []
    if deleteUnused, !found.unused.isEmpty {
      failures = try Self.trouble { () throws(CompareError) in
        try UnusedReferences.remove(found.unused, in: unused)
      }
    }
    let failed = Set(failures.map(\.path))
    let removed = deleteUnused ? found.unused.filter { !failed.contains($0) } : []
    console.results(removed.map { "removed: " + DirectoryCheck.join(unused, $0) })
    if console.json { console.document(json(found, removed: removed, usage: usage)) }
    if let first = failures.first {
      throw CommandFailure(message: first.problem, exitCode: ExitRules.comparison.failure)
    }
  }

  /// The `--json` document: the folders, the runs counted, every
  /// reference (its path joined to `--unused`'s folder) found unused and
  /// those removed.
  private func json(_ found: UnusedReferences.Found, removed: [String], usage: String) -> JSONValue
  {
    let folder = unused ?? ""
    return .object([
      ("folder", .string(folder)),
      ("records", .string(usage)),
      ("runs", .number(Double(found.runs))),
      ("completeRuns", .number(Double(found.completeRuns))),
      ("references", .number(Double(found.references.count))),
      ("unused", .array(found.unused.map { .string(DirectoryCheck.join(folder, $0)) })),
      ("removed", .array(removed.map { .string(DirectoryCheck.join(folder, $0)) })),
    ])
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
