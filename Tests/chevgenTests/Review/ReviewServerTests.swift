import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen review REF ACT` as a person and an attacker meet it: the page in
/// Chromium accepts one change or all of them, and a second review sees them
/// gone; plain HTTP requests without the token, from another site or for a
/// path out of the folders get nothing; bad arguments are one line and exit
/// 2; and the server's memory while it accepts a thousand files is measured.
@Suite struct ReviewServerTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A running review: the program and the address it printed.
  struct Server {
    let run: BackgroundRun
    /// `http://127.0.0.1:PORT/TOKEN/`.
    let address: String
    let port: Int
    /// `/TOKEN/`, which every target starts with.
    let root: String
    /// The line after the address: the counts.
    let summary: String

    /// A fresh connection to the server.
    func connection() throws -> LoopbackHTTP { try LoopbackHTTP(port: port) }

    /// Ends the review from the page's own origin, as Done does, and returns
    /// how the program ended.
    func done() throws -> CLI.Result {
      let answer = try connection().request(
        "POST", root + "done", headers: [("Origin", "http://127.0.0.1:\(port)")])
      #expect(answer.status == 200)
      #expect(answer.text == "{\n  \"done\": true\n}\n")
      return try #require(run.finish(within: 30), "the review did not end after Done")
    }
  }

  /// Starts `chevgen review` with `arguments` in `cli`'s folder and reads
  /// its address and summary.
  static func start(_ cli: CLI, _ arguments: [String]) throws -> Server {
    let run = try BackgroundRun(["review"] + arguments, in: cli.directory)
    let lines = try run.lines(2)
    try #require(lines[0].hasPrefix("review page: "), "not the address: \(lines[0])")
    let address = String(lines[0].dropFirst("review page: ".count))
    let parts = address.split(separator: "/")
    try #require(parts.count == 3 && parts[0] == "http:", "not an address: \(address)")
    let port = try #require(parts[1].split(separator: ":").last.flatMap { Int($0) })
    let root = "/\(parts[2])/"
    #expect(address == "http://127.0.0.1:\(port)\(root)")
    #expect(parts[2].count == 32 && parts[2].allSatisfy(\.isHexDigit), "a 128-bit token")
    return Server(run: run, address: address, port: port, root: root, summary: lines[1])
  }

  /// A `width × height` white image with its first `red` columns red.
  static func picture(width: Int, height: Int, red: Int = 0) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<red {
        pixels[(y * width + x) * 4 + 1] = 0
        pixels[(y * width + x) * 4 + 2] = 0
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// One file of each status: `a/changed.png`, `added.png`, `removed.png`, `same.png`.
  static func folders(_ cli: CLI) throws {
    let white = picture(width: 40, height: 20)
    try cli.write(white, to: "ref/a/changed.png")
    try cli.write(picture(width: 40, height: 20, red: 20), to: "act/a/changed.png")
    try cli.write(white, to: "ref/same.png")
    try cli.write(white, to: "act/same.png")
    try cli.write(picture(width: 30, height: 10, red: 5), to: "act/added.png")
    try cli.write(picture(width: 10, height: 30, red: 3), to: "ref/removed.png")
  }

  /// Every file and link under `folder` of `cli`'s directory: its bytes, or
  /// `-> destination` for a link.
  static func listing(_ cli: CLI, _ folder: String = "") throws -> [String: Data] {
    let root = cli.directory.appendingPathComponent(folder).path
    let manager = FileManager.default
    var found: [String: Data] = [:]
    for case let path as String in manager.enumerator(atPath: root) ?? .init() {
      let full = root + "/" + path
      if let destination = try? manager.destinationOfSymbolicLink(atPath: full) {
        found[path] = Data("-> \(destination)".utf8)
      } else if let data = manager.contents(atPath: full) {
        found[path] = data
      } else {
        found[path] = Data("folder".utf8)
      }
    }
    return found
  }

  /// The counts `chevgen diff REF ACT --json` gives, by the page's names.
  static func diffCounts(_ cli: CLI) throws -> [String: Int] {
    let json = try cli.run(["diff", "ref", "act", "--json"])
    #expect(json.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    return [
      "changed": (report["changed"] as? [Any])?.count ?? -1,
      "added": (report["added"] as? [Any])?.count ?? -1,
      "removed": (report["removed"] as? [Any])?.count ?? -1,
      "unchanged": report["unchanged"] as? Int ?? -1,
    ]
  }
}

extension ReviewServerTests {
  /// The summary line `chevgen review` prints after the address.
  static func summary(_ counts: (changed: Int, added: Int, removed: Int), of total: Int) -> String {
    let differ = counts.changed + counts.added + counts.removed
    return "\(differ) of \(total) files differ (\(counts.changed) changed, \(counts.added) added, "
      + "\(counts.removed) removed); Accept in the page copies the actual image over the "
      + "reference; Done in the page or Ctrl-C ends the review"
  }

  /// The counts of the served page's summary (`data-changed="1"` …).
  static func pageCounts(_ server: Server) throws -> [String: Int] {
    let page = try server.connection().request("GET", server.root)
    #expect(page.status == 200)
    let line = try #require(
      page.text.split(separator: "\n").first { $0.hasPrefix("<p id=\"summary\"") })
    var counts: [String: Int] = [:]
    for match in line.prefix(while: { $0 != ">" }).matches(of: /data-(\w+)="(\d+)"/) {
      counts[String(match.1)] = Int(match.2)
    }
    return counts
  }

  /// What the page shows after a script has clicked.
  struct PageState: Decodable {
    var before: [String: Int]
    var after: [String: Int]
    /// The summary's visible figures, by `data-count`.
    var shown: [String: Int]
    /// Each card's status, by path.
    var statuses: [String: String]
    /// Each card's figures line, by path.
    var figures: [String: String]
    var acceptButtons: Int
    var message: String
  }

  /// A script that clicks `selector`, waits until the page's message says
  /// something, and returns a ``PageState``.
  static func click(_ selector: String) -> String {
    """
    return (async () => {
      const counts = () => {
        const data = document.getElementById("summary").dataset;
        const all = {};
        for (const name of ["changed", "added", "removed", "unchanged", "accepted"]) {
          all[name] = Number(data[name]);
        }
        return all;
      };
      const before = counts();
      const message = document.getElementById("message");
      document.querySelector('\(selector)').click();
      const deadline = Date.now() + 20000;
      while (message.textContent === "" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const shown = {};
      for (const element of document.querySelectorAll("#summary [data-count]")) {
        shown[element.dataset.count] = Number(element.textContent);
      }
      const statuses = {};
      const figures = {};
      for (const card of document.querySelectorAll(".card")) {
        statuses[card.dataset.path] = card.dataset.status;
        figures[card.dataset.path] = card.querySelector(".figures").textContent;
      }
      return { before, after: counts(), shown, statuses, figures,
        acceptButtons: document.querySelectorAll(".accept").length,
        message: message.textContent };
    })();
    """
  }

  /// A script that clicks Done and returns what the page then says.
  static let clickDone = """
    return (async () => {
      const actions = document.querySelector(".actions");
      document.getElementById("done").click();
      const deadline = Date.now() + 20000;
      while (!actions.textContent.startsWith("The review has ended") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return actions.textContent;
    })();
    """

  /// Opens the review in Chromium, runs `script`, then clicks Done.
  static func browse(
    _ cli: CLI, _ server: Server, _ script: String
  ) throws -> (state: PageState, ended: String) {
    let page = try #require(URL(string: server.address))
    let shots = [script, clickDone].enumerated().map { number, script in
      Browser.Shot(
        url: page, script: script,
        screenshot: cli.directory.appendingPathComponent("shot-\(number).png"))
    }
    let captures = try Browser.run(
      [Browser.Session(dpr: 1, width: 900, height: 700, shots: shots)], in: cli.directory)[0]
    let state = try JSONDecoder().decode(PageState.self, from: captures[0].json)
    let ended = try JSONDecoder().decode(String.self, from: captures[1].json)
    return (state, ended)
  }
}

extension ReviewServerTests {
  @Test(.needs(.chromium)) func acceptInChromiumCopiesTheActualImageAndDoneEndsTheReview()
    throws
  {
    try Self.folders(cli)
    let expected = try Self.diffCounts(cli)
    #expect(expected == ["changed": 1, "added": 1, "removed": 1, "unchanged": 1])
    let server = try Self.start(cli, ["ref", "act"])
    #expect(server.summary == Self.summary((1, 1, 1), of: 4))
    let (state, ended) = try Self.browse(
      cli, server, Self.click(".card[data-path=\"a/changed.png\"] .accept"))
    // The page's counts are diff's, then one changed file is accepted.
    #expect(state.before == expected.merging(["accepted": 0]) { $1 })
    #expect(state.after == ["changed": 0, "added": 1, "removed": 1, "unchanged": 1, "accepted": 1])
    #expect(
      state.shown == [
        "changed": 0, "added": 1, "removed": 1, "within-tolerance": 0, "unchanged": 1,
        "accepted": 1, "pixels": 0,
      ])
    #expect(
      state.statuses == [
        "a/changed.png": "accepted", "added.png": "added", "removed.png": "removed",
        "same.png": "unchanged",
      ])
    #expect(state.figures["a/changed.png"] == "accepted: the reference is now the actual image")
    #expect(state.acceptButtons == 2, "added.png's and removed.png's")
    #expect(state.message == "accepted a/changed.png")
    #expect(ended == "The review has ended; you can close this page.")
    let result = try #require(server.run.finish(within: 30), "Done did not end the review")
    #expect(result.status == 0)
    #expect(
      result.stdout.split(separator: "\n").dropFirst().map(String.init) == [
        Self.summary((1, 1, 1), of: 4), "accepted: a/changed.png",
        "review ended: 1 accepted, 2 still differ",
      ])
    #expect(result.stderr == "")
    #expect(try cli.data("ref/a/changed.png") == cli.data("act/a/changed.png"))
    #expect(
      try Self.listing(cli, "ref").keys.sorted() == [
        "a", "a/changed.png", "removed.png", "same.png",
      ])
    // A second review sees the accepted file unchanged.
    let again = try Self.start(cli, ["ref", "act"])
    #expect(again.summary == Self.summary((0, 1, 1), of: 4))
    #expect(
      try Self.pageCounts(again) == [
        "changed": 0, "added": 1, "removed": 1, "unchanged": 2, "accepted": 0, "pixels": 0,
      ])
    let second = try again.done()
    #expect(second.status == 0)
    #expect(second.stdout.hasSuffix("\nreview ended: 0 accepted, 2 still differ\n"))
  }

  @Test(.needs(.chromium)) func acceptAllInChromiumMakesTheReferencesTheActualFolder() throws {
    try Self.folders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    let (state, ended) = try Self.browse(cli, server, Self.click("#accept-all"))
    #expect(state.message == "accepted 3 files")
    #expect(
      state.before == ["changed": 1, "added": 1, "removed": 1, "unchanged": 1, "accepted": 0])
    #expect(state.after == ["changed": 0, "added": 0, "removed": 0, "unchanged": 1, "accepted": 3])
    #expect(
      state.statuses == [
        "a/changed.png": "accepted", "added.png": "accepted", "removed.png": "accepted",
        "same.png": "unchanged",
      ])
    #expect(state.figures["removed.png"] == "accepted: the reference is removed")
    #expect(state.figures["added.png"] == "accepted: the reference is now the actual image")
    #expect(state.acceptButtons == 0)
    #expect(ended == "The review has ended; you can close this page.")
    let result = try #require(server.run.finish(within: 30), "Done did not end the review")
    #expect(result.status == 0)
    #expect(
      result.stdout.split(separator: "\n").dropFirst(2).map(String.init) == [
        "accepted: a/changed.png", "accepted: added.png", "accepted: removed.png",
        "review ended: 3 accepted, 0 still differ",
      ])
    // Every reference is its actual file: the added one created, the removed one gone.
    #expect(try Self.listing(cli, "ref") == Self.listing(cli, "act"))
    #expect(
      try Self.listing(cli, "ref").keys.sorted() == ["a", "a/changed.png", "added.png", "same.png"])
    let again = try Self.start(cli, ["ref", "act"])
    #expect(again.summary == Self.summary((0, 0, 0), of: 3))
    // Ctrl-C (here SIGTERM) ends the review as Done does.
    kill(again.run.identifier, SIGTERM)
    let second = try #require(again.run.finish(within: 30), "SIGTERM did not end the review")
    #expect(second.status == 0)
    #expect(second.stdout.hasSuffix("\nreview ended: 0 accepted, 0 still differ\n"))
  }
}

extension ReviewServerTests {
  /// Folders with a link to a folder in them, and files beside them that no
  /// request may read: `secret.png`, and `elsewhere/inner.png` with the same
  /// bytes. Links named like PNGs are planted by `plantLinks` once the
  /// review has started: before, they stop it (FolderTroubleTests).
  static func hostileFolders(_ cli: CLI) throws -> Data {
    try cli.write(picture(width: 7, height: 3, red: 2), to: "secret.png")
    let secret = try cli.data("secret.png")
    try cli.write(picture(width: 7, height: 3, red: 2), to: "elsewhere/inner.png")
    let white = picture(width: 8, height: 8)
    let red = picture(width: 8, height: 8, red: 8)
    for name in ["shown.png", "late.png", "sub/y.png"] {
      try cli.write(white, to: "ref/" + name)
      try cli.write(red, to: "act/" + name)
    }
    try cli.write(red, to: "act/x.png")
    try cli.write(white, to: "ref/gone.png")
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.path + "/act/linkdir", withDestinationPath: "../elsewhere")
    return secret
  }

  /// Links to `secret.png` in both folders.
  static func plantLinks(_ cli: CLI) throws {
    let directory = cli.directory.path
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/ref/secret.png", withDestinationPath: "../secret.png")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/act/also.png", withDestinationPath: "../secret.png")
  }

  /// Targets that name a file outside the folders, or a link, each way a
  /// path can be spelled.
  static let escapes = [
    "expected/../secret.png", "expected/../../secret.png", "../secret.png", "../../secret.png",
    "expected/%2e%2e/secret.png", "expected/%2e%2e/%2e%2e/secret.png",
    "expected/%2E%2E%2Fsecret.png", "expected/..%2F..%2Fsecret.png",
    "expected/%252e%252e/secret.png", "expected/%252e%252e%252fsecret.png",
    "expected//etc/passwd", "expected/%2Fetc%2Fpasswd", "actual//etc/passwd",
    "expected/shown.png/../../secret.png", "expected/./../secret.png",
    "expected/secret.png", "actual/secret.png", "diff/secret.png", "actual/also.png",
    "expected/also.png", "actual/linkdir/inner.png", "actual/linkdir%2Finner.png",
    "actual/%2e%2e/elsewhere/inner.png", "expected/shown.png%00", "expected/%zz",
    "expected/..\\secret.png", "expected/%5C..%5Csecret.png",
  ]

  @Test func theServerAnswersOnlyItsTokenItsHostAndItsOwnFiles() throws {
    let secret = try Self.hostileFolders(cli)
    let server = try Self.start(cli, ["ref", "act"])
    defer { server.run.stop() }
    #expect(server.summary == Self.summary((3, 1, 1), of: 5))
    #expect(server.run.stderr == "")
    try Self.plantLinks(cli)
    let http = try server.connection()
    let root = server.root
    // What the page may see: its own images.
    let own = try http.request("GET", root + "expected/shown.png")
    #expect(own.status == 200 && own.headers["content-type"] == "image/png")
    #expect(try Data(own.body) == cli.data("ref/shown.png"))
    #expect(
      try Data(http.request("GET", root + "actual/shown.png").body) == cli.data("act/shown.png"))
    #expect(try http.request("GET", root + "diff/sub/y.png").status == 200)
    let page = try http.request("GET", root, host: "localhost:\(server.port)")
    #expect(page.status == 200)
    for hidden in ["secret.png", "also.png", "linkdir", "inner.png"] {
      #expect(!page.text.contains(hidden), "the page lists \(hidden)")
    }
    try Self.refusedStrangers(server)
    // Paths out of the folders, or through a link: not found, and nothing of the secret.
    for target in Self.escapes {
      let answer = try http.request("GET", root + target)
      #expect([400, 404].contains(answer.status), "\(target): \(answer.status)")
      #expect(!Data(answer.body).contains(secret), "\(target) served the secret")
      #expect(!answer.text.contains("root:"), "\(target) served /etc/passwd")
    }
    try Self.refusedChanges(cli, server, secret: secret)
    let result = try server.done()
    #expect(result.status == 0)
    #expect(
      result.stdout.split(separator: "\n").dropFirst(2).map(String.init) == [
        "accepted: shown.png", "review ended: 1 accepted, 4 still differ",
      ])
  }

  /// Requests without the token or under another host name: refused, with
  /// the same answer whatever the file.
  static func refusedStrangers(_ server: Server) throws {
    let http = try server.connection()
    let root = server.root
    let token = String(root.dropFirst().dropLast())
    let wrong = String(token.reversed())
    for target in [
      "/", "/index.html", "/review.js", "/\(wrong)/", "/\(token.dropLast())/",
      "/\(token)", "/\(token)x/", "/\(token.uppercased())/expected/shown.png",
      "/expected/shown.png", "//\(token)/",
    ] {
      let answer = try http.request("GET", target)
      #expect(answer.status == 403, "\(target)")
      #expect(
        answer.text
          == "forbidden: open the address chevgen review printed, which holds its token\n")
    }
    for host in [
      "evil.example", "evil.example:\(server.port)", "127.0.0.1:\(server.port + 1)",
      "127.0.0.1", "localhost.evil.example:\(server.port)", "0.0.0.0:\(server.port)",
    ] {
      let answer = try http.request("GET", root, host: host)
      #expect(answer.status == 421, "Host: \(host)")
      #expect(
        answer.text
          == "misdirected: this server answers only http://127.0.0.1:\(server.port)/, from this machine\n"
      )
    }
    #expect(try http.request("GET", root, omittingHost: true).status == 421)
  }

  /// Accepts through links planted where the review writes after it listed
  /// the folders, and of an actual file changed since: each refused, and
  /// nothing outside the folders written.
  static func refusedLinks(_ cli: CLI, _ server: Server) throws {
    let http = try server.connection()
    let root = server.root
    let own = ("Origin", "http://127.0.0.1:\(server.port)")
    let manager = FileManager.default
    let directory = cli.directory.path
    try Data("outside x".utf8).write(to: cli.directory.appendingPathComponent("outside.png"))
    try Data("outside gone".utf8).write(
      to: cli.directory.appendingPathComponent("gone-outside.png"))
    try cli.write(picture(width: 2, height: 2), to: "outdir/y.png")
    try manager.createSymbolicLink(
      atPath: directory + "/ref/x.png", withDestinationPath: "../outside.png")
    try manager.removeItem(atPath: directory + "/ref/gone.png")
    try manager.createSymbolicLink(
      atPath: directory + "/ref/gone.png", withDestinationPath: "../gone-outside.png")
    try manager.moveItem(atPath: directory + "/ref/sub", toPath: directory + "/sub-moved")
    try manager.createSymbolicLink(atPath: directory + "/ref/sub", withDestinationPath: "../outdir")
    // The actual file changed since the page showed it.
    try cli.write(picture(width: 8, height: 8, red: 3), to: "act/late.png")
    let outside = try Self.listing(cli).filter {
      !$0.key.hasPrefix("ref/") && !$0.key.hasPrefix("act/")
    }
    for (path, status, text) in [
      ("x.png", 500, "symbolic link"), ("gone.png", 500, "symbolic link"),
      ("sub/y.png", 500, "symbolic link"), ("late.png", 409, "changed since the review began"),
    ] {
      let answer = try http.request("POST", root + "accept/" + path, headers: [own])
      #expect(answer.status == status, "accept/\(path): \(answer.text)")
      #expect(answer.text.contains(text), "accept/\(path): \(answer.text)")
    }
    let all = try http.request("POST", root + "accept-all", headers: [own])
    #expect(all.status == 200)
    #expect(all.text.contains("\"message\": \"accepted 0 files; 4 failed: "), "\(all.text)")
    #expect(
      try Self.listing(cli).filter { !$0.key.hasPrefix("ref/") && !$0.key.hasPrefix("act/") }
        == outside)
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory + "/ref/x.png") == "../outside.png")
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory + "/ref/gone.png")
        == "../gone-outside.png")
    #expect(
      try cli.data("ref/late.png") == Data(PNGEncoder.encode(Self.picture(width: 8, height: 8))))
  }

  /// Accepts from another site or for a path out of the folders: refused;
  /// the page's own: done once. Then `refusedLinks`.
  static func refusedChanges(_ cli: CLI, _ server: Server, secret: Data) throws {
    let http = try server.connection()
    let root = server.root
    let own = ("Origin", "http://127.0.0.1:\(server.port)")
    let reference = try cli.data("ref/shown.png")
    for header in [
      ("Origin", "http://evil.example"), ("Origin", "null"),
      ("Origin", "http://127.0.0.1:\(server.port + 1)"), ("Sec-Fetch-Site", "cross-site"),
      ("Sec-Fetch-Site", "same-site"),
    ] {
      for target in ["accept/shown.png", "accept-all", "done"] {
        let answer = try http.request("POST", root + target, headers: [header])
        #expect(answer.status == 403, "\(header) \(target)")
        #expect(answer.text == "forbidden: a change must come from the review page itself\n")
      }
    }
    #expect(try cli.data("ref/shown.png") == reference, "a refused accept wrote")
    // A GET does not accept.
    #expect(try http.request("GET", root + "accept/shown.png").status == 405)
    #expect(try cli.data("ref/shown.png") == reference)
    // The page's own accept works, once.
    let accepted = try http.request("POST", root + "accept/shown.png", headers: [own])
    #expect(accepted.status == 200)
    #expect(try cli.data("ref/shown.png") == cli.data("act/shown.png"))
    #expect(try http.request("POST", root + "accept/shown.png", headers: [own]).status == 409)
    for target in Self.escapes.filter({ !$0.hasPrefix("..") }) {
      let path = String(target.drop { $0 != "/" }.dropFirst())
      let answer = try http.request("POST", root + "accept/" + path, headers: [own])
      #expect([400, 404].contains(answer.status), "accept/\(path): \(answer.status)")
    }
    try Self.refusedLinks(cli, server)
    #expect(try cli.data("secret.png") == secret)
  }
}
