import ArgumentParser

/// `chevgen review --unused REFDIR`: the snapshot references no recorded test
/// run read, listed, and with `--delete-unused` removed after the listing.
public struct StaleReferenceOptions: ParsableArguments {
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
        + "$CHEVGEN_SNAPSHOT_ARTEFACTS, else chevgen-snapshots in the temporary folder). "
        + "e.g. --artefacts build/snapshots", valueName: "folder"))
  public var artefacts: String?

  public init() {}
}
