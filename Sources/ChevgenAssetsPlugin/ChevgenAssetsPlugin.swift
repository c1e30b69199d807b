import Foundation
import PackagePlugin

/// Runs `chevgen build` while SwiftPM builds a target whose folder holds a
/// `chevgen.yml`: the assets land in the plugin's work directory as the folder
/// `chevgen-assets`, which SwiftPM copies into the target's resource bundle
/// (`Bundle.module.url(forResource: "chevgen-assets", withExtension: nil)`).
///
/// The step runs on every build and is a no-op (tens of milliseconds) when
/// nothing changed; its state stays in the work directory, out of the bundle.
@main
struct ChevgenAssetsPlugin: BuildToolPlugin {
  static let manifestName = "chevgen.yml"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else {
      throw ChevgenAssetsPluginError.notSourceModule(target: target.name)
    }
    let manifests = module.sourceFiles.map(\.url).filter {
      $0.lastPathComponent == Self.manifestName
    }
    guard let manifest = manifests.first else {
      throw ChevgenAssetsPluginError.noManifest(target: target.name)
    }
    guard manifests.count == 1 else {
      throw ChevgenAssetsPluginError.severalManifests(
        target: target.name, paths: manifests.map(\.path))
    }
    // Font files beside the manifest are inputs too: a new font redraws.
    let fonts = module.sourceFiles.map(\.url).filter {
      ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased())
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "chevgen-assets")
    let state = context.pluginWorkDirectoryURL.appending(path: "chevgen-state")
    return [
      .buildCommand(
        displayName: "chevgen build \(manifest.path) for \(target.name)",
        executable: try context.tool(named: "chevgen-build").url,
        arguments: [manifest.path, "--out", output.path, "--state-dir", state.path],
        inputFiles: [manifest] + fonts,
        outputFiles: [output])
    ]
  }
}
