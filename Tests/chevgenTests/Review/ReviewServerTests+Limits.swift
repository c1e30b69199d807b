import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review`'s limits: bad arguments, a thousand accepts, hostile
/// clients and oversized heads, and the ends a signal, a full disk or a
/// closed output bring.
extension ReviewServerTests {
  @Test func badArgumentsAreOneLineAndExitTwoWritingNothing() throws {
    try Self.folders(cli)
    try cli.write(Self.picture(width: 4, height: 4), to: "ref/inner/i.png")
    try cli.write(Self.picture(width: 4, height: 4), to: "file.png")
    let busy = try Self.start(cli, ["ref", "act"])
    defer { busy.run.stop() }
    let before = try Self.listing(cli)
    let error = "chevgen: error: "
    let cases: [([String], String)] = [
      (
        ["missing", "act"], "'missing' does not exist; chevgen review compares two folders of PNGs"
      ),
      (
        ["ref", "missing"], "'missing' does not exist; chevgen review compares two folders of PNGs"
      ),
      (["ref", "file.png"], "'file.png' is a file; chevgen review compares two folders of PNGs"),
      (
        ["ref", "ref/inner"],
        "'ref' and 'ref/inner' overlap; review two folders apart, neither inside the other"
      ),
      (
        ["ref/inner", "ref"],
        "'ref/inner' and 'ref' overlap; review two folders apart, neither inside the other"
      ),
      (
        ["ref", "act", "--port", "70000"],
        "--port '70000' is not valid: give a port from 1 to 65535, or leave --port out for a "
          + "free one"
      ),
      (
        ["ref", "act", "--port", String(busy.port)],
        "cannot serve the review: port \(busy.port) is in use; choose another with --port, or "
          + "leave --port out for a free one"
      ),
    ]
    for (arguments, message) in cases {
      let clock = Date()
      let result = try cli.run(["review"] + arguments)
      // Within seconds: a busy port once waited out a 10-second listening timeout.
      #expect(Date().timeIntervalSince(clock) < 5, "\(arguments) took too long")
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
      #expect(result.stderr == error + message + "\n", "\(arguments)")
    }
    // One path only; the count's noun is left out of the check.
    let one = try cli.run(["review", "ref"])
    #expect(one.status == 2 && one.stdout == "")
    #expect(
      one.stderr.hasPrefix(error + "chevgen review compares two folders, and was given 1 path"))
    #expect(
      one.stderr.hasSuffix(
        "; name the reference folder and the actual one, e.g. chevgen review Tests/__Snapshots__ "
          + "build/snapshots, or compare with git: --against HEAD\n"))
    #expect(one.stderr.split(separator: "\n").count == 1)
    #expect(try Self.listing(cli) == before, "a refused review wrote")
    // The busy review still answers, and ends with nothing accepted.
    let result = try busy.done()
    #expect(result.stdout.hasSuffix("\nreview ended: 0 accepted, 4 still differ\n"))
  }

  /// The server's peak and current resident memory in kB (`VmHWM`,
  /// `VmRSS`); nil where there is no /proc.
  static func memory(of process: Int32) -> (peak: Int, resident: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
    else { return nil }
    func field(_ name: String) -> Int {
      let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return (field("VmHWM"), field("VmRSS"))
  }

  /// How many files the measurement accepts: `CHEVGEN_REVIEW_ACCEPTS`, or 1,000.
  static let acceptCount =
    Int(ProcessInfo.processInfo.environment["CHEVGEN_REVIEW_ACCEPTS"] ?? "") ?? 1000

  @Test func acceptingAThousandFilesKeepsTheServerSmall() throws {
    let count = Self.acceptCount
    let white = try Data(PNGEncoder.encode(Self.picture(width: 120, height: 60)))
    let manager = FileManager.default
    for folder in 0..<(count + 99) / 100 {
      for side in ["ref", "act"] {
        try manager.createDirectory(
          at: cli.directory.appendingPathComponent("\(side)/f\(folder)"),
          withIntermediateDirectories: true)
      }
    }
    var paths: [String] = []
    for number in 0..<count {
      let path = "f\(number / 100)/p\(number).png"
      paths.append(path)
      try white.write(to: cli.directory.appendingPathComponent("ref/" + path))
      let changed = Self.picture(width: 120, height: 60, red: number % 120 + 1)
      try Data(PNGEncoder.encode(changed)).write(
        to: cli.directory.appendingPathComponent("act/" + path))
    }
    let started = Date()
    let server = try Self.start(cli, ["ref", "act"])
    defer { server.run.stop() }
    let compared = Date().timeIntervalSince(started)
    #expect(server.summary == Self.summary((count, 0, 0), of: count))
    let before = Self.memory(of: server.run.identifier)
    let http = try server.connection()
    let origin = ("Origin", "http://127.0.0.1:\(server.port)")
    let clock = Date()
    var failures: [String] = []
    for path in paths {
      let answer = try http.request("POST", server.root + "accept/" + path, headers: [origin])
      if answer.status != 200 { failures.append("\(path): \(answer.status) \(answer.text)") }
    }
    let elapsed = Date().timeIntervalSince(clock)
    let after = Self.memory(of: server.run.identifier)
    #expect(failures == [])
    #expect(try Self.pageCounts(server)["accepted"] == count)
    let result = try server.done()
    #expect(result.stdout.hasSuffix("\nreview ended: \(count) accepted, 0 still differ\n"))
    #expect(try Self.listing(cli, "ref") == Self.listing(cli, "act"))
    let peak = { (memory: (peak: Int, resident: Int)?) in
      memory.map { "VmHWM \($0.peak) kB, VmRSS \($0.resident) kB" } ?? "no /proc"
    }
    print(
      "review server, \(count) accepts of 120×60 pairs: start and compare \(String(format: "%.2f", compared)) s; "
        + "before the accepts \(peak(before)); after \(peak(after)); accepts took "
        + "\(String(format: "%.2f", elapsed)) s (\(String(format: "%.2f", elapsed * 1000 / Double(count))) ms each)"
    )
  }
}

extension ReviewServerTests {
  /// `METHOD target` with a Host line for `server`, then `extra` header lines.
  static func head(
    _ server: Server, _ target: String, _ extra: [String], method: String = "GET"
  ) -> [UInt8] {
    let lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:\(server.port)"] + extra
    return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// Heads past each limit are answered at once, before the token is looked
  /// at, and the connection closed; a head that names its host, origin or
  /// site twice is refused as the router's rule says. FlyingFox's reader took
  /// 4.7 s of CPU for the 100 KB URL (minutes in a debug build).
  @Test func oversizedAndRepeatedHeadsAreRefusedAtOnce() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let origin = "Origin: http://127.0.0.1:\(server.port)"
    let pad = { (count: Int) in "X-Pad: " + String(repeating: "b", count: count) }
    let cases: [(String, [UInt8], Int)] = [
      ("a 100 KB URL", Self.head(server, "/" + String(repeating: "a", count: 100_000), []), 414),
      ("a 20 KB header line", Self.head(server, server.root, [pad(20_000)]), 431),
      (
        "70 KB of header lines",
        Self.head(server, server.root, Array(repeating: pad(1000), count: 70)), 431
      ),
      (
        "101 header lines", Self.head(server, server.root, Array(repeating: "A: b", count: 100)),
        431
      ),
      ("two Host lines", Self.head(server, server.root, ["Host: 127.0.0.1:\(server.port)"]), 400),
      (
        "two Origin lines",
        Self.head(server, server.root + "accept/a/changed.png", [origin, origin], method: "POST"),
        400
      ),
      (
        "two Sec-Fetch-Site lines",
        Self.head(
          server, server.root + "accept/a/changed.png",
          [origin, "Sec-Fetch-Site: same-origin", "Sec-Fetch-Site: same-origin"], method: "POST"),
        400
      ),
    ]
    let reference = try cli.data("ref/a/changed.png")
    for (what, bytes, status) in cases {
      let clock = Date()
      let http = try LoopbackHTTP(port: server.port, timeout: 10)
      let answer = try http.send(raw: bytes)
      #expect(answer.status == status, "\(what): \(answer.text)")
      #expect(
        Date().timeIntervalSince(clock) < 1, "\(what) took \(Date().timeIntervalSince(clock)) s")
      if status != 400 { #expect(http.closes(within: 2), "\(what): the connection stays open") }
    }
    #expect(try cli.data("ref/a/changed.png") == reference, "a refused accept wrote")
    #expect(try server.connection().request("GET", server.root).status == 200)
    let result = try server.done()
    #expect(result.stdout.hasSuffix("\nreview ended: 0 accepted, 3 still differ\n"))
  }

  /// A client that sends nothing, or a byte now and then, is disconnected
  /// once ReviewLimits.requestSeconds (5 s) have passed without a whole request.
  @Test func aClientThatSendsNothingOrTooSlowlyIsDisconnected() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let clock = Date()
    let idle = try server.connection()
    let slow = try server.connection()
    try slow.send(Array("GET \(server.root) HTTP/1.1\r\nX: ".utf8))
    var slowClosed: Double?
    for _ in 0..<40 where slowClosed == nil {
      // A byte every 0.2 s: the connection is never quiet for long.
      if (try? slow.send(Array("x".utf8))) == nil || slow.closes(within: 0.2) {
        slowClosed = Date().timeIntervalSince(clock)
      }
    }
    #expect(idle.closes(within: 2))
    let idleClosed = Date().timeIntervalSince(clock)
    let closed = try #require(slowClosed, "the slow client is still connected after 8 s")
    #expect(closed > 4.5 && closed < 6.5, "closed after \(closed) s")
    #expect(idleClosed < 6.5, "the idle connection closed after \(idleClosed) s")
    #expect(try server.connection().request("GET", server.root).status == 200)
    #expect(try server.done().status == 0)
  }
}

/// What hostile clients send, each on a thread of its own until `stop`:
/// megabyte header lines on connection after connection, a byte every
/// 0.1 s, and connections that send nothing.
final class HostileClients: @unchecked Sendable {
  private let port: Int
  private let lock = NSLock()
  private var stopping = false
  private let threads = DispatchGroup()

  init(port: Int) { self.port = port }

  var stopped: Bool { lock.withLock { stopping } }

  /// Starts `flooding` senders of 1 MB header lines, `slow` slow ones, and
  /// opens `idle` connections that send nothing.
  func start(flooding: Int, slow: Int, idle: Int) {
    let port = port
    for _ in 0..<flooding {
      run {
        let line = Array(("X-Pad: " + String(repeating: "a", count: 1 << 20) + "\r\n").utf8)
        guard let http = try? LoopbackHTTP(port: port, timeout: 2) else { return }
        try? http.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8))
        while !self.stopped, (try? http.send(line)) != nil {}
      }
    }
    for _ in 0..<slow {
      run {
        guard let http = try? LoopbackHTTP(port: port, timeout: 2) else { return }
        try? http.send(Array("GET / HTTP/1.1\r\n".utf8))
        while !self.stopped, (try? http.send(Array("x".utf8))) != nil {
          Thread.sleep(forTimeInterval: 0.1)
        }
      }
    }
    run {
      let open = (0..<idle).compactMap { _ in try? LoopbackHTTP(port: port) }
      while !self.stopped { Thread.sleep(forTimeInterval: 0.05) }
      withExtendedLifetime(open) {}
    }
  }

  /// Runs `attempt` again and again on a thread of its own until `stop`.
  private func run(_ attempt: @escaping @Sendable () -> Void) {
    threads.enter()
    Thread.detachNewThread {
      while !self.stopped {
        attempt()
        Thread.sleep(forTimeInterval: 0.01)
      }
      self.threads.leave()
    }
  }

  /// Ends every thread and waits for them (each ends within 2 s of a send
  /// that blocks, by its connection's timeout).
  func stop() {
    lock.withLock { stopping = true }
    _ = threads.wait(timeout: .now() + 10)
  }
}

extension ReviewServerTests {
  /// Two clients sending 1 MB header lines, three sending a byte every 0.1 s
  /// and 40 connections that send nothing (beyond the 32 the server keeps)
  /// delay no page by half a second, nor the end on SIGTERM by a second.
  /// FlyingFox's server answered nothing for minutes, and ended only then.
  @Test func hostileClientsDelayNeitherAnswersNorTheEnd() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let hostile = HostileClients(port: server.port)
    defer { hostile.stop() }
    hostile.start(flooding: 2, slow: 3, idle: 40)
    Thread.sleep(forTimeInterval: 1)
    var times: [Double] = []
    for _ in 0..<20 {
      let clock = Date()
      let answer = try LoopbackHTTP(port: server.port, timeout: 10).request("GET", server.root)
      times.append(Date().timeIntervalSince(clock))
      #expect(answer.status == 200)
    }
    let sorted = times.sorted()
    print(
      "normal GET among hostile clients: median \(sorted[10] * 1000) ms, worst \(sorted[19] * 1000) ms"
    )
    #expect(sorted[19] < 0.5, "answers took \(sorted) s")
    let clock = Date()
    kill(server.run.identifier, SIGTERM)
    let result = try #require(server.run.finish(within: 10), "SIGTERM did not end the review")
    let took = Date().timeIntervalSince(clock)
    print("SIGTERM to exit among hostile clients: \(took * 1000) ms")
    #expect(took < 1, "the review ended \(took) s after SIGTERM")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\nreview ended: 0 accepted, 3 still differ\n"))
  }
}

extension ReviewServerTests {
  /// Waits until `process` catches SIGTERM, which chevgen does as soon
  /// as it has parsed a review command line: Linux's /proc says so; elsewhere, 0.3 s.
  static func waitUntilCatching(_ process: Int32) {
    #if os(Linux)
      let deadline = Date(timeIntervalSinceNow: 10)
      while Date() < deadline {
        let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("SigCgt:") } ?? ""
        let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
        if mask & (1 << UInt64(SIGTERM - 1)) != 0 { return }
        Thread.sleep(forTimeInterval: 0.001)
      }
    #else
      Thread.sleep(forTimeInterval: 0.3)
    #endif
  }

  /// Ctrl-C or SIGTERM while the review still compares (four 1000×1000
  /// pairs, most of a second) ends it at once, with status 2: no review took
  /// place. Before, the signal's default action killed it there.
  @Test func aSignalWhileComparingEndsTheReviewAtOnce() throws {
    let white = try Data(PNGEncoder.encode(Self.picture(width: 1000, height: 1000)))
    let red = try Data(PNGEncoder.encode(Self.picture(width: 1000, height: 1000, red: 500)))
    for (side, bytes) in [("ref", white), ("act", red)] {
      let folder = cli.directory.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for number in 0..<4 { try bytes.write(to: folder.appendingPathComponent("p\(number).png")) }
    }
    for signal in [SIGTERM, SIGINT] {
      let run = try BackgroundRun(["review", "ref", "act"], in: cli.directory)
      Self.waitUntilCatching(run.identifier)
      let clock = Date()
      kill(run.identifier, signal)
      let result = try #require(run.finish(within: 10), "signal \(signal) did not end the review")
      let took = Date().timeIntervalSince(clock)
      #expect(took < 0.5, "signal \(signal): ended after \(took) s")
      #expect(run.process.terminationReason == .exit, "signal \(signal) killed the review")
      #expect(result.status == 2)
      #expect(result.stdout == "review ended: 0 accepted, before the page was served\n")
      #expect(result.stderr == "")
    }
  }

  /// SIGTERM at any moment from the start ends the review within seconds:
  /// as Done does once the program runs, by the signal's default while the
  /// loader still loads it. None is lost, as one was in the moment between
  /// ignoring the signal and a dispatch source taking it over.
  @Test func aSignalAtAnyMomentEndsTheReview() throws {
    try Self.folders(cli)
    for delay in [0.0, 0.005, 0.02, 0.05, 0.1, 0.2, 0.4] {
      let run = try BackgroundRun(["review", "ref", "act"], in: cli.directory)
      Thread.sleep(forTimeInterval: delay)
      kill(run.identifier, SIGTERM)
      let result = try #require(run.finish(within: 5), "SIGTERM after \(delay) s was lost")
      if run.process.terminationReason == .uncaughtSignal {
        #expect(result.status == SIGTERM && result.stdout == "", "after \(delay) s")
      } else if result.stdout.hasSuffix("review ended: 0 accepted, before the page was served\n") {
        #expect(result.status == 2, "after \(delay) s")
      } else {
        #expect(result.status == 0, "after \(delay) s")
        #expect(
          result.stdout.hasSuffix("\nreview ended: 0 accepted, 3 still differ\n"),
          "after \(delay) s: \(result.stdout)")
      }
    }
  }

  /// An address nobody can read ends the review with one line and status 2,
  /// instead of serving a page no one can open until it is killed.
  @Test(.needs(.devFull)) func anAddressWrittenToAFullDiskEndsTheReview() throws {
    try unprintableAddress(.file("/dev/full"), "No space left on device")
  }

  @Test func anAddressWithStandardOutputClosedEndsTheReview() throws {
    try unprintableAddress(.closed, "Bad file descriptor")
  }

  func unprintableAddress(_ output: BackgroundRun.Output, _ reason: String) throws {
    try Self.folders(cli)
    let run = try BackgroundRun(["review", "ref", "act"], in: cli.directory, output: output)
    let result = try #require(run.finish(within: 30), "the review serves on without its address")
    result.expect(
      status: 2,
      line: "chevgen: error: cannot write the review's address to standard output (\(reason)); "
        + "check where the output goes")
  }

  /// A test that fails or throws half-way drops its run, which kills the
  /// program: no review is left serving.
  @Test func aReleasedRunStopsItsReview() throws {
    try Self.folders(cli)
    var identifier: Int32 = 0
    do {
      let server = try Self.start(cli, ["ref", "act"])
      identifier = server.run.identifier
      #expect(kill(identifier, 0) == 0)
    }
    let running = kill(identifier, 0) == 0
    if running { kill(identifier, SIGKILL) }
    #expect(!running, "the review still runs after its run was released")
  }
}
