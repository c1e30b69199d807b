/// Two buttons whose names give one CSS class, Android resource or Swift
/// accessor, refused whatever outputs the manifest asks for.
///
/// The names outlive one build: a team that adds Android or Swift outputs
/// later, or a page that loads two stylesheets, must not find that two
/// buttons it already ships are one. So every derived name is held unique
/// from the start, and the line names both buttons and what they share.
package enum NameClashes {
  /// The names `buttonName` takes in code and markup, in the order a
  /// message lists them.
  static func derivedNames(
    _ buttonName: String, resourcePrefix: String
  ) -> [(kind: String, name: String)] {
    [
      ("the CSS class", "." + AssetNames.cssClass(buttonName)),
      ("the Android resource", "R.drawable." + resourcePrefix + AssetNames.resource(buttonName)),
      ("the Swift accessor", SwiftIdentifier.name(buttonName)),
    ]
  }

  /// One error per button that shares a derived name with an earlier button,
  /// naming every name the two share; `skipping` buttons (by index) already
  /// reported for another reason.
  package static func diagnostics(
    _ manifest: Manifest, skipping reported: Set<Int> = []
  ) -> [ManifestDiagnostic] {
    var owners: [String: Int] = [:]
    var problems: [ManifestDiagnostic] = []
    for (index, button) in manifest.buttons.enumerated() {
      let names = derivedNames(button.name, resourcePrefix: manifest.android.prefix)
      let earlier = names.lazy.compactMap { owners[$0.name] }.first
      for (_, name) in names where owners[name] == nil { owners[name] = index }
      guard let earlier, !reported.contains(index) else { continue }
      let other = manifest.buttons[earlier]
      let theirs = Set(
        derivedNames(other.name, resourcePrefix: manifest.android.prefix).map(\.name))
      let shared = names.filter { theirs.contains($0.name) }.map { "\($0.kind) \($0.name)" }
      problems.append(
        ManifestDiagnostic(
          file: manifest.path, line: button.line, column: button.column,
          keyPath: "buttons[\(button.index)].name",
          message: "'\(button.name)' is \(listed(shared)), as is '\(other.name)' "
            + "(line \(other.line)); rename one"))
    }
    return problems
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
