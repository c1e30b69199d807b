import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen diff --shard K/N`, Bazel's sharding variables, `diff --merge`
/// and `review --merge`, run as processes: the parts of a suite cover it
/// once, and joined they report what the whole comparison reports, byte
/// for byte.
@Suite struct ShardCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A white 8×4 image; `mark` paints pixel (mark % 8, 0) red, so images differ by index.
  static func image(mark: Int? = nil) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: 8 * 4 * 4)
    if let mark { pixels.replaceSubrange((mark % 8) * 4 + 1..<(mark % 8) * 4 + 3, with: [0, 0]) }
    return RGBAImage(width: 8, height: 4, pixels: pixels)!
  }

  /// `count` pairs under `ref` and `act` in 10 folders: every 11th changed,
  /// the last reference missing (added) and the one before it not drawn (removed).
  static func suite(_ cli: CLI, count: Int) throws {
    let white = try Data(PNGEncoder.encode(image()))
    var marked: [Int: Data] = [:]
    for mark in 0..<8 { marked[mark] = try Data(PNGEncoder.encode(image(mark: mark))) }
    for folder in ["ref", "act"] {
      for group in 0..<10 {
        try FileManager.default.createDirectory(
          at: cli.directory.appendingPathComponent("\(folder)/group \(group)"),
          withIntermediateDirectories: true)
      }
    }
    for index in 0..<count {
      let name = "group \(index % 10)/button-\(index).png"
      if index != count - 1 {
        try white.write(to: cli.directory.appendingPathComponent("ref/" + name))
      }
      if index != count - 2 {
        let drawn = index % 11 == 0 ? marked[index % 8]! : white
        try drawn.write(to: cli.directory.appendingPathComponent("act/" + name))
      }
    }
  }

  /// Every file under `folder`, relative, sorted.
  static func files(_ cli: CLI, _ folder: String) throws -> [String] {
    let root = cli.directory.appendingPathComponent(folder).path
    guard let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] else {
      return []
    }
    return all.filter {
      var directory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &directory)
      return !directory.boolValue
    }.sorted()
  }

  @Test func aSuiteOf3000PairsWholeAndAsSevenPartsGivesTheSameReport() throws {
    try Self.suite(cli, count: 3000)
    let whole = try cli.run(["diff", "ref", "act", "--report", "whole"])
    #expect(whole.status == 1, "\(whole.stderr)")
    var covered: [String] = []
    var lines: [String] = []
    for part in 1...7 {
      let result = try cli.run([
        "diff", "ref", "act", "--shard", "\(part)/7", "--report", "s\(part)",
      ])
      #expect(result.status == 1, "part \(part): \(result.stderr)")
      lines += result.stdout.split(separator: "\n").dropLast(2).map(String.init)
      covered += try Self.files(cli, "s\(part)").filter {
        $0.hasPrefix("expected/") || $0.hasPrefix("actual/")
      }
    }
    // Each path in exactly one part: the parts' copies are the whole report's, none twice.
    let wholeCopies = try Self.files(cli, "whole").filter {
      $0.hasPrefix("expected/") || $0.hasPrefix("actual/")
    }
    #expect(covered.count == wholeCopies.count)
    #expect(covered.sorted() == wholeCopies)
    let wholeLines = whole.stdout.split(separator: "\n").map(String.init)
    #expect(lines.sorted() == wholeLines.dropLast(2).sorted())
    #expect(
      wholeLines.dropLast().last == "275 of 3000 files differ (273 changed, 1 added, 1 removed)")
    let merged = try cli.run(
      ["diff", "--merge"] + (1...7).map { "s\($0)" } + ["--report", "merged"])
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout.replacingOccurrences(of: "whole/", with: "merged/"))
    // The same diff images, page and copies, byte for byte.
    #expect(try Self.files(cli, "merged") == Self.files(cli, "whole"))
    for file in try Self.files(cli, "whole") {
      #expect(try cli.data("merged/" + file) == cli.data("whole/" + file), "\(file)")
    }
  }

  static let refusals: [([String], String)] = [
    (
      ["--shard", "0/4"],
      "--shard '0/4' is not valid: part 0 of 4 does not exist; parts are "
        + "numbered from 1 to 4, e.g. 1/4"
    ),
    (
      ["--shard", "5/4"],
      "--shard '5/4' is not valid: part 5 of 4 does not exist; parts are "
        + "numbered from 1 to 4, e.g. 1/4"
    ),
    (
      ["--shard", "1/0"],
      "--shard '1/0' is not valid: a suite is split into 1 or more parts, "
        + "not 0; give K/N with N ≥ 1, e.g. 1/4"
    ),
    (
      ["--shard=-1/3"],
      "--shard '-1/3' is not valid: give K/N, the part K of N, each a whole "
        + "number, e.g. 1/4"
    ),
    // A value that starts with a minus is the option's, spaced or joined.
    (
      ["--shard", "-1/3"],
      "--shard '-1/3' is not valid: give K/N, the part K of N, each a whole "
        + "number, e.g. 1/4"
    ),
    (
      ["--shard", "a/b"],
      "--shard 'a/b' is not valid: give K/N, the part K of N, each a whole "
        + "number, e.g. 1/4"
    ),
  ]

  @Test(arguments: refusals.indices)
  func aBadShardIsRefusedInOneLine(index: Int) throws {
    try Self.suite(cli, count: 12)
    try cli.expectRefusal(
      ["diff", "ref", "act"] + Self.refusals[index].0 + ["--report", "r"], status: 2,
      Self.refusals[index].1)
  }

  @Test func aShardOfTwoFilesIsRefused() throws {
    try Self.suite(cli, count: 12)
    let result = try cli.run([
      "diff", "ref/group 0/button-0.png", "act/group 0/button-0.png", "--shard", "1/2",
    ])
    result.expect(
      status: 2,
      line: "chevgen: error: --shard splits a comparison of two folders, and two files "
        + "are one image; compare folders, e.g. chevgen diff Fixtures/ build/snapshots/ --shard "
        + "1/4")
  }

  @Test func underBazelAFolderDiffTakesItsShardAndTouchesTheStatusFile() throws {
    try Self.suite(cli, count: 40)
    let status = cli.directory.appendingPathComponent("shard-status").path
    let bazel = [
      "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status,
    ]
    let sharded = try cli.run(["diff", "ref", "act", "--json"], environment: bazel)
    let flagged = try cli.run(["diff", "ref", "act", "--json", "--shard", "2/3"])
    #expect(sharded.status == flagged.status)
    #expect(sharded.stdout == flagged.stdout)
    #expect(FileManager.default.fileExists(atPath: status))
    let whole = try cli.run(["diff", "ref", "act", "--json"])
    #expect(whole.stdout != flagged.stdout)
    // A file diff is one image: the variables are not for it, and it is compared whole.
    try FileManager.default.removeItem(atPath: status)
    let file = try cli.run(
      ["diff", "ref/group 1/button-1.png", "act/group 1/button-1.png"], environment: bazel)
    #expect(file.status == 0, "\(file.stderr)")
    #expect(!FileManager.default.fileExists(atPath: status))
    let wrong = try cli.run(
      ["diff", "ref", "act"], environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
    wrong.expect(
      status: 2,
      line: "chevgen: error: TEST_SHARD_INDEX '3' is not valid: Bazel numbers the 3 "
        + "shards from 0 to 2, e.g. 0")
  }

  @Test func mergesOfOtherRunsOverlapsAndMissingPartsAreRefused() throws {
    try Self.suite(cli, count: 60)
    for part in 1...3 {
      try cli.run(["diff", "ref", "act", "--shard", "\(part)/3", "--report", "s\(part)"])
    }
    try cli.run(["diff", "ref", "act", "--shard", "1/2", "--report", "half"])
    try cli.run(["diff", "ref", "act", "--shard", "2/3", "--report", "loose", "--threshold", "0.5"])
    try cli.run(["diff", "ref", "act", "--report", "plain"])
    let error = "chevgen: error: "
    let cases: [([String], String)] = [
      (
        ["s1", "s2"],
        "part 3 of 3 is missing, and a review without it would pass images no one "
          + "compared; give every part's report"
      ),
      (
        ["s1", "s2", "s1", "s3"],
        "'\(try Self.firstPath(cli, "s1"))' is in both 's1' and 's1', "
          + "so the parts overlap; give each part's report once"
      ),
      (
        ["s1", "half"],
        "'s1' and 'half' are parts of different comparisons (one is part of 3, "
          + "the other part of 2); join the reports of one run, written by the same command with "
          + "each of its shards"
      ),
      (
        ["s1", "loose", "s3"],
        "'s1' and 'loose' are parts of different comparisons (one compared "
          + "with threshold 0.1, anti-aliasing ignored, no tolerance, the other with threshold 0.5, "
          + "anti-aliasing ignored, no tolerance); join the reports of one run, written by the same "
          + "command with each of its shards"
      ),
      (
        ["plain"],
        "'plain' is not a shard's report: it holds no .chevgen-shard; write each part's "
          + "report with its shard, e.g. chevgen diff REFS ACTUAL --shard 1/4 --report plain"
      ),
    ]
    for (folders, message) in cases {
      let before = try cli.files()
      let result = try cli.run(["diff", "--merge"] + folders + ["--report", "merged"])
      #expect(result.status == 2, "\(folders)")
      #expect(result.stderr == error + message + "\n", "\(folders)")
      #expect(try cli.files() == before, "\(folders)")
    }
  }

  /// The first card's path in a part's summary.
  static func firstPath(_ cli: CLI, _ folder: String) throws -> String {
    let text = String(decoding: try cli.data(folder + "/.chevgen-shard"), as: UTF8.self)
    let card = try #require(text.split(separator: "\n").first { $0.hasPrefix("card\t") })
    return String(card.split(separator: "\t").last!)
  }

  @Test func aSummaryNamingAPathOutOfItsReportIsRefused() throws {
    try Self.suite(cli, count: 20)
    for part in 1...2 {
      try cli.run(["diff", "ref", "act", "--shard", "\(part)/2", "--report", "s\(part)"])
    }
    let summary = cli.directory.appendingPathComponent("s2/.chevgen-shard")
    var lines = try String(contentsOf: summary, encoding: .utf8).split(separator: "\n")
    var fields = lines[8].split(separator: "\t", omittingEmptySubsequences: false)
    fields[fields.count - 1] = "../../outside.png"
    lines[8] = fields.joined(separator: "\t")[...]
    try (lines.joined(separator: "\n") + "\n").write(to: summary, atomically: true, encoding: .utf8)
    for command in [
      ["diff", "--merge", "s1", "s2"], ["review", "ref", "--merge", "s1", "s2", "--accept-all"],
    ] {
      let result = try cli.run(command)
      result.expect(
        status: 2,
        line: "chevgen: error: 's2/.chevgen-shard' line 9 is not a summary chevgen "
          + "writes (a path that is no PNG file's inside the report); compare that part again to "
          + "write its report anew")
    }
  }

  @Test func aMergedReviewAcceptsIntoTheReferenceFolderOnly() throws {
    try Self.suite(cli, count: 50)
    for part in 1...4 {
      try cli.run(["diff", "ref", "act", "--shard", "\(part)/4", "--report", "s\(part)"])
    }
    let parts = (1...4).map { "s\($0)" }
    // Without the reference folder there is nothing to write to.
    let readOnly = try cli.run(["review", "--merge"] + parts + ["--accept-all"])
    readOnly.expect(
      status: 2,
      line: "chevgen: error: accepting writes to the reference folder, and --merge "
        + "was given none; name it first, e.g. chevgen review Tests/__Snapshots__ --merge "
        + "shard-1 shard-2 --accept-all")
    // A part's copy replaced by a link is read through nothing: the accept fails.
    let changed = "group 0/button-0.png"
    let owner = try #require(
      parts.first {
        FileManager.default.fileExists(atPath: cli.directory.path + "/\($0)/actual/\(changed)")
      })
    let copy = cli.directory.appendingPathComponent("\(owner)/actual/\(changed)")
    let saved = try Data(contentsOf: copy)
    try FileManager.default.removeItem(at: copy)
    try FileManager.default.createSymbolicLink(
      atPath: copy.path, withDestinationPath: cli.directory.path + "/act/" + changed)
    let linked = try cli.run(["review", "ref", "--merge"] + parts + ["--accept", changed])
    #expect(linked.status == 2)
    #expect(linked.stderr.contains(changed), "\(linked.stderr)")
    try FileManager.default.removeItem(at: copy)
    try saved.write(to: copy)
    let accepted = try cli.run(["review", "ref", "--merge"] + parts + ["--accept-all"])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stdout.hasSuffix("review ended: 7 accepted, 0 still differ\n"))
    let after = try cli.run(["diff", "ref", "act"])
    #expect(after.status == 0, "\(after.stdout)")
    // The reference folder now lists a file the parts saw only as added: another checkout.
    let again = try cli.run(["review", "ref", "--merge"] + parts + ["--accept-all"])
    again.expect(
      status: 2,
      line: "chevgen: error: 'ref/group 9/button-49.png' is in the reference folder, "
        + "but no part compared it: the folder is not the one the parts compared; review the "
        + "same checkout, or compare again")
  }
}
