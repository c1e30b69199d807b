/// Reads a request's head from the bytes as they arrive, refusing it as soon
/// as it passes a limit of ``ReviewLimits``, before any of it is believed.
///
/// Each byte is looked at once, when it arrives: a line is searched for its
/// end only in the bytes new since the last read, and its length is checked
/// before they are kept, so a client that sends a megabyte without a line end
/// is refused after 8 or 16 KiB at the cost of copying them. Lines end in
/// CRLF or, as RFC 9112 §2.2 allows, LF alone.
public struct RequestHeadReader: Sendable {
  public enum Outcome: Sendable {
    /// More bytes are needed.
    case incomplete
    /// The head, and the bytes after it (the body and later requests).
    case head(RequestHead, rest: [UInt8])
    /// The answer to send before closing the connection.
    case refused(ReviewResponse)
  }

  /// The current line, without its end.
  private var line: [UInt8] = []
  /// Bytes of the head read so far.
  private var count = 0
  private var requestLine: (method: String, target: String, minor: Int)?
  private var fields: [RequestHead.Field] = []

  public init() {}

  /// Whether any byte of a request has arrived.
  public var started: Bool { count > 0 }

  /// Takes the next bytes from the connection.
  public mutating func read(_ bytes: [UInt8]) -> Outcome {
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let piece = bytes[start..<(end ?? bytes.count)]
      count += piece.count + (end == nil ? 0 : 1)
      if line.count + piece.count > lineLimit { return .refused(lineRefusal) }
      if count > ReviewLimits.head { return .refused(Self.headTooLarge) }
      line += piece
      guard let end else { return .incomplete }
      start = end + 1
      switch finishLine() {
      case .incomplete: continue
      case .head(let head, _): return .head(head, rest: Array(bytes[start...]))
      case .refused(let answer): return .refused(answer)
      }
    }
    return .incomplete
  }

  private var lineLimit: Int {
    requestLine == nil ? ReviewLimits.requestLine : ReviewLimits.fieldLine
  }

  private var lineRefusal: ReviewResponse {
    requestLine == nil
      ? .text(
        414,
        "URI too long: the request line is over \(ReviewLimits.requestLine) bytes; "
          + "open the address chevgen review printed")
      : .text(
        431,
        "request header fields too large: a header line is over \(ReviewLimits.fieldLine) "
          + "bytes; clear this site's cookies or open the page in a private window")
  }

  static let headTooLarge = ReviewResponse.text(
    431,
    "request header fields too large: the head is over \(ReviewLimits.head) bytes; clear "
      + "this site's cookies or open the page in a private window")

  /// Handles the line just ended; `.head` (its rest unused) when it was the
  /// blank line that ends the head.
  private mutating func finishLine() -> Outcome {
    defer { line.removeAll(keepingCapacity: true) }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard !line.contains(UInt8(ascii: "\r")) else {
      return .refused(.text(400, "bad request: a carriage return inside a line"))
    }
    guard let requestLine else {
      // RFC 9112 §2.2: empty lines before the request line are ignored.
      if line.isEmpty { return .incomplete }
      guard let parsed = Self.requestLine(line) else { return .refused(Self.malformedLine) }
      guard parsed.minor >= 0 else {
        return .refused(.text(505, "HTTP version not supported: send HTTP/1.1"))
      }
      requestLine = parsed
      return .incomplete
    }
    guard !line.isEmpty else {
      let head = RequestHead(
        method: requestLine.method, target: requestLine.target,
        minorVersion: requestLine.minor, fields: fields)
      if let refusal = Self.framingRefusal(head) { return .refused(refusal) }
      return .head(head, rest: [])
    }
    guard fields.count < ReviewLimits.fields else {
      return .refused(
        .text(
          431,
          "request header fields too large: more than \(ReviewLimits.fields) header lines"))
    }
    guard let field = Self.field(line) else {
      return .refused(.text(400, "bad request: a header line is not `Name: value`"))
    }
    fields.append(field)
    return .incomplete
  }

  /// Why the body that follows `head` cannot be read: a transfer coding
  /// (the page sends none), a malformed or contradicting length, or a body
  /// over ``ReviewLimits/body``; nil when it can.
  static func framingRefusal(_ head: RequestHead) -> ReviewResponse? {
    guard head.values("transfer-encoding").isEmpty else {
      return .text(501, "not implemented: send the body with a Content-Length, not chunked")
    }
    guard let length = head.bodyLength else {
      return .text(400, "bad request: Content-Length is not one number")
    }
    guard length <= ReviewLimits.body else {
      return .text(413, "content too large: a request's body is at most \(ReviewLimits.body) bytes")
    }
    return nil
  }

  static let malformedLine = ReviewResponse.text(
    400, "bad request: the request line is not `METHOD /path HTTP/1.1`")

  /// `METHOD SP /target SP HTTP/1.x`; the minor version is -1 for another
  /// HTTP version; nil when malformed.
  static func requestLine(_ line: [UInt8]) -> (method: String, target: String, minor: Int)? {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isToken),
      parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ (0x21...0x7e).contains($0) })
    else { return nil }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version.hasPrefix("HTTP/"), version.count == 8 else { return nil }
    let minor = version == "HTTP/1.1" ? 1 : version == "HTTP/1.0" ? 0 : -1
    return (
      String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), minor
    )
  }

  /// `name: value`: a token, a colon with no space before it (RFC 9112
  /// §5.1), a value without control characters; nil otherwise.
  static func field(_ line: [UInt8]) -> RequestHead.Field? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      line[..<colon].allSatisfy(isToken),
      line[(colon + 1)...].allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7f) })
    else { return nil }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
    return RequestHead.Field(name, String(Substring(value).trimmed))
  }

  /// A byte of an HTTP token (a method, a header name): RFC 9110 §5.6.2.
  static func isToken(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }
}
