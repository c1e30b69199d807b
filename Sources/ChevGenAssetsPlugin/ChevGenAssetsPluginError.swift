/// Why the plugin cannot run the step for a target; SwiftPM prints the description.
enum ChevGenAssetsPluginError: Error, CustomStringConvertible {
  case notSourceModule(target: String)
  case noManifest(target: String)
  case severalManifests(target: String, paths: [String])
  case unreadableOutputs(manifest: String)

  var description: String {
    switch self {
    case .notSourceModule(let target):
      "ChevGenAssetsPlugin: target '\(target)' has no sources; apply the plugin to a Swift target"
    case .noManifest(let target):
      "ChevGenAssetsPlugin: target '\(target)' has no \(ChevGenAssetsPlugin.manifestName); "
        + "add one to the target's folder or remove the plugin from the target"
    case .severalManifests(let target, let paths):
      "ChevGenAssetsPlugin: target '\(target)' has \(paths.count) manifests ("
        + paths.joined(separator: ", ")
        + "); keep one \(ChevGenAssetsPlugin.manifestName) per target"
    case .unreadableOutputs(let manifest):
      "ChevGenAssetsPlugin: \(manifest): the plugin reads 'outputs' only as one line, "
        + "outputs: [xcassets, css], or one '- name' a line below it; write it so"
    }
  }
}
