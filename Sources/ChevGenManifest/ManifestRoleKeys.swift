import ChevGenStyles
import Yams

/// A button's `role` (back or close) or `purpose` (an action): one of the two,
/// never both, each spelled as the manifest's keys name it.
enum ManifestRoleKeys {
  /// The purposes a `purpose:` key takes, for messages (back is a role).
  static let purposes = Purpose.allCases.filter { $0 != .back && $0 != .close }.map(\.rawValue)
    .joined(separator: ", ")

  /// The role given by `role` or `purpose` of the button at `node`; nil
  /// (reported) when neither or both are given, or the one given is unknown.
  static func role(
    _ node: Node, _ keyPath: String, role: Node?, purpose: Node?, reader: inout ManifestReader
  ) -> ButtonRole? {
    switch (role, purpose) {
    case (nil, nil):
      reader.report(
        node, keyPath, "give the button a role (back or close) or a purpose (\(purposes))")
      return nil
    case (.some, .some):
      reader.report(
        purpose, "\(keyPath).purpose",
        "a button has a role or a purpose, not both; drop one of them")
      return nil
    case (let role?, nil):
      return Self.role(role, "\(keyPath).role", reader: &reader)
    case (nil, let purpose?):
      return Self.purpose(purpose, "\(keyPath).purpose", reader: &reader)
    }
  }

  private static func role(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> ButtonRole? {
    guard let text = reader.string(node, keyPath, example: "back") else { return nil }
    switch text {
    case "back": return .back
    case "close": return .close
    default:
      reader.report(
        node, keyPath,
        Purpose(rawValue: text) != nil
          ? "\(text) is a purpose; write purpose: \(text)"
          : "unknown role \(ManifestReader.quote(text)); use back or close, or a purpose (\(purposes))"
      )
      return nil
    }
  }

  private static func purpose(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> ButtonRole? {
    guard let text = reader.string(node, keyPath, example: "add") else { return nil }
    if let value = Purpose(rawValue: text), value != .back, value != .close {
      return .action(value)
    }
    reader.report(
      node, keyPath,
      text == "back" || text == "close"
        ? "\(text) is a role; write role: \(text)"
        : "unknown purpose \(ManifestReader.quote(text)); use one of \(purposes)")
    return nil
  }
}
