import PackagePlugin

/// Makes SwiftPM build the programs the `chevgen` launcher runs.
///
/// `swift run chevgen` builds the `chevgen` product and what it depends on,
/// and a launcher links none of its parts: it finds chevgen-engine and
/// chevgen-diff (and, for `chevgen build`, chevgen-build) beside itself at run
/// time. A plugin's tools, though, are built before the target that uses the
/// plugin, so this plugin, applied to the launcher, depends on all three and
/// adds no build command. SwiftPM names a plugin's copy of a tool `NAME-tool`;
/// the launcher takes whichever copy was built last.
@main
struct ChevgenPartsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    []
  }
}
