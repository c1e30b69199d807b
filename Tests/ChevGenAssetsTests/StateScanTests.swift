import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The no-op check's reading of the state: exactly the lines chevgen writes,
/// or nothing, so that the full build decides about anything else.
@Suite struct StateScanTests {
  static let counts = BuildCounts(
    buttons: 1, locales: 2, states: 2, appearances: 1, scales: 3, images: 12, units: 2)

  static func state(id: String = "Back|en") -> BuildState {
    var state = BuildState(units: [
      BuildState.Unit(
        id: id, key: "k1", layout: ["x\ty"],
        files: [
          BuildState.FileRecord(path: "a/b/one.png", size: 10, modified: 5),
          BuildState.FileRecord(path: "a/b/two.png", size: 11, modified: -1),
          BuildState.FileRecord(path: "a/c/three.png", size: 12, modified: 7),
          BuildState.FileRecord(path: "top.css", size: 13, modified: 8),
        ])
    ])
    state.fingerprint = BuildState.Fingerprint(inputs: "abc", counts: Self.counts)
    state.inputFiles = [BuildState.FileRecord(path: "/fonts/f.ttf", size: 3, modified: 4)]
    return state
  }

  @Test func readsWhatChevgenWrites() throws {
    let scan = try #require(StateScan(Array(Self.state().text.utf8)))
    #expect(scan.fingerprint == BuildState.Fingerprint(inputs: "abc", counts: Self.counts))
    #expect(scan.bodyIntact)
    #expect(!scan.interrupted)
    #expect(scan.inputs.map(scan.path) == ["/fonts/f.ttf"])
    #expect(
      scan.files.map(scan.path) == ["a/b/one.png", "a/b/two.png", "a/c/three.png", "top.css"])
    #expect(scan.files.map(\.size) == [10, 11, 12, 13])
    #expect(scan.files.map(\.modified) == [5, -1, 7, 8])
    #expect(Set(scan.folders().map { String(decoding: $0, as: UTF8.self) }) == ["a", "a/b", "a/c"])
  }

  @Test func aRunCutShortOrAnEditedBodyIsNoticed() throws {
    let pending = try #require(StateScan(Array(Self.state(id: BuildState.pendingID).text.utf8)))
    #expect(pending.interrupted)
    let edited = Self.state().text.replacingOccurrences(of: "k1", with: "k2")
    #expect(try #require(StateScan(Array(edited.utf8))).bodyIntact == false)
  }

  /// Anything chevgen does not write leaves the decision to the full build.
  @Test(arguments: [
    "X\tsomething\n", "F\ta.png\t1\n", "F\ta.png\t1\t2\t3\n", "F\ta.png\tten\t2\n",
    "U\tid\tkey\textra\n", "FF\ta.png\t1\t2\n",
  ])
  func anUnknownLineIsNotScanned(line: String) {
    #expect(StateScan(Array((Self.state().text + line).utf8)) == nil)
  }

  /// The counts as the fingerprint line records them, read back exactly.
  @Test func theFingerprintHoldsTheCounts() {
    #expect(Self.state().text.contains("\nM\tabc\t2,1,12,2,2,1,3\t"))
    let counts = Array(Self.counts.stateText.utf8)[...]
    #expect(BuildCounts(stateText: counts) == Self.counts)
    for text in ["2,1,12,2,2,1", "2,1,12,2,2,1,3,4", "2,1,,2,2,1,3", "2,1,-1,2,2,1,3", "2;1"] {
      #expect(BuildCounts(stateText: Array(text.utf8)[...]) == nil, "\(text)")
    }
  }

  /// An earlier chevgen's fingerprint, which counted units alone, is no
  /// fingerprint: the full build runs and records one, and the state's
  /// other lines are read as they are (nothing is ignored or warned about).
  @Test func anEarlierFingerprintIsReadAsNone() {
    let earlier = Self.state().text.replacingOccurrences(of: "\t2,1,12,2,2,1,3\t", with: "\t1\t")
    let scan = StateScan(reading: Array(earlier.utf8))
    #expect(scan.problem == nil && scan.fingerprint == nil)
    #expect(scan.files.count == 4)
    #expect(StateScan(Array(earlier.utf8)) == nil)
    let bad = Self.state().text.replacingOccurrences(of: "\t2,1,12,2,2,1,3\t", with: "\tx\t")
    #expect(StateScan(reading: Array(bad.utf8)).problem != nil)
  }

  @Test func aStateWithoutAFingerprintIsNotScanned() {
    var state = Self.state()
    state.fingerprint = nil
    #expect(StateScan(Array(state.text.utf8)) == nil)
    #expect(StateScan(Array("chevgen-state 2\n".utf8)) == nil)
  }

  /// Files interleaved as a unit's catalog and css files are, across more
  /// folders than the few the scan compares first, with paths of one length
  /// that differ in one byte: every folder on the way, each once.
  @Test func everyFolderIsListedOnceWhateverTheOrder() throws {
    let paths = [
      "res/drawable-mdpi/a.png", "css/a.png", "res/drawable-hdpi/a.png", "css/b.png",
      "res/drawable-mdpi/b.png", "res/drawable-xhdpi/a.png", "Assets.xcassets/A.imageset/a.png",
      "Assets.xcassets/B.imageset/a.png", "res/drawable-hdpi/c.png",
      "Assets.xcassets/A.imageset/b.png", "res/drawable-mdpj/a.png", "top.css",
    ]
    var state = BuildState(units: [
      BuildState.Unit(
        id: "Back|en", key: "k1", layout: [],
        files: paths.map { BuildState.FileRecord(path: $0, size: 1, modified: 1) })
    ])
    state.fingerprint = BuildState.Fingerprint(inputs: "abc", counts: Self.counts)
    let scan = try #require(StateScan(Array(state.text.utf8)))
    let folders = scan.folders().map { String(decoding: $0, as: UTF8.self) }
    #expect(folders.count == Set(folders).count)
    #expect(
      Set(folders) == [
        "res", "res/drawable-mdpi", "res/drawable-hdpi", "res/drawable-xhdpi", "res/drawable-mdpj",
        "css", "Assets.xcassets", "Assets.xcassets/A.imageset", "Assets.xcassets/B.imageset",
      ])
  }

  /// The state's numbers: digits, or -1 for a time not known; nothing else,
  /// and nothing beyond Int.max.
  @Test func integersAreReadExactly() {
    let cases: [(String, Int?)] = [
      ("0", 0), ("708920", 708_920), ("1795389538119304153", 1_795_389_538_119_304_153),
      ("9223372036854775807", Int.max), ("9223372036854775808", nil),
      ("99999999999999999999", nil), ("-1", -1), ("-2", nil), ("", nil), ("12a", nil),
      ("1 ", nil), ("+1", nil),
    ]
    for (text, value) in cases {
      #expect(BuildState.integer(Array(text.utf8)[...]) == value, "\(text)")
    }
  }
}
