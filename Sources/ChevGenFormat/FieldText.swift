/// A message that names request fields, worded when it is shown: the front
/// end supplies each field's name (a flag, a key path).
///
/// Written as a string literal with fields interpolated:
/// `"\(RequestField.style) close takes no \(RequestField.purpose)"`.
public struct FieldText: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A run of plain text or a field's name.
  enum Part: Hashable, Sendable {
    case text(String)
    case field(RequestField)
  }

  /// Runs of text and fields; no empty runs and no two runs of text in a
  /// row, so that equal messages compare equal however they were written.
  private(set) var parts: [Part] = []

  public init(stringLiteral value: String) {
    append(.text(value))
  }

  /// Text that names no field.
  public init(_ text: String) {
    append(.text(text))
  }

  public init(stringInterpolation: Interpolation) {
    for part in stringInterpolation.parts { append(part) }
  }

  /// Adds `part`, joining it to a run of text it follows.
  private mutating func append(_ part: Part) {
    guard case .text(let text) = part else { return parts.append(part) }
    guard !text.isEmpty else { return }
    if case .text(let previous) = parts.last {
      parts[parts.count - 1] = .text(previous + text)
    } else {
      parts.append(part)
    }
  }

  /// The text with every field named by `name`.
  public func text(naming name: (RequestField) -> String) -> String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .field(let field): name(field)
      }
    }.joined()
  }

  /// The fields the text names, in order.
  public var fields: [RequestField] {
    parts.compactMap { if case .field(let field) = $0 { field } else { nil } }
  }

  /// The two texts one after the other, their fields kept as fields.
  public static func + (lhs: FieldText, rhs: FieldText) -> FieldText {
    var joined = lhs
    for part in rhs.parts { joined.append(part) }
    return joined
  }

  /// Collects the literal runs and the interpolated fields and values.
  public struct Interpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      parts.append(.text(literal))
    }

    /// A field, which each front end names in its own words.
    public mutating func appendInterpolation(_ field: RequestField) {
      parts.append(.field(field))
    }

    /// A value, as its description reads.
    public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
      parts.append(.text(value.description))
    }
  }
}
