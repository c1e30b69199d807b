import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A part is evidence, not instructions: a merge checks each card against
/// itself and each image against the part's record, reads every number
/// with overflow checks, names missing parts as ranges, and recognises the
/// parts of one comparison wherever each ran.
extension ShardCommandTests {
  /// Every file and folder under the test's folder, relative, sorted.
  static func tree(_ cli: CLI) -> [String] {
    let root = cli.directory.path
    let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return all.sorted()
  }

  /// Runs parts `1...count` of the 20-pair suite into `s1`, `s2`…; the
  /// part holding `group 0/button-0.png` (changed: one pixel differs).
  static func parts(_ cli: CLI, count: Int) throws -> String {
    try suite(cli, count: 20)
    for part in 1...count {
      try cli.run(["diff", "ref", "act", "--shard", "\(part)/\(count)", "--report", "s\(part)"])
    }
    return try #require(
      (1...count).map { "s\($0)" }.first {
        FileManager.default.fileExists(
          atPath: cli.directory.path + "/\($0)/actual/group 0/button-0.png")
      })
  }

  /// Rewrites the card of `path` in the part `folder`: `edit` changes its
  /// fields; returns the card's line number.
  @discardableResult
  static func editCard(
    _ cli: CLI, _ folder: String, path: String = "group 0/button-0.png",
    _ edit: (inout [String]) -> Void
  ) throws -> Int {
    let summary = cli.directory.appendingPathComponent(folder + "/.chevgen-shard")
    var lines = try String(contentsOf: summary, encoding: .utf8).components(separatedBy: "\n")
    let number = try #require(lines.firstIndex { $0.hasPrefix("card\t") && $0.hasSuffix(path) })
    var fields = lines[number].components(separatedBy: "\t")
    try #require(fields.count == 8, "\(fields)")
    edit(&fields)
    lines[number] = fields.joined(separator: "\t")
    try lines.joined(separator: "\n").write(to: summary, atomically: true, encoding: .utf8)
    return number + 1
  }

  /// An image field's record of its file (`BYTES:DIGEST` of `WxH:BYTES:DIGEST`).
  static func record(_ field: String) -> String {
    field.firstIndex(of: ":").map { String(field[field.index(after: $0)...]) } ?? ""
  }

  /// Card edits (status 1, reference 2, actual 3, counts 4, box 5, diff 6)
  /// and the problem each is refused for.
  static let tamperings: [([Int: String], String)] = [
    ([4: "4611686018427387904,8,4,1,0,0,0"], "more pixels counted than its 8×4 pixels hold"),
    ([4: "99999,8,4,1,0,0,0", 5: "0,0,8,4"], "more pixels counted than its 8×4 pixels hold"),
    (
      [2: "4294967296x4294967296:"],
      "an image of 4294967296×4294967296 pixels, beyond chevgen's limits"
    ),
    (
      [1: "unchanged", 4: "5,8,4,1,0,0,0", 5: "0,0,5,1", 6: "-"],
      "'unchanged', where 5 of 32 pixels differing and its tolerance make it 'changed'"
    ),
    ([5: "-1,0,5,1"], "a bad box of differing pixels"),
    (
      [5: "6,0,5,1"],
      "a box of 5×1 at 6,0 that does not fit its 1 differing pixels inside 8×4"
    ),
    ([4: "1,8,4,1,-2,0,0"], "bad counts"),
    ([4: "1,8,4,1,0,0,9223372036854775808"], "bad counts"),
    ([2: "7x4:"], "sizes said to match where they are 7×4 and 8×4"),
  ]

  @Test(arguments: tamperings.indices)
  func aCardThatContradictsItselfIsRefusedInOneLineLeavingNothing(index: Int) throws {
    let owner = try Self.parts(cli, count: 2)
    let (edits, problem) = Self.tamperings[index]
    let line = try Self.editCard(cli, owner) { fields in
      for (field, value) in edits {
        // A size keeps its file's record after the colon.
        fields[field] = value.hasSuffix(":") ? value + Self.record(fields[field]) : value
      }
    }
    let before = Self.tree(cli)
    for command in [
      ["diff", "--merge", "s1", "s2", "--report", "merged"],
      ["review", "ref", "--merge", "s1", "s2", "--accept-all"],
    ] {
      let result = try cli.run(command)
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr == "chevgen: error: '\(owner)/.chevgen-shard' line \(line) is not a "
          + "summary chevgen writes (\(problem)); compare that part again to write its report "
          + "anew\n", "\(command)")
      #expect(Self.tree(cli) == before, "\(command)")
    }
  }

  @Test func anImageSwappedAfterItsPartRanIsRefusedNotMergedNorAccepted() throws {
    let owner = try Self.parts(cli, count: 2)
    let copy = cli.directory.appendingPathComponent("\(owner)/actual/group 0/button-0.png")
    let recorded = try Data(contentsOf: copy)
    let reference = try cli.data("ref/group 0/button-0.png")
    let name = "'\(owner)/actual/group 0/button-0.png'"
    let fix = "; compare that part again to write its report anew\n"
    // Another image, of another size: the record's size tells.
    let white = [UInt8](repeating: 255, count: 9 * 4 * 4)
    let other = try Data(PNGEncoder.encode(RGBAImage(width: 9, height: 4, pixels: white)!))
    try other.write(to: copy)
    for command in [
      ["diff", "--merge", "s1", "s2", "--report", "merged"],
      ["review", "ref", "--merge", "s1", "s2", "--accept", "group 0/button-0.png"],
    ] {
      let result = try cli.run(command)
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr == "chevgen: error: \(name) is not the image its part compared: it is "
          + "\(other.count) bytes, and the part recorded \(recorded.count)" + fix)
    }
    // The same size, another byte: the digest tells.
    var altered = recorded
    altered[altered.count - 1] ^= 1
    try altered.write(to: copy)
    let review = try cli.run(["review", "ref", "--merge", "s1", "s2", "--accept-all"])
    #expect(review.status == 2)
    #expect(
      review.stderr.hasPrefix(
        "chevgen: error: \(name) is not the image its part compared: its bytes are not those "
          + "the part recorded (digest "), "\(review.stderr)")
    #expect(review.stderr.hasSuffix(")" + fix), "\(review.stderr)")
    #expect(try cli.data("ref/group 0/button-0.png") == reference)
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/merged"))
    // A summary that lies about a size its image's header contradicts.
    try recorded.write(to: copy)
    try Self.editCard(cli, owner) { fields in
      for field in [2, 3] {
        fields[field] = "9x4:" + Self.record(fields[field])
      }
      fields[4] = "1,9,4,1,0,0,0"
    }
    let lying = try cli.run(["diff", "--merge", "s1", "s2"])
    #expect(lying.status == 2)
    #expect(
      lying.stderr == "chevgen: error: '\(owner)/expected/group 0/button-0.png' is not the image "
        + "its part compared: it is 8×4 pixels, and its card says 9×4" + fix)
  }

  @Test func aPartOfAnEarlierFormatIsRefusedNamingTheFix() throws {
    _ = try Self.parts(cli, count: 2)
    let summary = cli.directory.appendingPathComponent("s2/.chevgen-shard")
    let text = try String(contentsOf: summary, encoding: .utf8)
    try text.replacingOccurrences(
      of: "chevgen shard summary 2\n", with: "chevgen shard summary 1\n"
    )
    .write(to: summary, atomically: true, encoding: .utf8)
    let result = try cli.run(["diff", "--merge", "s1", "s2"])
    result.expect(
      status: 2,
      line: "chevgen: error: 's2/.chevgen-shard' is a summary of an earlier chevgen "
        + "('chevgen shard summary 1'), which records no sizes or digests of its images to check "
        + "them by; compare that part again with this chevgen to write its report anew")
  }

  /// Part 2 of 2 of `folder`'s `ref` and `act`, run from `folder` by their
  /// absolute paths, its report at `report`.
  static func secondPart(in folder: URL, report: String) throws -> CLI.Result {
    try CLI.execute(
      CLI.binary,
      ["diff", folder.path + "/ref", folder.path + "/act", "--shard", "2/2", "--report", report],
      in: folder)
  }

  @Test func partsRunInOtherFoldersMergeAsOneComparison() throws {
    try Self.suite(cli, count: 40)
    let whole = try cli.run(["diff", "ref", "act", "--report", "whole"])
    #expect(whole.status == 1)
    // Part 2 runs elsewhere, as a sandbox or another runner would: other
    // absolute folders, another working folder.
    let elsewhere = cli.directory.appendingPathComponent("elsewhere/workspace")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    for folder in ["ref", "act"] {
      try FileManager.default.copyItem(
        at: cli.directory.appendingPathComponent(folder),
        to: elsewhere.appendingPathComponent(folder))
    }
    try cli.run(["diff", "ref", "act", "--shard", "1/2", "--report", "s1"])
    let second = try Self.secondPart(in: elsewhere, report: cli.directory.path + "/s2")
    #expect(second.status == 1, "\(second.stderr)")
    let merged = try cli.run(["diff", "--merge", "s2", "s1", "--report", "merged"])
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout.replacingOccurrences(of: "whole/", with: "merged/"))
    for file in try Self.files(cli, "whole") {
      #expect(try cli.data("merged/" + file) == cli.data("whole/" + file), "\(file)")
    }
    // A folder that lists another file is another comparison, wherever it is.
    try Data(PNGEncoder.encode(Self.image())).write(
      to: elsewhere.appendingPathComponent("act/extra.png"))
    let other = try Self.secondPart(in: elsewhere, report: cli.directory.path + "/other")
    #expect(other.status == 1, "\(other.stderr)")
    let refused = try cli.run(["diff", "--merge", "s1", "other"])
    refused.expect(
      status: 2,
      line: "chevgen: error: 's1' and 'other' are parts of different comparisons "
        + "(their folders listed different files); join the reports of one run, written by the "
        + "same command with each of its shards")
  }

  @Test func foldersNamedWithControlCharactersWriteAPartThatReadsBack() throws {
    try Self.suite(cli, count: 20)
    for (from, to) in [("ref", "ref\r"), ("act", "act\u{1}\u{85}\\n")] {
      try FileManager.default.moveItem(
        at: cli.directory.appendingPathComponent(from), to: cli.directory.appendingPathComponent(to)
      )
    }
    for part in 1...2 {
      let result = try cli.run([
        "diff", "ref\r", "act\u{1}\u{85}\\n", "--shard", "\(part)/2", "--report", "s\(part)",
      ])
      #expect(result.status == 1, "\(result.stderr)")
    }
    let summary = try cli.data("s1/.chevgen-shard")
    let lines = summary.split(separator: 10)
    try #require(lines.count > 4)
    #expect(lines[3] == Data("expected\tref\\u{d}".utf8))
    #expect(lines[4] == Data("actual\tact\\u{1}\\u{85}\\\\n".utf8))
    let merged = try cli.run(["diff", "--merge", "s1", "s2", "--json"])
    #expect(merged.status == 1, "\(merged.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [String: Any])
    #expect(json["expected"] as? String == "ref\r")
    #expect(json["actual"] as? String == "act\u{1}\u{85}\\n")
  }

  @Test func missingPartsAreNamedAsRangesWithoutCountingThemOneByOne() throws {
    try Self.suite(cli, count: 12)
    let runs: [([String], String)] = [
      (["1/5000000", "5000000/5000000"], "parts 2–4,999,999 of 5,000,000 are missing"),
      (["999999999/999999999"], "parts 1–999,999,998 of 999,999,999 are missing"),
      (["2/3"], "parts 1 and 3 of 3 are missing"),
      (
        ["1/14", "3/14", "5/14", "7/14", "9/14", "11/14", "13/14"],
        "parts 2, 4, 6, 8, 10 and 2 more of 14 are missing"
      ),
    ]
    for (shards, missing) in runs {
      var folders: [String] = []
      for shard in shards {
        let folder = "part-" + shard.replacingOccurrences(of: "/", with: "-")
        try cli.run(["diff", "ref", "act", "--shard", shard, "--report", folder])
        folders.append(folder)
      }
      let result = try cli.run(["diff", "--merge"] + folders)
      result.expect(
        status: 2,
        line: "chevgen: error: \(missing), and a review without them would pass "
          + "images no one compared; give every part's report")
    }
  }
}
