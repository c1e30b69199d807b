import PackagePlugin

/// Makes SwiftPM build the helper programs the `chevgen` launcher runs.
///
/// `swift run chevgen` builds the `chevgen` product and what it depends on,
/// and the launcher links none of its helpers: it starts chevgen-engine,
/// chevgen-compare or chevgen-build at run time. A plugin's tools, though, are
/// built before the target that uses the plugin, so this plugin, applied to
/// the launcher, depends on all three and adds no build command. SwiftPM names
/// a plugin's copy of a tool `NAME-tool`, which is the copy the launcher runs
/// in a build folder (see Sources/chevgen/chevgen_launch.h).
@main
struct ChevgenPartsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    []
  }
}
