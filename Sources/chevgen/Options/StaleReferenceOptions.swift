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

/// When `chevgen review --unused` applies, and where it reads (Review+Unused.swift
/// does it).
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

}
