import ChevGenFormat
import ChevGenSystem

/// One answer of the review server, independent of the HTTP library.
///
/// Every answer forbids caching (the page changes as files are accepted),
/// sends no referrer (the token is in the address) and may not be framed or
/// sniffed; the page may run only the server's own script.
public struct ReviewResponse: Sendable {
  public var status: Int
  public var headers: [(String, String)]
  public var body: [UInt8]
  /// The review is over once this answer is sent (Done).
  public var endsReview = false
  /// The paths this request accepted, for the server's log.
  public var accepted: [String] = []

  init(status: Int, contentType: String, body: [UInt8], extra: [(String, String)] = []) {
    self.status = status
    self.body = body
    headers =
      [
        ("Content-Type", contentType), ("Cache-Control", "no-store"),
        ("Referrer-Policy", "no-referrer"), ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
      ] + extra
  }

  /// The answer as sent: status line, headers, its length, and the body
  /// unless `withBody` is false (the answer to HEAD); with `closing`, it says
  /// the connection closes after it.
  public func encoded(withBody: Bool = true, closing: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n"
    head += closing ? "Connection: close\r\n\r\n" : "\r\n"
    return Array(head.utf8) + (withBody ? body : [])
  }

  /// The reason phrase of every status the server sends.
  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 421: "Misdirected Request"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Internal Server Error"
    }
  }

  static func text(
    _ status: Int, _ text: String, extra: [(String, String)] = []
  ) -> ReviewResponse {
    ReviewResponse(
      status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8),
      extra: extra)
  }

  static func json(_ value: JSONValue) -> ReviewResponse {
    ReviewResponse(
      status: 200, contentType: "application/json", body: value.bytes())
  }

  static func png(_ bytes: [UInt8]) -> ReviewResponse {
    ReviewResponse(status: 200, contentType: "image/png", body: bytes)
  }

  static func script(_ text: String) -> ReviewResponse {
    ReviewResponse(
      status: 200, contentType: "text/javascript; charset=utf-8", body: Array(text.utf8))
  }

  static func page(_ html: String) -> ReviewResponse {
    let policy =
      "default-src 'none'; img-src 'self'; script-src 'self'; style-src 'unsafe-inline'; "
      + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    return ReviewResponse(
      status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8),
      extra: [("Content-Security-Policy", policy)])
  }
}
