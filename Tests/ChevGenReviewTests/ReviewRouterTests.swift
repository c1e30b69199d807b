import ChevGenCompare
import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenReview

/// The review server's rules, without a socket: the gate, the files it will
/// serve, and what accepting does to the reference folder. Each test's
/// folders are removed when it ends.
@Suite final class ReviewRouterTests {
  let folder: TemporaryFolder
  var root: String { folder.path }
  let port = 4321
  let token = "0123456789abcdef0123456789abcdef"

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-router-")
    for side in ["ref", "act"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + side + "/sub", withIntermediateDirectories: true)
    }
    try write(Self.png(red: 255), "ref/changed.png")
    try write(Self.png(red: 0), "act/changed.png")
    try write(Self.png(red: 9), "ref/sub/same.png")
    try write(Self.png(red: 9), "act/sub/same.png")
    try write(Self.png(red: 1), "act/added.png")
    try write(Self.png(red: 2), "ref/removed.png")
    try write(Array("secret".utf8), "secret.txt")
  }

  static func png(red: UInt8) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: 8 * 4 * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) { pixels[index] = red }
    return try! PNGEncoder.encode(RGBAImage(width: 8, height: 4, pixels: pixels)!)
  }

  func write(_ bytes: [UInt8], _ path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + path))
  }

  func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: root + "/" + path).map(Array.init)
  }

  func router(partial: Bool = false) throws -> ReviewRouter {
    let session = try ReviewSession(
      reference: ReviewSide.folder(root + "/ref"),
      actual: ReviewSide.folder(root + "/act"),
      partial: partial, options: PixelMatchOptions(), tolerance: DiffTolerance(), settings: "s")
    return ReviewRouter(session: session, token: token, port: port)
  }

  func ask(
    _ router: ReviewRouter, _ method: String, _ target: String,
    headers: [String: String] = [:]
  ) -> ReviewResponse {
    let all = ["host": "127.0.0.1:\(port)"].merging(headers) { $1 }
    let fields = all.sorted { $0.key < $1.key }.map { RequestHead.Field($0.key, $0.value) }
    return router.respond(to: RequestHead(method: method, target: target, fields: fields))
  }

  static func text(_ response: ReviewResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  @Test func everyRequestNeedsTheTokenAndTheLoopbackHost() throws {
    let router = try router()
    let page = ask(router, "GET", "/\(token)/")
    #expect(page.status == 200)
    #expect(
      page.headers.contains {
        $0 == (
          "Content-Security-Policy",
          "default-src 'none'; img-src 'self'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
      })
    #expect(page.headers.contains { $0 == ("Referrer-Policy", "no-referrer") })
    for target in ["/", "/index.html", "/\(token)", "/\(token.dropLast())0/", "/x/\(token)/"] {
      let refused = ask(router, "GET", target)
      #expect(refused.status == 403, "\(target)")
      #expect(
        Self.text(refused)
          == "forbidden: open the address chevgen review printed, which holds its token\n")
    }
    #expect(ask(router, "GET", "/\(token)/?x=1").status == 200)
    #expect(ask(router, "GET", "/\(token)/", headers: ["host": "localhost:\(port)"]).status == 200)
    for host in ["evil.example", "evil.example:4321", "127.0.0.1", "127.0.0.1:80", ""] {
      let refused = ask(router, "GET", "/\(token)/", headers: ["host": host])
      #expect(refused.status == 421, "\(host)")
      #expect(
        Self.text(refused)
          == "misdirected: this server answers only http://127.0.0.1:4321/, from this machine\n")
    }
  }

  @Test func aChangeMustComeFromThePageItself() throws {
    let router = try router()
    for headers in [
      ["origin": "http://evil.example"], ["origin": "null"], ["sec-fetch-site": "cross-site"],
      ["origin": "http://127.0.0.1:1"],
    ] {
      let refused = ask(router, "POST", "/\(token)/accept/changed.png", headers: headers)
      #expect(refused.status == 403)
      #expect(Self.text(refused) == "forbidden: a change must come from the review page itself\n")
    }
    #expect(bytes("ref/changed.png") == Self.png(red: 255))
    let accepted = ask(
      router, "POST", "/\(token)/accept/changed.png",
      headers: ["origin": "http://127.0.0.1:\(port)", "sec-fetch-site": "same-origin"])
    #expect(accepted.status == 200)
    #expect(accepted.accepted == ["changed.png"])
  }

  /// RFC 9112 §3.2 for Host; for Origin and Sec-Fetch-Site the same
  /// reason: with two, which one counts is a guess a proxy may guess
  /// otherwise. Refused even when both say the same.
  @Test func aRequestThatRepeatsItsHostOriginOrSiteIsRefused() throws {
    let router = try router()
    let own = [
      RequestHead.Field("host", "127.0.0.1:\(port)"),
      RequestHead.Field("origin", "http://127.0.0.1:\(port)"),
      RequestHead.Field("sec-fetch-site", "same-origin"),
    ]
    for (index, shown) in ["Host", "Origin", "Sec-Fetch-Site"].enumerated() {
      for second in [own[index].value, "evil.example"] {
        let fields = own + [RequestHead.Field(own[index].name, second)]
        for (method, target) in [("GET", "/\(token)/"), ("POST", "/\(token)/accept/changed.png")] {
          let refused = router.respond(
            to: RequestHead(method: method, target: target, fields: fields))
          #expect(refused.status == 400, "\(shown): \(second), \(method)")
          #expect(
            Self.text(refused) == "bad request: more than one \(shown) header; send it once\n")
        }
      }
    }
    #expect(bytes("ref/changed.png") == Self.png(red: 255), "a refused accept wrote")
    let once = router.respond(
      to: RequestHead(method: "POST", target: "/\(token)/accept/changed.png", fields: own))
    #expect(once.status == 200)
  }

  @Test func onlyTheComparedFilesAreServed() throws {
    let router = try router()
    #expect(ask(router, "GET", "/\(token)/actual/changed.png").body == Self.png(red: 0))
    #expect(ask(router, "GET", "/\(token)/expected/sub/same.png").body == Self.png(red: 9))
    #expect(ask(router, "GET", "/\(token)/expected/sub%2Fsame.png").body == Self.png(red: 9))
    let diff = ask(router, "GET", "/\(token)/diff/changed.png")
    #expect(diff.status == 200 && (try? PNGDecoder.size(of: diff.body)) != nil)
    #expect(ask(router, "GET", "/\(token)/expected/added.png").status == 404)
    let secret = Array("secret".utf8)
    for path in [
      "../secret.txt", "%2e%2e/secret.txt", "..%2Fsecret.txt", "%252e%252e/secret.txt",
      "/" + root + "/secret.txt", "%2F" + root.dropFirst() + "/secret.txt", "sub/../../secret.txt",
      "sub/%2e%2e/%2e%2e/secret.txt", "%ff.png", "%zz", "changed.png%00",
    ] {
      for side in ["expected", "actual", "diff"] {
        let answer = ask(router, "GET", "/\(token)/\(side)/\(path)")
        #expect(answer.status == 404, "\(side)/\(path)")
        #expect(!answer.body.starts(with: secret))
      }
    }
    #expect(ask(router, "GET", "/\(token)/elsewhere/changed.png").status == 404)
    #expect(ask(router, "DELETE", "/\(token)/actual/changed.png").status == 405)
  }

  @Test(arguments: [("%2e%2e", ".."), ("a%2Fb", "a/b"), ("%252e", "%2e"), ("%C3%BC", "ü")])
  func segmentsAreDecodedOnce(_ text: String, _ decoded: String) {
    #expect(ReviewRouter.decoded(Substring(text)) == decoded)
  }

  @Test func malformedEscapesAndBytesThatAreNotUTF8AreRefused() {
    for text in ["%", "%2", "%zz", "%ff", "%C3"] {
      #expect(ReviewRouter.decoded(Substring(text)) == nil)
    }
  }

  @Test func acceptingMakesTheReferenceTheActualImage() throws {
    let router = try router()
    let accepted = ask(router, "POST", "/\(token)/accept/changed.png")
    #expect(accepted.status == 200)
    #expect(bytes("ref/changed.png") == Self.png(red: 0))
    let again = ask(router, "POST", "/\(token)/accept/changed.png")
    #expect(again.status == 409)
    #expect(
      Self.text(again) == "'changed.png' is already the same as its reference; nothing to accept\n")
    let same = ask(router, "POST", "/\(token)/accept/sub/same.png")
    #expect(same.status == 409)
    #expect(ask(router, "POST", "/\(token)/accept/%2e%2e/secret.txt").status == 404)
    #expect(ask(router, "GET", "/\(token)/accept/changed.png").status == 405)
    #expect(ask(router, "POST", "/\(token)/").status == 405)
    let all = ask(router, "POST", "/\(token)/accept-all")
    #expect(all.accepted == ["added.png", "removed.png"])
    #expect(bytes("ref/added.png") == Self.png(red: 1))
    #expect(bytes("ref/removed.png") == nil)
    let counts = router.session.counts
    #expect(counts.accepted == 3 && counts.differing == 0 && counts.statuses[.unchanged] == 1)
    // A second review finds nothing to accept.
    let second = try self.router()
    #expect(second.session.counts.differing == 0)
    #expect(second.session.counts.statuses[.unchanged] == 3)
  }

  /// A change within tolerance (two blues pixelmatch's 0.1 matches) is a
  /// card of its own, neither changed nor unchanged, and can be accepted.
  @Test func aChangeWithinToleranceCanBeAccepted() throws {
    func blue(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> [UInt8] {
      try! PNGEncoder.encode(
        RGBAImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [red, green, blue, 255] })!)
    }
    try write(blue(0x6D, 0x84, 0xA2), "ref/tint.png")
    try write(blue(0x4A, 0x6F, 0xA5), "act/tint.png")
    let router = try router()
    let card = try #require(router.session.cards.first { $0.path == "tint.png" })
    #expect(card.status == .withinTolerance && card.result?.belowThresholdPixels == 16)
    #expect(router.session.differing.contains("tint.png"))
    #expect(ask(router, "POST", "/\(token)/accept/tint.png").status == 200)
    #expect(bytes("ref/tint.png") == blue(0x4A, 0x6F, 0xA5))
  }

  @Test func anActualImageChangedSinceTheReviewBeganIsNotAccepted() throws {
    let router = try router()
    try write(Self.png(red: 77), "act/changed.png")
    let refused = ask(router, "POST", "/\(token)/accept/changed.png")
    #expect(refused.status == 409)
    #expect(
      Self.text(refused)
        == "'changed.png' changed since the review began, so it is not what the page shows; run chevgen review again to see it\n"
    )
    #expect(bytes("ref/changed.png") == Self.png(red: 255))
  }

  @Test func aLinkPlantedAfterTheComparisonIsNotWrittenThrough() throws {
    let router = try router()
    try FileManager.default.removeItem(atPath: root + "/ref/changed.png")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/ref/changed.png", withDestinationPath: "../secret.txt")
    let refused = ask(router, "POST", "/\(token)/accept/changed.png")
    #expect(refused.status == 500)
    #expect(
      Self.text(refused).hasSuffix(
        "/ref/changed.png': it is a symbolic link, not a regular file; check the disk and permissions, then retry\n"
      ))
    #expect(bytes("secret.txt") == Array("secret".utf8))
    #expect(ask(router, "GET", "/\(token)/expected/changed.png").status == 500)
  }

  @Test func aPartialReviewLeavesOutReferencesTheActualFolderLacks() throws {
    let router = try router(partial: true)
    #expect(router.session.cards.map(\.path) == ["added.png", "changed.png", "sub/same.png"])
    #expect(ask(router, "GET", "/\(token)/expected/removed.png").status == 404)
  }

  @Test func aLinkToAFileIsAnErrorNotFollowedNorLeftOut() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root + "/act/link.png", withDestinationPath: "../secret.txt")
    #expect(throws: CompareError.symbolicLink(path: root + "/act/link.png", place: .folder)) {
      try ReviewSide.folder(root + "/act")
    }
  }

  /// A git revision is read, never written: the page offers no Accept and
  /// the server refuses one.
  @Test func aRevisionIsReadOnly() throws {
    let folder = try ConfinedFolder(root + "/ref")
    let revision = ReviewSide(name: "git HEAD (abc1234)", files: ["changed.png"], folder: nil) {
      (path: String) throws(CompareError) -> [UInt8] in
      do throws(FileError) { return try folder.bytes(at: path) } catch { throw .file(error) }
    }
    let session = try ReviewSession(
      reference: revision, actual: ReviewSide.folder(root + "/act"), partial: true,
      options: PixelMatchOptions(), tolerance: DiffTolerance(), settings: "s")
    let router = ReviewRouter(session: session, token: token, port: port)
    #expect(!Self.text(ask(router, "GET", "/\(token)/")).contains("class=\"accept\""))
    let refused = ask(router, "POST", "/\(token)/accept/changed.png")
    #expect(refused.status == 405)
    #expect(
      Self.text(refused)
        == "the reference is a git revision, which review does not change; commit the "
        + "working tree to accept it\n")
    #expect(bytes("ref/changed.png") == Self.png(red: 255))
  }

  @Test func tokensAreLongAndFresh() {
    let tokens = (0..<50).map { _ in ReviewRouter.makeToken() }
    #expect(Set(tokens).count == 50)
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
  }
}
