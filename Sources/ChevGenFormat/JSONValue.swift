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
    String(decoding: bytes(), as: UTF8.self)
  }

  /// `serialized()`'s UTF-8 bytes, written as bytes: a build's catalog and
  /// index files hold 14,000 paths, and appending to a String a piece at a
  /// time was a fifth of the work after drawing.
  public func bytes() -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    write(to: &bytes, indent: 0)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  private func write(to bytes: inout [UInt8], indent: Int) {
    switch self {
    case .string(let string):
      Self.writeString(string, to: &bytes)
    case .number(let number):
      // Whole numbers print without a fraction; others in Swift's shortest exact form.
      if number == number.rounded() && abs(number) < 1e15 {
        DecimalText.append(Int(number), to: &bytes)
      } else {
        bytes += "\(number)".utf8
      }
    case .bool(let bool):
      bytes += (bool ? "true" : "false").utf8
    case .null:
      bytes += "null".utf8
    case .array(let values):
      Self.writeList(values, open: "[", close: "]", to: &bytes, indent: indent) { value, bytes in
        value.write(to: &bytes, indent: indent + 2)
      }
    case .object(let members):
      Self.writeList(members, open: "{", close: "}", to: &bytes, indent: indent) { member, bytes in
        Self.writeString(member.0, to: &bytes)
        bytes += ": ".utf8
        member.1.write(to: &bytes, indent: indent + 2)
      }
    }
  }

  /// `elements` between `open` and `close`, one a line, indented two spaces
  /// more than `indent`; `[]` or `{}` when there are none.
  private static func writeList<Element>(
    _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, to bytes: inout [UInt8],
    indent: Int, _ writeElement: (Element, inout [UInt8]) -> Void
  ) {
    bytes.append(UInt8(ascii: open))
    guard !elements.isEmpty else {
      bytes.append(UInt8(ascii: close))
      return
    }
    bytes.append(UInt8(ascii: "\n"))
    for (index, element) in elements.enumerated() {
      writeIndent(indent + 2, to: &bytes)
      writeElement(element, &bytes)
      if index < elements.count - 1 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "\n"))
    }
    writeIndent(indent, to: &bytes)
    bytes.append(UInt8(ascii: close))
  }

  /// `count` spaces, copied from a run of them rather than appended one at a time.
  private static func writeIndent(_ count: Int, to bytes: inout [UInt8]) {
    var left = count
    while left > 0 {
      let run = min(left, spaces.count)
      bytes += spaces[..<run]
      left -= run
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// `string` as a JSON string: quotes, backslashes and control characters
  /// escaped as JSON requires, and the other hidden scalars (`HiddenScalar`:
  /// line separators, bidirectional controls, noncharacters) as `\uXXXX`, so
  /// the file reads as its parser reads it and survives being pasted into
  /// JavaScript, where U+2028 once ended a string.
  private static func writeString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escape: copied whole. Checked through the string's
    // own bytes when it has them together (native strings do), several times
    // faster than stepping through its UTF-8 view.
    let plain = { (byte: UInt8) in
      byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
    if string.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) })
      ?? string.utf8.allSatisfy(plain)
    {
      bytes += string.utf8
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": bytes += "\\\"".utf8
      case "\\": bytes += "\\\\".utf8
      case "\n": bytes += "\\n".utf8
      case "\r": bytes += "\\r".utf8
      case "\t": bytes += "\\t".utf8
      case _ where HiddenScalar.isHidden(scalar):
        // Beyond the Basic Multilingual Plane, JSON spells a scalar as its UTF-16 surrogates.
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
        }
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
