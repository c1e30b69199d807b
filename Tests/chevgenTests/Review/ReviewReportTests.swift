import ChevGenImage
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen diff REF ACT --report DIR` end to end: what the folder holds, the
/// same bytes on every run, a rerun that takes its own old files away, and
/// every refusal in one line, exit 2, nothing written.
@Suite struct ReviewReportTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A white `width × height` image with a red block at the origin when `changed`.
  static func image(changed: Bool = false, width: Int = 20, height: Int = 10) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    if changed {
      for index in [0, 1, width, width + 1] {
        pixels[index * 4 + 1] = 0
        pixels[index * 4 + 2] = 0
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// A reference and an actual folder: one image changed, one added, one
  /// removed, one the same, in a sub-folder and with awkward names.
  static func folders(_ cli: CLI) throws {
    try cli.write(image(), to: "ref/same one.png")
    try cli.write(image(), to: "ref/icons/back#2.png")
    try cli.write(image(), to: "ref/removed.png")
    try cli.write(image(), to: "act/same one.png")
    try cli.write(image(changed: true), to: "act/icons/back#2.png")
    try cli.write(image(width: 30), to: "act/added.png")
  }

  func files(_ cli: CLI, _ folder: String) throws -> [String] {
    let root = cli.directory.appendingPathComponent(folder).path
    return try FileManager.default.subpathsOfDirectory(atPath: root).filter {
      var directory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &directory)
      return !directory.boolValue
    }.sorted()
  }

  @Test func theReportHoldsThePageEveryImageAndTheDiffs() throws {
    try Self.folders(cli)
    let result = try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout == """
        added: added.png
        changed: icons/back#2.png: 4 of 200 pixels differ (2.00%)
        removed: removed.png
        3 of 4 files differ (1 changed, 1 added, 1 removed)
        review page: review/index.html

        """)
    #expect(
      try files(cli, "review") == [
        ".chevgen-report", "actual/added.png", "actual/icons/back#2.png", "actual/same one.png",
        "diff/icons/back#2.png", "expected/icons/back#2.png", "expected/removed.png",
        "expected/same one.png", "index.html",
      ])
    // Copies, byte for byte.
    #expect(try cli.data("review/actual/added.png") == cli.data("act/added.png"))
    let page = String(decoding: try cli.data("review/index.html"), as: UTF8.self)
    #expect(page.contains("<h1>3 of 4 files differ</h1>"))
    #expect(page.contains("src=\"expected/icons/back%232.png\""))
    #expect(page.contains("src=\"actual/same%20one.png\""))
    #expect(page.contains("changed within x 0…1, y 0…1"))
  }

  /// The same folders, the same bytes; a rerun after a change takes away
  /// what it no longer needs, and folders left empty.
  @Test func rerunsConvergeOnTheSameBytes() throws {
    try Self.folders(cli)
    try cli.run(["diff", "ref", "act", "--report", "review"])
    let first = try cli.data("review/index.html")
    try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(try cli.data("review/index.html") == first)
    try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("ref/icons"))
    try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("act/icons"))
    try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(
      try files(cli, "review") == [
        ".chevgen-report", "actual/added.png", "actual/same one.png", "expected/removed.png",
        "expected/same one.png", "index.html",
      ])
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/review/diff"))
  }

  /// A name that turns from a file into a folder (and back), a killed run's
  /// temporary file in a folder this run does not write, a name near the
  /// file system's 255-byte limit: every rerun ends as a fresh report would.
  @Test func rerunsConvergeWhateverTheLastRunLeft() throws {
    let long = String(repeating: "x", count: 240) + ".png"
    try cli.write(Self.image(), to: "ref/x.png")
    try cli.write(Self.image(changed: true), to: "act/x.png")
    try cli.write(Self.image(), to: "ref/" + long)
    try cli.write(Self.image(), to: "act/" + long)
    #expect(try cli.run(["diff", "ref", "act", "--report", "review"]).status == 1)
    for side in ["ref", "act"] {
      try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(side + "/x.png"))
      try cli.write(Self.image(), to: side + "/x.png/y.png")
    }
    let dead = "review/actual/old/.gone.png.chevgen-\(Int32.max - 1)-0.tmp"
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("review/actual/old"),
      withIntermediateDirectories: true)
    try Data("left by a killed run".utf8).write(to: cli.directory.appendingPathComponent(dead))
    let result = try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(result.status == 0, "\(result.stderr)")
    let written = try files(cli, "review")
    #expect(
      written == [
        ".chevgen-report", "actual/x.png/y.png", "actual/" + long, "expected/x.png/y.png",
        "expected/" + long, "index.html",
      ], "\(written)")
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/review/actual/old"))
  }

  /// A run that fails part-way (an added file that is not a PNG) leaves no
  /// report folder behind, not even an empty one.
  @Test func aFailedRunLeavesNoFolder() throws {
    try Self.folders(cli)
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("act/deep/er"), withIntermediateDirectories: true)
    try Data("not a PNG".utf8).write(to: cli.directory.appendingPathComponent("act/deep/er/z.png"))
    let result = try cli.run(["diff", "ref", "act", "--report", "review"])
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/review"))
  }

  #if os(Linux)
    /// Two names Unicode takes as equal (é composed and decomposed) are two
    /// files to Linux, and two copies in the report, both listed.
    @Test func namesAreComparedAsBytes() throws {
      for side in ["ref", "act"] {
        try cli.write(Self.image(), to: side + "/\u{E9}.png")
        try cli.write(Self.image(), to: side + "/e\u{301}.png")
      }
      #expect(try cli.run(["diff", "ref", "act", "--report", "review"]).status == 0)
      let list = try cli.data("review/.chevgen-report")
      #expect(list.count(of: Data("\u{E9}.png".utf8)) == 2, "each side's composed copy")
      #expect(list.count(of: Data("e\u{301}.png".utf8)) == 2, "each side's decomposed copy")
      #expect(try cli.run(["diff", "ref", "act", "--report", "review"]).status == 0)
    }
  #endif

  /// A file of the report replaced by a link is not the report's: nothing is
  /// written through it, and the file it points to stays as it was.
  @Test func aLinkInTheReportStopsTheRun() throws {
    try Self.folders(cli)
    try cli.run(["diff", "ref", "act", "--report", "review"])
    try Data("outside".utf8).write(to: cli.directory.appendingPathComponent("outside.png"))
    let copy = cli.directory.appendingPathComponent("review/actual/added.png")
    try FileManager.default.removeItem(at: copy)
    try FileManager.default.createSymbolicLink(
      atPath: copy.path, withDestinationPath: "../../outside.png")
    let result = try cli.run(["diff", "ref", "act", "--report", "review"])
    result.expect(
      status: 2,
      line: "chevgen: error: --report 'review' holds 'actual/added.png', which chevgen did not "
        + "write there; move it away or choose another --report")
    #expect(try cli.data("outside.png") == Data("outside".utf8))
  }

  /// Bad input: one line, exit 2, and the report folder as it was.
  @Test(arguments: [
    (
      ["diff", "ref", "missing", "--report", "review"],
      "'missing' does not exist; --report compares two folders of PNGs, e.g. chevgen diff "
        + "Fixtures/ build/snapshots/ --report build/review"
    ),
    (
      ["diff", "ref/removed.png", "act/added.png", "--report", "review"],
      "'ref/removed.png' is a file; --report compares two folders of PNGs, e.g. chevgen diff "
        + "Fixtures/ build/snapshots/ --report build/review"
    ),
    (
      ["diff", "ref", "act", "--report", "act/review"],
      "--report 'act/review' overlaps 'act', one of the folders compared; write the diff "
        + "images to a folder outside both, e.g. build/diffs"
    ),
    (
      ["diff", "ref", "act", "--report", "review", "--out", "diffs"],
      "--out and --report both name where diff images go; drop --out: the report holds them "
        + "in its diff/ folder"
    ),
    (
      ["diff", "ref", "act", "--report", "linked"],
      "--report 'linked' is a symbolic link, and chevgen writes nothing through links; name the "
        + "folder itself or choose another --report"
    ),
    (
      ["diff", "ref", "act", "--report", "mine"],
      "--report 'mine' holds 'notes.txt', which chevgen did not write there; move it away or "
        + "choose another --report"
    ),
  ])
  func badInputIsOneLineAndWritesNothing(_ arguments: [String], _ message: String) throws {
    try Self.folders(cli)
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("mine"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: cli.directory.appendingPathComponent("mine/notes.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("linked").path, withDestinationPath: "mine")
    let before = try files(cli, ".")
    try cli.expectRefusal(arguments, status: 2, message)
    #expect(try files(cli, ".") == before)
  }
}

extension Data {
  /// How many times `part` occurs, not overlapping.
  fileprivate func count(of part: Data) -> Int {
    var count = 0
    var start = startIndex
    while let found = range(of: part, in: start..<endIndex) {
      count += 1
      start = found.upperBound
    }
    return count
  }
}
