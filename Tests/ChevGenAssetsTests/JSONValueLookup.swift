import ChevGenFormat
import ChevGenSystem

/// Reading a written document back by key and index, so a test can check the
/// one value it is about without restating the whole document.
extension JSONValue {
  /// The value of `key` in an object; nil for a missing key or a non-object.
  subscript(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The element at `index` of an array; nil out of range or for a non-array.
  subscript(_ index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The keys of an object, in the order they are written.
  var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.0)
  }

  /// The elements of an array; empty for anything else.
  var elements: [JSONValue] {
    guard case .array(let elements) = self else { return [] }
    return elements
  }
}
