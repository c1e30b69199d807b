/// Reads UTF-8 JSON into a `CatalogJSON`, byte by byte: small, strict (RFC 8259,
/// no comments or trailing commas) and ordered, which is all a catalog check needs.
struct CatalogJSONReader {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index == bytes.count }

  func error(_ reason: String) -> CatalogJSON.SyntaxError {
    CatalogJSON.SyntaxError(offset: index, reason: reason)
  }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func value() throws -> CatalogJSON {
    skipSpace()
    guard index < bytes.count else { throw error("a value is missing") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  mutating func literal(_ word: String, _ value: CatalogJSON) throws -> CatalogJSON {
    let spelled = Array(word.utf8)
    guard bytes.count - index >= spelled.count,
      Array(bytes[index..<index + spelled.count]) == spelled
    else { throw error("not a JSON value") }
    index += spelled.count
    return value
  }

  mutating func number() throws -> CatalogJSON {
    let start = index
    let allowed = Array("+-0123456789.eE".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let grammar = #/-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/#
    guard !text.isEmpty, text.wholeMatch(of: grammar) != nil, let number = Double(text) else {
      index = start
      throw error("not a JSON value")
    }
    return .number(number)
  }

  mutating func string() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        return String(scalars)
      }
      guard byte >= 0x20 else { throw error("a control character in a string") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run = []
        scalars.append(try escape())
      } else {
        run.append(byte)
        index += 1
      }
    }
    throw error("a string is not closed")
  }

  mutating func escape() throws -> Unicode.Scalar {
    guard index + 1 < bytes.count else { throw error("a string is not closed") }
    let letter = bytes[index + 1]
    index += 2
    let simple: [UInt8: Unicode.Scalar] = [
      UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
      UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
    if let scalar = simple[letter] { return scalar }
    guard letter == UInt8(ascii: "u"), index + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      let scalar = Unicode.Scalar(code)
    else { throw error("an escape that is not JSON's (surrogate pairs are not read)") }
    index += 4
    return scalar
  }

  mutating func array() throws -> CatalogJSON {
    index += 1
    var values: [CatalogJSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      values.append(try value())
      skipSpace()
      guard index < bytes.count else { throw error("an array is not closed") }
      index += 1
      if bytes[index - 1] == UInt8(ascii: "]") { return .array(values) }
      guard bytes[index - 1] == UInt8(ascii: ",") else { throw error("expected , or ]") }
    }
  }

  mutating func object() throws -> CatalogJSON {
    index += 1
    var members: [(key: String, value: CatalogJSON)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key")
      }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected :")
      }
      index += 1
      members.append((key, try value()))
      skipSpace()
      guard index < bytes.count else { throw error("an object is not closed") }
      index += 1
      if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
      guard bytes[index - 1] == UInt8(ascii: ",") else { throw error("expected , or }") }
    }
  }
}
