/// What one key of an asset catalog's `Contents.json` may hold, as Apple's
/// "Asset Catalog Format Reference" (Image Set Type, Catalog Type) and the files
/// Xcode writes (Fixtures/catalogs) spell it.
public enum CatalogValue: Sendable {
  /// A string, one of these.
  case oneOf([String])
  /// A string matching a pattern, named for the message (`a locale such as "de"`).
  case pattern(String, described: String)
  /// Any non-empty string without a slash: a file of the folder.
  case fileName
  /// Any string.
  case text
  /// A number no smaller than `minimum`.
  case number(minimum: Double)
  /// `true` or `false`.
  case boolean
  /// An array of strings.
  case strings
  /// An object, checked by its own level.
  case object
  /// An array of objects, each checked by its own level.
  case objects

  /// The problem with `value` at `path`, or nil when it fits.
  func problem(_ value: CatalogJSON, at path: String) -> String? {
    switch (self, value) {
    case (.oneOf(let allowed), .string(let string)):
      allowed.contains(string)
        ? nil : "\(path): \(value.spelled) is not one of \(allowed.joined(separator: ", "))"
    case (.pattern(let pattern, let described), .string(let string)):
      (try? Regex(pattern).wholeMatch(in: string)) != nil
        ? nil : "\(path): \(value.spelled) is not \(described)"
    case (.fileName, .string(let string)):
      string.isEmpty || string.contains("/")
        ? "\(path): \(value.spelled) is not a file name in the folder" : nil
    case (.text, .string):
      nil
    case (.number(let minimum), .number(let number)):
      number >= minimum
        ? nil : "\(path): \(value.spelled) is below \(CatalogJSON.number(minimum).spelled)"
    case (.boolean, .bool), (.object, .object):
      nil
    case (.strings, .array(let values)):
      values.allSatisfy { if case .string = $0 { true } else { false } }
        ? nil : "\(path): expected an array of strings"
    case (.objects, .array(let values)):
      values.allSatisfy { if case .object = $0 { true } else { false } }
        ? nil : "\(path): expected an array of objects"
    default:
      "\(path): \(value.spelled) is \(value.typeName), expected \(expected)"
    }
  }

  /// The type a message asks for.
  var expected: String {
    switch self {
    case .oneOf(let allowed): "a string, one of \(allowed.joined(separator: ", "))"
    case .pattern(_, let described): "a string, \(described)"
    case .fileName, .text: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .strings: "an array of strings"
    case .object: "an object"
    case .objects: "an array of objects"
    }
  }
}
