import ChevGenSystem
import Testing

@testable import ChevGenReview

/// Reading a request's head as it arrives: a browser's head whole or a byte
/// at a time, every limit of ReviewLimits refused as soon as it is passed
/// (before the line ends), malformed heads refused, and the cost in
/// proportion to the bytes read.
@Suite struct RequestHeadReaderTests {
  static let browser = Array(
    ("GET /0123/actual/a%20b.png?x=1 HTTP/1.1\r\nHost: 127.0.0.1:4321\r\n"
      + "User-Agent: Mozilla/5.0\r\nAccept: image/avif,image/webp,*/*\r\n"
      + "Sec-Fetch-Site:same-origin \r\nCookie: a=1\r\nCookie: b=2\r\n\r\nNEXT").utf8)

  static let expected = RequestHead(
    method: "GET", target: "/0123/actual/a%20b.png?x=1",
    fields: [
      .init("host", "127.0.0.1:4321"), .init("user-agent", "Mozilla/5.0"),
      .init("accept", "image/avif,image/webp,*/*"), .init("sec-fetch-site", "same-origin"),
      .init("cookie", "a=1"), .init("cookie", "b=2"),
    ])

  /// Feeds `bytes` in pieces of `size`; the outcome and how many bytes it took.
  static func read(_ bytes: [UInt8], by size: Int) -> (RequestHeadReader.Outcome, taken: Int) {
    var reader = RequestHeadReader()
    var start = 0
    while start < bytes.count {
      let piece = Array(bytes[start..<min(start + size, bytes.count)])
      start += piece.count
      let outcome = reader.read(piece)
      if case .incomplete = outcome { continue }
      return (outcome, start)
    }
    return (.incomplete, start)
  }

  static func refusal(_ outcome: RequestHeadReader.Outcome) -> (Int, String)? {
    guard case .refused(let answer) = outcome else { return nil }
    return (answer.status, String(decoding: answer.body, as: UTF8.self))
  }

  @Test(arguments: [1, 7, 4096]) func aBrowsersHeadIsReadInAnyPieces(_ size: Int) throws {
    let (outcome, taken) = Self.read(Self.browser, by: size)
    guard case .head(let head, let rest) = outcome else {
      Issue.record("not a head: \(outcome)")
      return
    }
    #expect(head == Self.expected)
    #expect(head.values("cookie") == ["a=1", "b=2"])
    #expect(head.keepsAlive && head.bodyLength == 0)
    // What follows the head is handed back, whatever piece it came in.
    #expect(Array("NEXT".utf8).starts(with: rest))
    #expect(Self.browser.count - taken + rest.count == 4)
  }

  @Test func bareLineFeedsAndLeadingBlankLinesAreAccepted() {
    let (outcome, _) = Self.read(Array("\r\n\nPOST /t HTTP/1.0\nHost: h\n\n".utf8), by: 100)
    guard case .head(let head, _) = outcome else {
      Issue.record("not a head: \(outcome)")
      return
    }
    #expect(
      head
        == RequestHead(method: "POST", target: "/t", minorVersion: 0, fields: [.init("host", "h")]))
    #expect(!head.keepsAlive, "HTTP/1.0 closes")
  }

  /// Each limit is refused within one piece of passing it, never waiting for
  /// the line's end: a megabyte without a line end costs no more than the limit.
  @Test func everyLimitIsRefusedAsSoonAsItIsPassed() {
    let megabyte = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let field = Array("GET / HTTP/1.1\r\nX-Pad: ".utf8)
    let cases: [([UInt8], Int, String, Int)] = [
      (
        Array("GET /".utf8) + megabyte, 414,
        "URI too long: the request line is over 8192 bytes; open the address chevgen review printed",
        ReviewLimits.requestLine
      ),
      (
        field + megabyte, 431,
        "request header fields too large: a header line is over 16384 bytes; clear this site's "
          + "cookies or open the page in a private window",
        ReviewLimits.requestLine + ReviewLimits.fieldLine
      ),
      (
        Array("GET / HTTP/1.1\r\n".utf8)
          + Array(
            repeating: Array("X-Pad: \(String(repeating: "b", count: 8000))\r\n".utf8), count: 20
          )
          .joined(), 431,
        "request header fields too large: the head is over 65536 bytes; clear this site's "
          + "cookies or open the page in a private window", ReviewLimits.head
      ),
      (
        Array("GET / HTTP/1.1\r\n".utf8)
          + Array(repeating: Array("A: b\r\n".utf8), count: 101).joined() + Array("\r\n".utf8),
        431, "request header fields too large: more than 100 header lines", 1000
      ),
    ]
    for (bytes, status, message, most) in cases {
      let (outcome, taken) = Self.read(bytes, by: 4096)
      #expect(Self.refusal(outcome)?.0 == status, "\(message)")
      #expect(Self.refusal(outcome)?.1 == message + "\n")
      #expect(taken <= most + 4096, "\(status) only after \(taken) bytes")
    }
  }

  @Test func malformedHeadsAreRefused() {
    let cases: [(String, Int, String)] = [
      ("GET /\r\n\r\n", 400, "bad request: the request line is not `METHOD /path HTTP/1.1`"),
      (
        "GET  / HTTP/1.1\r\n\r\n", 400,
        "bad request: the request line is not `METHOD /path HTTP/1.1`"
      ),
      (
        "GET http://x/ HTTP/1.1\r\n\r\n", 400,
        "bad request: the request line is not `METHOD /path HTTP/1.1`"
      ),
      ("GET / HTTP/2.0\r\n\r\n", 505, "HTTP version not supported: send HTTP/1.1"),
      (
        "GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400, "bad request: a header line is not `Name: value`"
      ),
      (
        "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n", 400,
        "bad request: a header line is not `Name: value`"
      ),
      (
        "GET / HTTP/1.1\r\nA: b\u{1}\r\n\r\n", 400,
        "bad request: a header line is not `Name: value`"
      ),
      ("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", 400, "bad request: a carriage return inside a line"),
      (
        "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400,
        "bad request: Content-Length is not one number"
      ),
      (
        "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400,
        "bad request: Content-Length is not one number"
      ),
      (
        "POST / HTTP/1.1\r\nContent-Length: 65537\r\n\r\n", 413,
        "content too large: a request's body is at most 65536 bytes"
      ),
      (
        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501,
        "not implemented: send the body with a Content-Length, not chunked"
      ),
    ]
    for (text, status, message) in cases {
      let (outcome, _) = Self.read(Array(text.utf8), by: 4096)
      #expect(Self.refusal(outcome)?.0 == status, "\(text)")
      #expect(Self.refusal(outcome)?.1 == message + "\n", "\(text)")
    }
  }

  /// A line at its limit, sent a byte at a time, is looked at once per byte:
  /// a reader that searched the whole line for its end at each arrival (as
  /// FlyingFox's does) would take 16,384²/2 steps.
  @Test func readingCostsInProportionToTheBytes() {
    let line =
      Array("GET / HTTP/1.1\r\nX-Pad: ".utf8)
      + [UInt8](repeating: UInt8(ascii: "a"), count: ReviewLimits.fieldLine - 8)
      + Array("\r\n\r\n".utf8)
    let start = CurrentProcess.monotonicSeconds
    let (outcome, _) = Self.read(line, by: 1)
    let seconds = CurrentProcess.monotonicSeconds - start
    guard case .head(let head, _) = outcome else {
      Issue.record("not a head: \(outcome)")
      return
    }
    #expect(head.values("x-pad").first?.count == ReviewLimits.fieldLine - 8)
    #expect(seconds < 1, "\(seconds) s for 16 KiB a byte at a time")
  }

  @Test func anAnswerIsSentWithItsLengthAndWhetherItCloses() {
    let answer = ReviewResponse.text(431, "too large")
    let head =
      "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\n"
      + "X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nContent-Length: 10\r\n"
    #expect(
      answer.encoded(closing: true) == Array((head + "Connection: close\r\n\r\ntoo large\n").utf8))
    #expect(answer.encoded(withBody: false, closing: false) == Array((head + "\r\n").utf8))
  }
}
