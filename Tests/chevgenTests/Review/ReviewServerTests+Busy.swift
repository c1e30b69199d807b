import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

extension ReviewServerTests {
  /// Holds threads until all have arrived, then lets them go at once.
  final class StartingGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0
    private var opened = false

    /// Waits until the gate opens.
    func arrive() {
      condition.lock()
      defer { condition.unlock() }
      arrived += 1
      condition.broadcast()
      while !opened { condition.wait() }
    }

    /// Opens the gate once `count` threads wait at it.
    func open(when count: Int) {
      condition.lock()
      defer { condition.unlock() }
      while arrived < count { condition.wait() }
      opened = true
      condition.broadcast()
    }
  }

  /// A value threads change under a lock.
  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func change(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
  }

  /// One request of a burst, and what came back: an answer, or why none did.
  struct BurstRequest: Sendable {
    var method: String
    var target: String
    /// The path an accept names.
    var accepting: String?
    var answer: Result<LoopbackHTTP.Response, LoopbackHTTP.Failure>?
  }

  /// Sends every request at once, each on a connection and a thread of its
  /// own, and returns them with their answers. Every other connection is
  /// opened before the gate opens, as a browser opens one before it has a
  /// request, and sends its request `idling` seconds after the gate opens;
  /// the others connect as it opens and send at once.
  static func burst(
    _ requests: [BurstRequest], port: Int, idling: Double
  ) -> [BurstRequest] {
    let gate = StartingGate()
    let done = DispatchGroup()
    let answered = Locked(requests)
    for (index, request) in requests.enumerated() {
      done.enter()
      Thread.detachNewThread {
        var early = index.isMultiple(of: 2) ? Result { try LoopbackHTTP(port: port) } : nil
        gate.arrive()
        if early != nil { Thread.sleep(forTimeInterval: idling) }
        let answer = Result<LoopbackHTTP.Response, Error> {
          let http = try early?.get() ?? LoopbackHTTP(port: port)
          early = nil
          let origin = [("Origin", "http://127.0.0.1:\(port)")]
          return try http.request(
            request.method, request.target, headers: request.method == "POST" ? origin : [])
        }.mapError { ($0 as? LoopbackHTTP.Failure) ?? .closed(received: -1) }
        answered.change { $0[index].answer = answer }
        done.leave()
      }
    }
    gate.open(when: requests.count)
    done.wait()
    return answered.value
  }

  /// 200 connections at once, half of them accepting a file of their own,
  /// the others reading the page or an image: each gets a whole answer
  /// (status line, headers, the body its Content-Length announces), either
  /// what it asked for or 503 with Retry-After when the server turned it
  /// away; an accept answered 200 wrote its file and one answered 503 wrote
  /// nothing, and sent again it is done. With `idling` 1, the connections
  /// opened early wait a second before they send, so that they give way
  /// (ReviewLimits.displaceSeconds) while requests arrive. Before, the server
  /// took 32 connections and closed the others with no answer.
  @Test(arguments: [0.0, 1.0])
  func everyConnectionOfABurstOf200GetsAWholeAnswer(idling: Double) throws {
    let count = 100
    let white = try Data(PNGEncoder.encode(Self.picture(width: 40, height: 20)))
    let red = try Data(PNGEncoder.encode(Self.picture(width: 40, height: 20, red: 40)))
    for side in ["ref", "act"] {
      try FileManager.default.createDirectory(
        at: cli.directory.appendingPathComponent(side), withIntermediateDirectories: true)
    }
    for number in 0..<count {
      try white.write(to: cli.directory.appendingPathComponent("ref/p\(number).png"))
      try red.write(to: cli.directory.appendingPathComponent("act/p\(number).png"))
    }
    let server = try Self.start(cli, ["ref", "act"])
    defer { server.run.stop() }
    let requests = (0..<2 * count).map { index in
      let path = "p\(index / 2).png"
      return index.isMultiple(of: 2)
        ? BurstRequest(method: "POST", target: server.root + "accept/" + path, accepting: path)
        : BurstRequest(
          method: "GET", target: server.root + (index % 4 == 1 ? "" : "actual/" + path))
    }
    let answered = Self.burst(requests, port: server.port, idling: idling)
    var statuses: [Int: Int] = [:]
    var again: [BurstRequest] = []
    for request in answered {
      let what = "\(request.method) \(request.target)"
      guard case .success(let answer) = try #require(request.answer) else {
        Issue.record("\(what): \(String(describing: request.answer))")
        continue
      }
      statuses[answer.status, default: 0] += 1
      #expect(answer.headers["content-length"] == String(answer.body.count), "\(what)")
      #expect([200, 503].contains(answer.status), "\(what): \(answer.status) \(answer.text)")
      if answer.status == 503 {
        #expect(answer.headers["retry-after"] == "1", "\(what)")
        #expect(answer.headers["connection"] == "close", "\(what)")
        again.append(request)
      }
      if let path = request.accepting {
        let accepted = try cli.data("ref/" + path) == red
        #expect(accepted == (answer.status == 200), "\(what) answered \(answer.status)")
      }
    }
    print("a burst of \(answered.count) connections, idling \(idling) s: answers \(statuses)")
    // Sent again, as the page does, what was turned away is done.
    for request in again {
      let http = try server.connection()
      let headers = [("Origin", "http://127.0.0.1:\(server.port)")]
      #expect(try http.request(request.method, request.target, headers: headers).status == 200)
    }
    #expect(try Self.listing(cli, "ref") == Self.listing(cli, "act"))
    let result = try server.done()
    let accepted = result.stdout.split(separator: "\n").filter { $0.hasPrefix("accepted: ") }
    #expect(accepted.sorted() == (0..<count).map { "accepted: p\($0).png" }.sorted())
    #expect(result.stdout.hasSuffix("\nreview ended: \(count) accepted, 0 still differ\n"))
  }
}

extension ReviewServerTests {
  /// With all 32 connections open and idle for more than half a second, a
  /// new one is answered, and the one that waited longest is told 503 with
  /// Retry-After (it may have sent a request the server had not read); the
  /// others are told 408 once their 5 s are up. Before, both were closed
  /// without a word.
  @Test func connectionsPushedOutOrTooSlowAreToldWhy() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let idle = try (0..<32).map { _ in try server.connection() }
    // Past ReviewLimits.displaceSeconds (0.5 s) of waiting on their client.
    Thread.sleep(forTimeInterval: 1)
    #expect(try server.connection().request("GET", server.root).status == 200)
    var answers: [Int: [LoopbackHTTP.Response]] = [:]
    for http in idle {
      let answer = try http.send(raw: [])
      answers[answer.status, default: []].append(answer)
      #expect(answer.headers["connection"] == "close")
      #expect(http.closes(within: 2), "\(answer.status): the connection stays open")
    }
    #expect(answers.mapValues(\.count) == [503: 1, 408: 31])
    let busy = try #require(answers[503]?.first)
    #expect(busy.headers["retry-after"] == "1")
    #expect(
      busy.text
        == "service unavailable: 32 other connections are open; nothing was done; send the "
        + "request again in 1 s\n")
    #expect(
      answers[408]?.first?.text
        == "request timeout: no whole request arrived within 5 s; send it again at once\n")
    #expect(try server.done().status == 0)
  }
}

extension ReviewServerTests {
  /// A script that makes the page's next `refusals` POSTs come back 503 with
  /// `Retry-After: retryAfter`, as a busy server answers, keeping every
  /// call's path and time in `window.fetchCalls`; then clicks `selector`
  /// and returns a ``PageState``.
  static func clickRefused(_ selector: String, refusals: Int, retryAfter: String) -> String {
    """
    const earlier = window.fetch;
    const calls = [];
    let refusals = \(refusals);
    window.fetchCalls = calls;
    window.fetch = (path, options) => {
      calls.push({ path: String(path), method: options?.method ?? "GET", at: performance.now() });
      if (options?.method !== "POST" || refusals === 0) return earlier(path, options);
      refusals -= 1;
      return Promise.resolve(new Response("service unavailable: busy\\n",
        { status: 503, headers: { "Retry-After": "\(retryAfter)" } }));
    };
    document.getElementById("message").textContent = "";

    """ + click(selector)
  }

  /// One fetch the page made.
  struct FetchCall: Decodable {
    var path: String
    var method: String
    /// Milliseconds since the page loaded.
    var at: Double
  }

  /// The page sends an accept answered 503 again after its Retry-After (1 s)
  /// until it is done, and gives up on Accept all after 5 retries, saying
  /// why, with nothing accepted. Before, the first 503 was the end of it.
  @Test(.needs(.chromium)) func thePageSendsAnAcceptAnswered503Again() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let page = try #require(URL(string: server.address))
    let calls = "return window.fetchCalls;"
    let scripts = [
      Self.clickRefused(".card[data-path=\"a/changed.png\"] .accept", refusals: 2, retryAfter: "1"),
      calls, Self.clickRefused("#accept-all", refusals: 6, retryAfter: "0"), calls,
      Self.clickDone,
    ]
    let shots = scripts.enumerated().map { number, script in
      Browser.Shot(
        url: page, script: script,
        screenshot: cli.directory.appendingPathComponent("shot-\(number).png"))
    }
    let captures = try Browser.run(
      [Browser.Session(dpr: 1, width: 900, height: 700, shots: shots)], in: cli.directory)[0]
    let decoder = JSONDecoder()
    let accepted = try decoder.decode(PageState.self, from: captures[0].json)
    #expect(accepted.message == "accepted a/changed.png")
    #expect(accepted.statuses["a/changed.png"] == "accepted")
    let acceptCalls = try decoder.decode([FetchCall].self, from: captures[1].json)
    #expect(acceptCalls.map(\.path) == Array(repeating: "accept/a/changed.png", count: 3))
    #expect(acceptCalls.allSatisfy { $0.method == "POST" })
    for (before, after) in zip(acceptCalls, acceptCalls.dropFirst()) {
      // A timer may fire within a millisecond of its time on the page's clock.
      #expect(after.at - before.at >= 990, "sent again before Retry-After's second")
    }
    let refused = try decoder.decode(PageState.self, from: captures[2].json)
    #expect(refused.message == "service unavailable: busy")
    #expect(refused.after == accepted.after, "Accept all accepted nothing")
    #expect(refused.acceptButtons == 2, "added.png's and removed.png's")
    let acceptAllCalls = try decoder.decode([FetchCall].self, from: captures[3].json)
    #expect(acceptAllCalls.map(\.path) == Array(repeating: "accept-all", count: 6))
    let ended = try decoder.decode(String.self, from: captures[4].json)
    #expect(ended == "The review has ended; you can close this page.")
    let result = try #require(server.run.finish(within: 30), "Done did not end the review")
    #expect(
      result.stdout.split(separator: "\n").dropFirst(2).map(String.init) == [
        "accepted: a/changed.png", "review ended: 1 accepted, 2 still differ",
      ])
    #expect(try cli.data("ref/a/changed.png") == cli.data("act/a/changed.png"))
  }
}
