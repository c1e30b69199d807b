import ArgumentParser

/// `build` in chevgen's command list.
///
/// The step itself is the separate program chevgen-build, to which the
/// `chevgen` launcher hands `chevgen build …` and `chevgen help build` (see
/// Sources/ChevgenLauncher/main.c), so this entry is never run; it only names
/// the step. Its abstract is chevgen-build's, which a test keeps equal.
struct BuildEntry: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Draw every button a manifest declares: asset catalog, nine-patches, CSS, index.")
}
