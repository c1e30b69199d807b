import ChevGenTestSupport
import Foundation
import Testing

/// Refusals that used to say the wrong thing: a folder that exists called
/// missing, a hexadecimal number read as decimal, a backdrop past the
/// decoder's limit in diff's words, and a command line long enough to take
/// seconds to parse.
@Suite struct UnclearRefusalTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func anArgumentThatIsNotUTF8IsNamedSo() throws {
    // A folder whose name is Latin-1 bytes exists, so "does not exist" was wrong.
    let bytes: [UInt8] = [0x75, 0xFF, 0xFE]
    let path = Array(cli.directory.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let made = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o700) }
    }
    try #require(made == 0)
    let render = try Self.run(cli, ["--title", "Menu", "--out"], raw: bytes + Array("/x.png".utf8))
    render.expect(
      status: 1,
      line: "chevgen: error: --out 'u\\x{FF}\\x{FE}/x.png': its name is not UTF-8; rename it")
    let diff = try Self.run(cli, ["diff", "a"], raw: bytes)
    diff.expect(
      status: 2, line: "chevgen: error: 'u\\x{FF}\\x{FE}': its name is not UTF-8; rename it")
  }

  /// Runs chevgen with `arguments` and then one argument of `raw` bytes, which
  /// Foundation's `Process` cannot pass (it takes `String`s): through Debian's
  /// python3, which passes bytes as they are.
  static func run(_ cli: CLI, _ arguments: [String], raw: [UInt8]) throws -> CLI.Result {
    let hex = raw.map { String(format: "%02x", $0) }.joined()
    return try cli.tool(
      "python3",
      [
        "-c",
        "import os, sys; os.execv(sys.argv[1], [sys.argv[1]] + sys.argv[3:] + "
          + "[bytes.fromhex(sys.argv[2])])",
        CLI.binary.path, hex,
      ] + arguments)
  }

  /// An argument that is not UTF-8 is a path's (the file's fault, exit 1)
  /// only where the command takes a path; a title, a colour, a mistyped
  /// option or command is text, the command line's mistake (exit 64).
  /// Checked for every option of every command, as the command tree
  /// describes them, each named by its value's name in the help.
  @Test func anArgumentThatIsNotUTF8IsAPathOrTextAsTheCommandTakesIt() throws {
    let dump = try cli.run(["--experimental-dump-help"])
    let tree = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let root = try #require(tree["command"] as? [String: Any])
    let paths: Set<String> = [
      "path", "dir", "folder", "file", "file.json", "file.png|#RRGGBB", "report",
    ]
    let bad: [UInt8] = [0x41, 0x62, 0xFF, 0xFE]
    let shown = "'Ab\\x{FF}\\x{FE}'"
    var cases: [(arguments: [[UInt8]], expected: String, status: Int32)] = []
    for command in root["subcommands"] as? [[String: Any]] ?? [] {
      let name = command["commandName"] as? String ?? ""
      guard name != "help" else { continue }
      let comparison = name == "diff" || name == "review"
      let prefix = name == "build" ? "chevgen build: error: " : "chevgen: error: "
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let kind = argument["kind"] as? String
        let valueName = argument["valueName"] as? String ?? ""
        let flag = "--" + ((argument["names"] as? [[String: Any]])?.last?["name"] as? String ?? "")
        switch kind {
        case "option" where paths.contains(valueName):
          cases.append(
            (
              [Array(name.utf8), Array(flag.utf8), bad],
              prefix + "\(flag) \(shown): its name is not UTF-8; rename it", comparison ? 2 : 1
            ))
        case "option":
          cases.append(
            (
              [Array(name.utf8), Array(flag.utf8), bad],
              prefix + "\(flag) \(shown) is not UTF-8 text; type it again in UTF-8",
              comparison ? 2 : 64
            ))
        case "positional":
          cases.append(
            (
              [Array(name.utf8), bad], prefix + "\(shown): its name is not UTF-8; rename it",
              comparison ? 2 : 1
            ))
        default: continue
        }
      }
    }
    #expect(cases.count > 100, "every option of every command")
    let text = "is not UTF-8 text; type it again in UTF-8"
    cases += [
      ([bad], "chevgen: error: \(shown) \(text)", 64),
      (
        [Array("--tit".utf8) + [0xFF] + Array("le".utf8), Array("Menu".utf8)],
        "chevgen: error: '--tit\\x{FF}le' \(text)", 64
      ),
      ([Array("--title=".utf8) + bad], "chevgen: error: --title \(shown) \(text)", 64),
      (
        [Array("--out=".utf8) + bad],
        "chevgen: error: --out \(shown): its name is not UTF-8; rename it", 1
      ),
      (
        [Array("diff".utf8), Array("--json".utf8), bad],
        "chevgen: error: \(shown): its name is not UTF-8; rename it", 2
      ),
      (
        [Array("diff".utf8), Array("--".utf8), Array("--".utf8) + bad],
        "chevgen: error: '--Ab\\x{FF}\\x{FE}': its name is not UTF-8; rename it", 2
      ),
    ]
    let results = try Self.run(cli, cases.map(\.arguments))
    for (item, result) in zip(cases, results) {
      let arguments = item.arguments.map { String(decoding: $0, as: UTF8.self) }
      #expect(result.status == item.status, "\(arguments)")
      #expect(result.stderr == item.expected + "\n", "\(arguments)")
    }
    #expect(try cli.files().isEmpty)
  }

  /// Runs chevgen once for each of `commandLines`, arguments of any bytes, in
  /// one python3 process: its status and standard error, in order.
  static func run(_ cli: CLI, _ commandLines: [[[UInt8]]]) throws -> [(
    status: Int32, stderr: String
  )] {
    let hex = commandLines.map { line in
      line.map { $0.map { String(format: "%02x", $0) }.joined() }.joined(separator: ",")
    }
    let script = """
      import subprocess, sys
      for line in sys.argv[2:]:
          arguments = [bytes.fromhex(a) for a in line.split(",")] if line else []
          done = subprocess.run([sys.argv[1]] + arguments, capture_output=True)
          sys.stdout.write("%d %s\\0" % (done.returncode, done.stderr.hex()))
      """
    let result = try cli.tool("python3", ["-c", script, CLI.binary.path] + hex)
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\0").map { record in
      let parts = record.split(separator: " ", maxSplits: 1)
      let bytes = stride(from: 0, to: parts.count > 1 ? parts[1].count : 0, by: 2).map {
        let start = parts[1].index(parts[1].startIndex, offsetBy: $0)
        return UInt8(parts[1][start..<parts[1].index(start, offsetBy: 2)], radix: 16)!
      }
      return (Int32(parts[0])!, String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func numbersAreDecimal() throws {
    let origin = try cli.run([
      "--title", "Menu", "--out", "b.png", "--style", "glass", "--backdrop", "#FFFFFF",
      "--backdrop-origin", "0x10,0",
    ])
    origin.expect(
      status: 64,
      line: "chevgen: error: --backdrop-origin '0x10,0' is not valid: give X,Y in points, each "
        + "between -100000 and 100000, e.g. 0,-1")
    for (option, value) in [("--width", "0x50"), ("--max-width", "inf"), ("--font-size", "nan")] {
      let result = try cli.run(["--title", "Menu", "--out", "b.png", option, value])
      #expect(result.status == 64, "\(option)")
      #expect(
        result.stderr.contains("the value '\(value)' is invalid")
          && result.stderr.contains("give a decimal number"), "\(result.stderr)")
    }
    let threshold = try cli.run(["diff", "a.png", "b.png", "--threshold", "0x0.1p0"])
    #expect(threshold.status == 2)
    #expect(threshold.stderr.contains("give a decimal number"), "\(threshold.stderr)")
    let duration = try cli.run(["animate", "--out", "anim", "--duration", "0x0.8p0"])
    duration.expect(
      status: 64,
      line: "chevgen: error: the value '0x0.8p0' is invalid for '--duration <seconds>': give a "
        + "decimal number, e.g. 2.5 (see 'chevgen animate --help')")
    #expect(!cli.exists("b.png") && !cli.exists("anim"))
  }

  /// A count is a decimal number whose value is whole, as the limits page
  /// says: `1e3` is a thousand pixels; a fraction is refused in one line.
  @Test func countsAreWholeDecimalNumbers() throws {
    let made = try cli.run(["--title", "Menu", "--scales", "1", "--out", "a.png"])
    try #require(made.status == 0, "\(made.stderr)")
    let passed = try cli.run(["diff", "a.png", "a.png", "--max-diff-pixels", "1e3"])
    #expect(passed.status == 0, "\(passed.stderr)")
    for (command, option, value) in [
      ("diff", "--max-diff-pixels", "2.5"), ("animate", "--fps", "0x10"),
      ("review", "--port", "8e-1"),
    ] {
      let refused = try cli.run([command, option, value])
      #expect(refused.status == (command == "animate" ? 64 : 2), "\(option)")
      let help = "(see 'chevgen \(command) --help')"
      let name = option == "--port" ? "port" : "n"
      #expect(
        refused.stderr
          == "chevgen: error: the value '\(value)' is invalid for '\(option) <\(name)>': give a "
          + "whole number, e.g. 100 \(help)\n", "\(option)")
    }
  }

  @Test func aBackdropPastTheDecodersLimitIsRefusedInABackdropsWords() throws {
    try cli.copyFixture("huge-header.png", to: "huge.png")
    let result = try cli.run([
      "--title", "Menu", "--out", "b.png", "--style", "glass", "--backdrop", "huge.png",
    ])
    // An input file chevgen cannot use: a failure, as a missing one is.
    result.expect(
      status: 1,
      line: "chevgen: error: --backdrop 'huge.png' is not valid: it is 60000×60000 pixels; a "
        + "backdrop has at most 4096 pixels a side, so crop or scale it down")
  }

  @Test func aCommandLinePastTheLimitIsRefusedAtOnce() throws {
    let scales = Array(repeating: ["--scales", "1"], count: 1001).flatMap { $0 }
    let render = try cli.run(["--title", "Menu", "--out", "b.png"] + scales)
    render.expect(
      status: 64,
      line: "chevgen: error: the command line has 2006 arguments, over the 2000 chevgen reads; "
        + "run it in batches (review --accept-all accepts every difference at once)")
    let accepts = Array(repeating: ["--accept", "a.png"], count: 1000).flatMap { $0 }
    let review = try cli.run(["review", "refs", "actual"] + accepts)
    #expect(review.status == 2)
    #expect(review.stderr.hasPrefix("chevgen: error: the command line has 2003 arguments"))
    // Within the limit, a repeated single-valued option is named with its count.
    let repeated = try cli.run(
      ["--title", "Menu", "--out", "b.png"] + Array(scales.prefix(1990)))
    repeated.expect(
      status: 64,
      line: "chevgen: error: --scales takes one value and is given 995 times; give it once "
        + "(see 'chevgen render --help')")
  }
}
