import Foundation

/// What `chevgen build` writes at the top of its output folder for a manifest,
/// from the manifest's `outputs` key, so that the plugin can declare each.
///
/// A plugin can link no library, so this reads the one key by hand, in the two
/// forms README shows (`outputs: [xcassets, css]`, or one `- css` a line), and
/// the names are those of `AssetLayout` in ChevGenAssets: the plugin's tests
/// read every one of them from the bundle, so a rename fails there. Another
/// form is refused by name: a declared output the step did not write would
/// fail the build with a bare "doesn't exist in file system".
enum ManifestOutputs {
  /// The entry each output kind writes, in the manifest's words.
  static let kinds: [(kind: String, entry: String)] = [
    ("xcassets", "Assets.xcassets"), ("android", "res"), ("css", "css"),
    ("swift", "swift/ChevGenArt.swift"),
  ]
  /// The kinds a manifest without the key asks for: every one but the
  /// opt-in Swift accessors.
  static let defaultKinds: Set<String> = ["xcassets", "android", "css"]
  /// Written for every manifest.
  static let index = "index.json"

  /// How a manifest's `outputs` key reads.
  enum Reading: Equatable {
    /// No key: the default outputs.
    case absent
    case listed([String])
    /// A form this does not read.
    case unreadable
  }

  /// The top-level entries for the manifest `text`, the index last; nil when
  /// its `outputs` key is in a form this does not read.
  static func entries(manifest text: String) -> [String]? {
    let asked: Set<String>
    switch requested(manifest: text) {
    case .absent: asked = defaultKinds
    case .listed(let names): asked = Set(names)
    case .unreadable: return nil
    }
    return kinds.filter { asked.contains($0.kind) }.map(\.entry) + [index]
  }

  /// The values of the top-level `outputs` key.
  static func requested(manifest text: String) -> Reading {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      uncommented(String($0))
    }
    guard let key = lines.firstIndex(where: { $0.hasPrefix("outputs:") }) else { return .absent }
    let value = trimmed(lines[key].dropFirst("outputs:".count))
    if value.hasPrefix("[") {
      guard value.hasSuffix("]") else { return .unreadable }
      return .listed(
        value.dropFirst().dropLast().split(separator: ",").map { unquoted(trimmed($0)) })
    }
    guard value.isEmpty else { return .unreadable }
    var items: [String] = []
    for line in lines[(key + 1)...] where !trimmed(line).isEmpty {
      let item = trimmed(line)
      guard item.hasPrefix("- ") || item == "-" else { break }
      items.append(unquoted(trimmed(item.dropFirst())))
    }
    return items.isEmpty ? .unreadable : .listed(items)
  }

  /// `line` without a trailing `# comment` (a `#` at its start or after a space).
  static func uncommented(_ line: String) -> String {
    if line.hasPrefix("#") { return "" }
    guard let mark = line.range(of: " #") else { return line }
    return String(line[..<mark.lowerBound])
  }

  static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A plain, single-quoted or double-quoted scalar's value.
  static func unquoted(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'"
    else { return text }
    return String(text.dropFirst().dropLast())
  }
}
