import ArgumentParser
import ChevgenCommandLine

/// `chevgen build`: the asset-pipeline step over a manifest of buttons.
public struct Build: ParsableCommand {
  public static let configuration = CompletionPass.skipped(
    CommandConfiguration(
      commandName: "build",
      abstract: "Draw every button a manifest declares: asset catalog, nine-patches, CSS, index.",
      discussion: """
        Reads the manifest (YAML; see README, "The asset pipeline") and writes, under DIR:
          Assets.xcassets/<Name>[-state].imageset/   PNGs per scale, slicing, locales, dark
          res/drawable-[<lang>-][night-]<dpi>/       Android nine-patches (.9.png)
          css/chevgen.css and its PNGs               a border-image rule per button
          index.json                                 every file, cap insets in points and pixels
        A second run redraws only what changed and removes outputs no longer declared;
        files chevgen did not write are never touched. Exit 64 for a bad manifest
        (every problem is listed as file:line:column), 1 when writing fails.
        """))

  @Argument(help: ArgumentHelp("The manifest (default: chevgen.yml).", valueName: "manifest"))
  public var manifest = "chevgen.yml"

  @Option(
    help: ArgumentHelp(
      "Output directory (default: chevgen-assets beside the manifest). e.g. --out Generated",
      valueName: "dir"))
  public var out: String?

  @Option(
    help: ArgumentHelp(
      "Keep .chevgen-state and .chevgen.lock here instead of in the output directory, "
        + "when the output is shipped as it is; one per output. e.g. --state-dir .build/chevgen",
      valueName: "dir"))
  public var stateDir: String?

  @Flag(help: "Print a JSON report on stdout instead of the summary line.")
  public var json = false

  @Flag(
    help: ArgumentHelp(
      "Print the manifest's JSON Schema (for editors) and exit. "
        + "e.g. chevgen build --schema > chevgen.schema.json"))
  public var schema = false

  public init() {}
}
