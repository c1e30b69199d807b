/// One request's head as the review server read it: the request line and the
/// header lines in order, names in lower case, repeats kept.
///
/// Repeats are kept so that the router can refuse a request that names its
/// host or origin twice (RFC 9112 §3.2): which of two would count is exactly
/// what a proxy and this server could disagree on.
public struct RequestHead: Sendable, Equatable {
  /// One header line: its name in lower case, its value without the spaces
  /// around it.
  public struct Field: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public var method: String
  /// The URL's path and query, as sent (`/TOKEN/actual/a%20b.png`).
  public var target: String
  /// 1 for HTTP/1.1, 0 for HTTP/1.0.
  public var minorVersion: Int
  public var fields: [Field]

  public init(method: String, target: String, minorVersion: Int = 1, fields: [Field]) {
    self.method = method
    self.target = target
    self.minorVersion = minorVersion
    self.fields = fields
  }

  /// Every value of the header `name` (lower case), in the order sent.
  public func values(_ name: String) -> [String] {
    fields.filter { $0.name == name }.map(\.value)
  }

  /// The body's length in bytes (0 without Content-Length); nil when a
  /// Content-Length is not a decimal number or its repeats differ (RFC 9112
  /// §6.3), so where the body ends is unknown.
  public var bodyLength: Int? {
    let lengths = Set(values("content-length"))
    guard let text = lengths.first else { return 0 }
    guard lengths.count == 1, (1...18).contains(text.utf8.count),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless the
  /// client says `Connection: close`; HTTP/1.0 never, which is always allowed.
  public var keepsAlive: Bool {
    minorVersion == 1
      && !values("connection").contains {
        $0.split(separator: ",").contains { $0.trimmed.lowercased() == "close" }
      }
  }
}

extension Substring {
  /// Without the spaces and tabs at either end (HTTP's optional whitespace).
  var trimmed: Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !blank($0) }) else { return "" }
    return self[first...lastIndex(where: { !blank($0) })!]
  }
}
