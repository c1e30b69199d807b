import ChevGenTestSupport
import Foundation
import Testing

/// Refusals that used to say the wrong thing: a folder that exists called
/// missing, a hexadecimal number read as decimal, a backdrop past the
/// decoder's limit in diff's words, and a command line long enough to take
/// seconds to parse.
@Suite struct UnclearRefusalTests {
  @Test func anArgumentThatIsNotUTF8IsNamedSo() throws {
    let cli = try CLI()
    defer { cli.remove() }
    // A folder whose name is Latin-1 bytes exists, so "does not exist" was wrong.
    let bytes: [UInt8] = [0x75, 0xFF, 0xFE]
    let path = Array(cli.directory.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let made = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o700) }
    }
    try #require(made == 0)
    let render = try Self.run(cli, ["--title", "Menu", "--out"], raw: bytes + Array("/x.png".utf8))
    #expect(render.status == 1)
    #expect(
      render.stderr
        == "chevgen: error: --out 'u\\x{FF}\\x{FE}/x.png': its name is not UTF-8; rename it\n")
    let diff = try Self.run(cli, ["diff", "a"], raw: bytes)
    #expect(diff.status == 2)
    #expect(diff.stderr == "chevgen: error: 'u\\x{FF}\\x{FE}': its name is not UTF-8; rename it\n")
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

  @Test func numbersAreDecimal() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let origin = try cli.run([
      "--title", "Menu", "--out", "b.png", "--style", "glass", "--backdrop", "#FFFFFF",
      "--backdrop-origin", "0x10,0",
    ])
    #expect(origin.status == 64)
    #expect(
      origin.stderr
        == "chevgen: error: --backdrop-origin '0x10,0' is not valid: give X,Y in points, each "
        + "between -100000 and 100000, e.g. 0,-1\n")
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
    #expect(!cli.exists("b.png"))
  }

  @Test func aBackdropPastTheDecodersLimitIsRefusedInABackdropsWords() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try cli.copyFixture("huge-header.png", to: "huge.png")
    let result = try cli.run([
      "--title", "Menu", "--out", "b.png", "--style", "glass", "--backdrop", "huge.png",
    ])
    // An input file chevgen cannot use: a failure, as a missing one is.
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "chevgen: error: --backdrop 'huge.png' is not valid: it is 60000×60000 pixels; a "
        + "backdrop has at most 4096 pixels a side, so crop or scale it down\n")
  }

  @Test func aCommandLinePastTheLimitIsRefusedAtOnce() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let scales = Array(repeating: ["--scales", "1"], count: 1001).flatMap { $0 }
    let render = try cli.run(["--title", "Menu", "--out", "b.png"] + scales)
    #expect(render.status == 64)
    #expect(
      render.stderr
        == "chevgen: error: the command line has 2006 arguments, over the 2000 chevgen reads; "
        + "run it in batches (review --accept-all accepts every difference at once)\n")
    let accepts = Array(repeating: ["--accept", "a.png"], count: 1000).flatMap { $0 }
    let review = try cli.run(["review", "refs", "actual"] + accepts)
    #expect(review.status == 2)
    #expect(review.stderr.hasPrefix("chevgen: error: the command line has 2003 arguments"))
    // Within the limit, a repeated single-valued option is named with its count.
    let repeated = try cli.run(
      ["--title", "Menu", "--out", "b.png"] + Array(scales.prefix(1990)))
    #expect(repeated.status == 64)
    #expect(
      repeated.stderr
        == "chevgen: error: --scales takes one value and is given 995 times; give it once "
        + "(see 'chevgen render --help')\n")
  }
}
