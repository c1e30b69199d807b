import ChevGenCompare
import Testing

/// A suite's parts: every path in exactly one, decided by its bytes alone
/// (so by no machine, order or locale), and the texts of `K/N` refused.
@Suite struct SuiteShardTests {
  static let paths =
    (0..<3000).map { "group \($0 % 10)/button-\($0)@2x.png" } + [
      "é.png", "e\u{301}.png", "Ünïcode/ﬁle.png", "a/b/c/d.png", "tab\there.png",
    ]

  @Test(arguments: [1, 2, 3, 7, 32])
  func everyPathFallsInExactlyOnePart(count: Int) throws {
    var seen = [Int](repeating: 0, count: Self.paths.count)
    for index in 1...count {
      let shard = try SuiteShard(index: index, count: count)
      for (number, path) in Self.paths.enumerated() where shard.contains(path) {
        seen[number] += 1
      }
    }
    #expect(seen.allSatisfy { $0 == 1 })
  }

  /// The parts are pinned: a hash that changed between versions or machines
  /// would split one run's paths differently on two runners.
  @Test func thePartOfAPathIsFixed() {
    let parts = ["a.png", "menu/back@2x.png", "é.png", "e\u{301}.png"].map {
      SuiteShard.part(of: $0, count: 7)
    }
    #expect(parts == [1, 5, 1, 7])
  }

  /// With 3,005 paths in 7 parts, about 429 each: every part within 15%.
  @Test func thePartsAreNearlyEven() throws {
    var sizes = [Int](repeating: 0, count: 7)
    for path in Self.paths { sizes[SuiteShard.part(of: path, count: 7) - 1] += 1 }
    let mean = Double(Self.paths.count) / 7
    #expect(sizes.allSatisfy { abs(Double($0) - mean) < mean * 0.15 }, "\(sizes)")
  }

  @Test func textsThatAreNoPartAreRefused() {
    let cases: [(String, SuiteShard.Problem)] = [
      ("0/4", .outOfRange(index: 0, count: 4)), ("5/4", .outOfRange(index: 5, count: 4)),
      ("1/0", .noParts(count: 0)), ("-1/3", .notAFraction), ("a/b", .notAFraction),
      ("1/", .notAFraction), ("/4", .notAFraction), ("1/2/3", .notAFraction),
      (" 1/2", .notAFraction), ("+1/2", .notAFraction), ("1/9999999999", .notAFraction),
    ]
    for (text, problem) in cases {
      #expect(throws: problem, "\(text)") { try SuiteShard(text: text) }
    }
    #expect((try? SuiteShard(text: "3/4"))?.text == "3/4")
  }
}
