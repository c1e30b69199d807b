import ChevGenTestSupport
import Foundation
import Testing

extension CLI {
  /// The JSON object in the file `name` (a sidecar, a sprite table, the
  /// build's index); the test stops when the file holds anything else.
  func jsonObject(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: data(name)) as? [String: Any],
      sourceLocation: sourceLocation)
  }
}
