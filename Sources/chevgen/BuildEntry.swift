import ArgumentParser

/// `build` in chevgen's command list and in `chevgen help build`.
///
/// The step itself is the separate chevgen-build (see `Chevgen.runBuild`), to
/// which `Chevgen.main` hands `chevgen build …` and `chevgen help build` before
/// any parsing; this entry only names it. Its abstract is chevgen-build's, which
/// a test keeps equal.
struct BuildEntry: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Draw every button a manifest declares: asset catalog, nine-patches, CSS, index.")

  func run() {
    Chevgen.runBuild(Array(CommandLine.arguments.dropFirst(2)))
  }
}
