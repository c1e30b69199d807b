import Foundation
import PackagePlugin

/// Runs `chevgen build` while SwiftPM (or Xcode) builds a target whose folder
/// holds a `chevgen.yml`, into the plugin's work directory, and declares each
/// top-level output as its own file: `Assets.xcassets`, `res`, `css` and
/// `index.json`, as the manifest's `outputs` asks.
///
/// Declared one by one, they become the target's resources by their kind: the
/// catalog is an asset catalog, which Xcode's build system compiles into the
/// bundle's `Assets.car` (`UIImage(named:in: .module, with:)` finds the images),
/// and `swift build`'s native build system copies as a folder, as it does the
/// other three. A single folder holding them all would be copied whole, the
/// catalog uncompiled, by both.
///
/// The step runs on every build and is a no-op (tens of milliseconds) when
/// nothing changed; its state stays in the work directory, out of the bundle.
@main
struct ChevGenAssetsPlugin: BuildToolPlugin {
  static let manifestName = "chevgen.yml"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else {
      throw ChevGenAssetsPluginError.notSourceModule(target: target.name)
    }
    return try Self.commands(
      target: target.name, files: module.sourceFiles.map(\.url),
      workDirectory: context.pluginWorkDirectoryURL,
      tool: try context.tool(named: "chevgen").url)
  }

  /// The one `chevgen build` command for a target holding `files`, in SwiftPM
  /// or in an Xcode project.
  static func commands(target: String, files: [URL], workDirectory: URL, tool: URL) throws
    -> [Command]
  {
    let manifests = files.filter { $0.lastPathComponent == manifestName }
    guard let manifest = manifests.first else {
      throw ChevGenAssetsPluginError.noManifest(target: target)
    }
    guard manifests.count == 1 else {
      throw ChevGenAssetsPluginError.severalManifests(
        target: target, paths: manifests.map(\.path))
    }
    // Font files beside the manifest are inputs too: a new font redraws.
    let fonts = files.filter { ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased()) }
    let output = workDirectory.appending(path: "chevgen-assets")
    let state = workDirectory.appending(path: "chevgen-state")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    guard let entries = ManifestOutputs.entries(manifest: text) else {
      throw ChevGenAssetsPluginError.unreadableOutputs(manifest: manifest.path)
    }
    return [
      .buildCommand(
        displayName: "chevgen build \(manifest.path) for \(target)",
        executable: tool,
        arguments: ["build", manifest.path, "--out", output.path, "--state-dir", state.path],
        inputFiles: [manifest] + fonts,
        outputFiles: entries.map { output.appending(path: $0) })
    ]
  }
}
