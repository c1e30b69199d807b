import ChevGenCompare
import ChevGenFormat
import ChevGenSystem

/// Answers the review server's requests: the gate every request passes, then
/// the page, its script, the images and the accept, accept-all and done actions.
///
/// Independent of any HTTP library, so its rules are tested without a socket.
/// The gate: the Host header must name the loopback address and the port
/// (a page elsewhere cannot reach the server through a name it controls),
/// the first path segment must be the token (compared in constant time), and
/// a POST must come from the page's own origin. Files are named by the
/// cards' paths only; see `ReviewSession`.
public struct ReviewRouter: Sendable {
  public let session: ReviewSession
  public let token: String
  public let port: Int

  public init(session: ReviewSession, token: String, port: Int) {
    self.session = session
    self.token = token
    self.port = port
  }

  /// A fresh token: 128 bits from the system's secure generator, as hex.
  public static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let digits = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }.joined()
  }

  /// The page's address, which the server prints.
  public var address: String { "http://127.0.0.1:\(port)/\(token)/" }

  /// The answer to one request.
  public func respond(to head: RequestHead) -> ReviewResponse {
    let method = head.method
    if let refusal = gate(head) { return refusal }
    let path = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let (root, afterRoot) = Self.split(String(path))
    let (given, afterToken) = afterRoot.map(Self.split) ?? ("", nil)
    guard root.isEmpty, Self.same(Substring(given), token), let rest = afterToken else {
      return .text(
        403, "forbidden: open the address chevgen review printed, which holds its token")
    }
    switch (method, rest) {
    case ("GET", ""), ("GET", "index.html"): return .page(session.page)
    case ("GET", "review.js"):
      return .script(ReviewPage.serverScript)
    case ("POST", "accept-all"): return acceptAll()
    case ("POST", "done"):
      var response = ReviewResponse.json(.object([("done", .bool(true))]))
      response.endsReview = true
      return response
    case (_, ""), (_, "index.html"), (_, "review.js"), (_, "accept-all"), (_, "done"):
      return .text(405, "method not allowed")
    default: return file(method: method, rest)
    }
  }

  /// Refuses a request that names its host, origin or site twice, one for
  /// another host name, or a POST from another origin.
  private func gate(_ head: RequestHead) -> ReviewResponse? {
    for (name, shown) in Self.single where head.values(name).count > 1 {
      return .text(400, "bad request: more than one \(shown) header; send it once")
    }
    let header = { (name: String) in head.values(name).first }
    let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = header("host")?.lowercased(), hosts.contains(host) else {
      return .text(
        421, "misdirected: this server answers only http://127.0.0.1:\(port)/, from this machine")
    }
    guard head.method == "POST" else { return nil }
    if let origin = header("origin")?.lowercased(), !hosts.map({ "http://" + $0 }).contains(origin)
    {
      return .text(403, "forbidden: a change must come from the review page itself")
    }
    if let site = header("sec-fetch-site")?.lowercased(), site != "same-origin", site != "none" {
      return .text(403, "forbidden: a change must come from the review page itself")
    }
    return nil
  }

  /// The headers the gate reads, which a request must not repeat (RFC 9112
  /// §3.2 for Host): with two, a proxy and this server could each believe
  /// another. By lowercase name, with the name the refusal shows.
  static let single = [
    ("host", "Host"), ("origin", "Origin"), ("sec-fetch-site", "Sec-Fetch-Site"),
  ]

  /// An image (`expected/`, `actual/`, `diff/` and a card's path) or an accept.
  private func file(method: String, _ rest: String) -> ReviewResponse {
    let (kind, encoded) = Self.split(rest)
    let image = ReviewSession.Image(rawValue: kind)
    guard image != nil || kind == "accept" else { return .text(404, "not found") }
    guard method == (image == nil ? "POST" : "GET") else {
      return .text(405, "method not allowed")
    }
    guard let encoded, let path = Self.decoded(Substring(encoded)) else {
      return .text(404, "not found")
    }
    do throws(ReviewError) {
      guard let image else {
        try session.accept(path)
        var response = ReviewResponse.json(
          .object([("accepted", .string(path)), ("counts", session.counts.json)]))
        response.accepted = [path]
        return response
      }
      guard let png = try session.image(image, of: path) else { return .text(404, "not found") }
      return .png(png)
    } catch {
      return .text(error.status, error.message)
    }
  }

  private func acceptAll() -> ReviewResponse {
    let (accepted, failures) = session.acceptAll()
    var message = "accepted \(accepted.count) file" + (accepted.count == 1 ? "" : "s")
    if let first = failures.first {
      message += "; \(failures.count) failed: \(first.message)"
    }
    var response = ReviewResponse.json(
      .object([
        ("accepted", .array(accepted.map(JSONValue.string))), ("message", .string(message)),
        ("counts", session.counts.json),
      ]))
    response.accepted = accepted
    return response
  }

  /// A URL path segment's percent-decoding, as UTF-8; nil for a malformed
  /// escape or bytes that are not UTF-8. Decoded once: `%252e` stays `%2e`.
  static func decoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether `given` is `token`, taking as long whatever the first difference.
  /// `text` before its first `/` byte, and what follows that byte (nil when
  /// there is none).
  static func split(_ text: String) -> (head: String, rest: String?) {
    guard let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) else { return (text, nil) }
    return (String(text[..<slash]), String(text[text.utf8.index(after: slash)...]))
  }

  static func same(_ given: Substring, _ token: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
