import ChevronGeometry
import Testing

@testable import ChevronAssets

/// The build's content hashes must not move when code is reorganised: a
/// changed spelling would redraw every button of every user's manifest.
@Suite struct BuildPlanTests {
  /// The spellings `String(reflecting:)` gave while `ButtonRole` lived in
  /// ChevronAssets, which existing build states were hashed with.
  @Test func rolesHashAsTheyAlwaysHave() {
    #expect(BuildPlan.hashSpelling(.back) == "ChevronAssets.ButtonRole.back")
    #expect(BuildPlan.hashSpelling(.close) == "ChevronAssets.ButtonRole.close")
    #expect(
      BuildPlan.hashSpelling(.action(.done))
        == "ChevronAssets.ButtonRole.action(ChevronGeometry.Purpose.done)")
  }
}
