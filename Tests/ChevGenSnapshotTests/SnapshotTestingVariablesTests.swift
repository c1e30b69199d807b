import ChevGenDiff
import ChevGenImage
import ChevGenSnapshot
import ChevGenTestSupport
import Testing

/// ChevGenSnapshot reads swift-snapshot-testing's two variables when its own
/// are unset, so that a team using both libraries sets one of each.
@Suite struct SnapshotTestingVariablesTests {
  @Test func chevgensOwnRecordModeWins() {
    let environment = ["CHEVGEN_SNAPSHOT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"]
    #expect(SnapshotRecordMode.fromEnvironment(environment) == .never)
    #expect(SnapshotRecordMode.variable(in: environment) == "CHEVGEN_SNAPSHOT_RECORD")
  }

  @Test func swiftSnapshotTestingsRecordModeIsReadWhenChevgensIsUnsetOrEmpty() {
    for own in [nil, ""] as [String?] {
      var environment = ["SNAPSHOT_TESTING_RECORD": "failed"]
      environment["CHEVGEN_SNAPSHOT_RECORD"] = own
      #expect(SnapshotRecordMode.fromEnvironment(environment) == .failed)
      #expect(SnapshotRecordMode.variable(in: environment) == "SNAPSHOT_TESTING_RECORD")
    }
  }

  @Test func neitherVariableMeansMissing() {
    #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
    #expect(SnapshotRecordMode.variable(in: ["SNAPSHOT_TESTING_RECORD": ""]) == nil)
  }

  /// A bad value is refused in the name of the variable that carried it.
  @Test func aBadValueIsBlamedOnTheVariableInEffect() {
    let environment = ["SNAPSHOT_TESTING_RECORD": "sometimes"]
    #expect(SnapshotRecordMode.fromEnvironment(environment) == nil)
    #expect(SnapshotRecordMode.variable(in: environment) == "SNAPSHOT_TESTING_RECORD")
  }

  @Test func artefactsGoWhereChevgenSaysElseWhereSnapshotTestingSays() {
    let both = ["CHEVGEN_SNAPSHOT_ARTEFACTS": "/a", "SNAPSHOT_ARTIFACTS": "/b", "TMPDIR": "/t"]
    #expect(SnapshotUsage.defaultArtefactsFolder { both[$0] } == "/a")
    let theirs = ["CHEVGEN_SNAPSHOT_ARTEFACTS": "", "SNAPSHOT_ARTIFACTS": "/b", "TMPDIR": "/t"]
    #expect(SnapshotUsage.defaultArtefactsFolder { theirs[$0] } == "/b")
    let neither = ["TMPDIR": "/t"]
    #expect(SnapshotUsage.defaultArtefactsFolder { neither[$0] } == "/t/chevgen-snapshots")
  }

  /// The figures ChevGenSnapshotTesting's article gives for mid-grey: the
  /// default threshold 0.1 matches 26 levels lighter and not 27; 0.02 matches
  /// 5 and not 6 (perceptualPrecision 0.98, ΔE 2, matches 5).
  @Test func theArticlesGreyFiguresHold() {
    func matches(lighter levels: UInt8, threshold: Double) -> Bool {
      let grey = { (value: UInt8) in
        RGBAImage(width: 1, height: 1, pixels: [value, value, value, 255])!
      }
      var options = PixelMatchOptions()
      options.threshold = threshold
      if case .matches = SnapshotComparison(
        grey(128 + levels), reference: grey(128), options: options, tolerance: DiffTolerance(),
        limits: "")
      {
        return true
      }
      return false
    }
    #expect(matches(lighter: 26, threshold: 0.1))
    #expect(!matches(lighter: 27, threshold: 0.1))
    #expect(matches(lighter: 5, threshold: 0.02))
    #expect(!matches(lighter: 6, threshold: 0.02))
  }

  @Test func aComparisonNamesTheLimitInTheCallersWords() {
    let white = RGBAImage(width: 2, height: 1, pixels: [UInt8](repeating: 255, count: 8))!
    var changed = white
    changed.pixels[0] = 0
    let comparison = SnapshotComparison(
      changed, reference: white, options: PixelMatchOptions(),
      tolerance: DiffTolerance(maximumRatio: 0.25), limits: "what precision 0.75 allows")
    guard case .differs(let found, let diff) = comparison else {
      Issue.record("expected a difference, got \(comparison)")
      return
    }
    #expect(found == "1 of 2 pixels differ (50.00%), over what precision 0.75 allows")
    #expect(diff[0, 0] == (255, 0, 0, 255))
  }
}
