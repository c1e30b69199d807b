import ChevGenCompare
import ChevGenFormat
import ChevGenReview
import ChevGenSnapshot
import ChevGenSystem

/// What `chevgen review --unused` does (`StaleReferenceOptions` says when).
extension Review {
  /// `--unused`: lists the unused references, then removes them when asked; with
  /// `--json`, one object instead of the lines (see `json`).
  func listUnused(_ console: Console) throws(CommandFailure) {
    guard let unused = stale.unused else { return }
    let artefactsFolder = stale.artefactsFolder
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
    if stale.deleteUnused, !found.unused.isEmpty {
      failures = try Self.trouble { () throws(CompareError) in
        try UnusedReferences.remove(found.unused, in: unused)
      }
    }
    let failed = Set(failures.map(\.path))
    let removed = stale.deleteUnused ? found.unused.filter { !failed.contains($0) } : []
    console.results(removed.map { "removed: " + DirectoryCheck.join(unused, $0) })
    if console.json {
      console.document(Self.json(found, folder: unused, removed: removed, usage: usage))
    }
    if let first = failures.first {
      throw CommandFailure(message: first.problem, exitCode: ExitRules.comparison.failure)
    }
  }

  /// The `--json` document: the folders (`folder`, `--unused`'s), the runs counted, every
  /// reference (its path joined to `--unused`'s folder) found unused and
  /// those removed.
  private static func json(
    _ found: UnusedReferences.Found, folder: String, removed: [String], usage: String
  ) -> JSONValue {
    .object([
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
      throw CommandFailure(error, output: .unused)
    }
  }
}
