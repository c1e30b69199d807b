import ChevGenStyles
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The build's content hashes must not move when code is reorganised: a
/// changed spelling would redraw every button of every user's manifest.
@Suite struct BuildPlanTests {
  /// The spellings `String(reflecting:)` gave while `ButtonRole` lived in
  /// ChevGenAssets, which existing build states were hashed with.
  @Test func rolesHashAsTheyAlwaysHave() {
    #expect(BuildPlan.hashSpelling(.back) == "ChevGenAssets.ButtonRole.back")
    #expect(BuildPlan.hashSpelling(.close) == "ChevGenAssets.ButtonRole.close")
    #expect(
      BuildPlan.hashSpelling(.action(.done))
        == "ChevGenAssets.ButtonRole.action(ChevGenGeometry.Purpose.done)")
  }
}
