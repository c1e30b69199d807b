/// A JSON document as written, keys in their order, numbers and booleans kept
/// apart, so the catalog checks can see what Foundation's parser would blur: a
/// key's position, a repeated key, `1` where `true` belongs.
public indirect enum CatalogJSON: Equatable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([CatalogJSON])
  case object([(key: String, value: CatalogJSON)])

  /// Why a text is not JSON, and at which byte.
  public struct SyntaxError: Error, CustomStringConvertible {
    public let offset: Int
    public let reason: String
    public var description: String { "byte \(offset): \(reason)" }
  }

  public static func == (lhs: CatalogJSON, rhs: CatalogJSON) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Parses `text`, which must hold one JSON value and nothing after it but space.
  public static func parse(_ text: String) throws -> CatalogJSON {
    var reader = CatalogJSONReader(bytes: Array(text.utf8))
    let value = try reader.value()
    reader.skipSpace()
    guard reader.atEnd else { throw reader.error("text after the value") }
    return value
  }

  /// The member named `key`, when this is an object holding it.
  public subscript(key: String) -> CatalogJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The keys of an object in their order; empty for anything else.
  public var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.key)
  }

  /// The elements of an array; empty for anything else.
  public var elements: [CatalogJSON] {
    guard case .array(let values) = self else { return [] }
    return values
  }

  /// How a message names the value: its JSON spelling, strings quoted.
  public var spelled: String {
    switch self {
    case .string(let string): "\"\(string)\""
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value's JSON type, as a message names it.
  public var typeName: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
