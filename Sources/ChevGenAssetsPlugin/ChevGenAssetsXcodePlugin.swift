#if canImport(XcodeProjectPlugin)
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same step for a target of an Xcode project (an app): Xcode runs it when
  /// the target lists the plugin under Build Phases → Run Build Tool Plug-ins
  /// and holds a `chevgen.yml` among its files, and treats each declared output
  /// by its kind, so the catalog is compiled with the app's own.
  extension ChevGenAssetsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try Self.commands(
        target: target.displayName, files: target.inputFiles.map(\.url),
        workDirectory: context.pluginWorkDirectoryURL,
        tool: try context.tool(named: "chevgen").url)
    }
  }
#endif
