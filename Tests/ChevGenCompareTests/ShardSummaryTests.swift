import ChevGenSystem
import Testing

@testable import ChevGenCompare
@testable import ChevGenDiff

/// A part's summary written and read back: every field survives any name,
/// no field can break a line, and the reader takes only what the writer
/// writes.
@Suite struct ShardSummaryTests {
  static let file = FileDigest(size: 72, value: 0x0123_4567_89ab_cdef)

  static func summary(
    expected: String, actual: String, settings: String = "threshold 0.1", paths: [String]
  ) throws -> ShardSummary {
    let entries = paths.map { path in
      ShardSummary.Entry(
        card: ReviewPage.Card(
          path: path, status: .unchanged, expectedSize: (8, 4), actualSize: (8, 4),
          result: .identical(width: 8, height: 4), hasDiff: false),
        files: ShardSummary.Files(expected: file, actual: file))
    }
    return ShardSummary(
      shard: try SuiteShard(index: 2, count: 3), run: 0xfeed, expected: expected, actual: actual,
      settings: settings, options: PixelMatchOptions(), tolerance: DiffTolerance(),
      entries: entries)
  }

  /// Every control character (C0, DEL, C1), a backslash and the text of an escape.
  static let awkward =
    (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7f}"
    + (0x80..<0xA0).map { String(UnicodeScalar($0)!) }.joined() + "\\u{d}\\\\ é\r\n"

  @Test func everyFieldReadsBackWhateverItHoldsAndNoneBreaksALine() throws {
    let written = try Self.summary(
      expected: "refs" + Self.awkward, actual: Self.awkward + "actual",
      settings: "threshold 0.1\t" + Self.awkward,
      // A name holds no NUL byte: the file system has none.
      paths: ["a" + Self.awkward.dropFirst() + "/b.png", "b\r.png", "c/\u{85}.png"])
    let bytes = written.bytes
    // 8 lines of head, a line per card: no other line feed, no tab but between fields.
    #expect(bytes.filter { $0 == 10 }.count == 8 + 3)
    #expect(bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 9 || $0 == 10 })
    #expect(!bytes.indices.dropLast().contains { bytes[$0] == 0xC2 && bytes[$0 + 1] < 0xA0 })
    let read = try ShardSummary.parse(bytes, folder: "part")
    #expect(read.expected == written.expected)
    #expect(read.actual == written.actual)
    #expect(read.settings == written.settings)
    #expect(read.entries.map(\.card.path) == written.entries.map(\.card.path))
    #expect(read.entries.map(\.files) == written.entries.map(\.files))
    #expect(read.bytes == bytes)
  }

  static let refusedFields: [(String, String)] = [
    ("refs\\n", "an escape it never writes"),
    ("refs\\u{0d}", "a leading zero"),
    ("refs\\u{41}", "a letter, not a control character"),
    ("refs\\u{d", "an escape left open"),
    ("refs\\", "a backslash at the end"),
    ("refs\r", "a raw carriage return"),
    ("refs\u{85}", "a raw C1 control"),
  ]

  @Test(arguments: refusedFields)
  func theReaderRefusesWhatTheWriterNeverWrites(field: String, why: String) throws {
    var bytes = try Self.summary(expected: "refs", actual: "act", paths: ["a.png"]).bytes
    let line = Array("expected\trefs\n".utf8)
    let start = try #require(bytes.indices.first { bytes[$0...].starts(with: line) })
    bytes.replaceSubrange(start..<start + line.count, with: Array("expected\t\(field)\n".utf8))
    #expect(
      throws: CompareError.shard(.badSummary(folder: "part", line: 4, problem: "a bad 'expected'")),
      "\(why)"
    ) { try ShardSummary.parse(bytes, folder: "part") }
  }

  @Test func cardsOutOfOrderTwiceOrCutShortAreRefused() throws {
    let bytes = try Self.summary(expected: "r", actual: "a", paths: ["a.png", "b.png"]).bytes
    let lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    let swapped = lines.indices.map { $0 == 8 ? lines[9] : $0 == 9 ? lines[8] : lines[$0] }
    let twice = lines.indices.map { $0 == 8 ? lines[9] : lines[$0] }
    // The tenth line's card before the ninth's, and the tenth's given twice.
    for wrong in [swapped, twice] {
      #expect(
        throws: CompareError.shard(
          .badSummary(
            folder: "p", line: 10,
            problem: "a card out of order (chevgen sorts them by path, each once)"))
      ) { try ShardSummary.parse(Array(wrong.joined(separator: [10])), folder: "p") }
    }
    #expect(
      throws: CompareError.shard(
        .badSummary(
          folder: "p", line: 10, problem: "its last line has no end (the file was cut short)"))
    ) { try ShardSummary.parse(Array(bytes.dropLast()), folder: "p") }
  }

  @Test func numbersBeyondAnIntegerAreRefusedNotTrapped() {
    #expect(ShardSummary.number(Array("9223372036854775807".utf8)[...]) == Int.max)
    for text in ["9223372036854775808", "99999999999999999999", "-1", "+1", "01", "", "1e3"] {
      #expect(ShardSummary.number(Array(text.utf8)[...]) == nil, "\(text)")
    }
    #expect(ShardSummary.partNumber(Array("999999999".utf8)[...]) == 999_999_999)
    #expect(ShardSummary.partNumber(Array("1000000000".utf8)[...]) == nil)
  }

  @Test func missingPartsAreRangesFoundFromThePartsGiven() {
    #expect(ReportMerge.missing(given: [1, 5_000_000], count: 5_000_000) == [2...4_999_999])
    #expect(ReportMerge.missing(given: [2, 2, 4], count: 5) == [1...1, 3...3, 5...5])
    #expect(ReportMerge.missing(given: [1, 2, 3], count: 3) == [])
    #expect(
      ShardError.missingParts([2...4_999_999], of: 5_000_000)
        == "parts 2–4,999,999 of 5,000,000 are missing")
    #expect(ShardError.missingParts([3...3], of: 3) == "part 3 of 3 is missing")
    #expect(
      ShardError.missingParts([1...1, 3...4, 6...6], of: 6)
        == "parts 1, 3–4 and 6 of 6 are missing")
    #expect(
      ShardError.missingParts((0..<8).map { $0 * 2 + 1...$0 * 2 + 1 }, of: 16)
        == "parts 1, 3, 5, 7, 9 and 3 more of 16 are missing")
  }
}
