/// A JSON document with keys kept in the order they were given, for stable output.
public indirect enum JSONValue: Hashable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized())
  }

  /// The document as UTF-8 text, indented by two spaces, ending in a newline.
  public func serialized() -> String {
    var text = ""
    write(to: &text, indent: "")
    return text + "\n"
  }

  private func write(to text: inout String, indent: String) {
    switch self {
    case .string(let string):
      Self.writeString(string, to: &text)
    case .number(let number):
      // Whole numbers print without a fraction; others in Swift's shortest exact form.
      text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    case .bool(let bool):
      text += bool ? "true" : "false"
    case .null:
      text += "null"
    case .array(let values):
      guard !values.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += indent + "  "
        value.write(to: &text, indent: indent + "  ")
        text += index == values.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += indent + "  "
        Self.writeString(key, to: &text)
        text += ": "
        value.write(to: &text, indent: indent + "  ")
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    }
  }

  private static func writeString(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
