import ChevGenKit
import Testing

/// Fits any title of at most `limit` characters (a stand-in for "the button is
/// no wider than --max-width").
private func fits(_ limit: Int) -> @Sendable (String) -> Bool { { $0.count <= limit } }
private let roomy: @Sendable (String) -> Bool = fits(100)

// SPEC table, row 1: title / backButtonTitle, default mode.
@Test func defaultModeShowsTheSourceTitle() {
  let rules = BackTitleRules(screenTitle: "Settings")
  #expect(rules.buttonTitle(fits: roomy) == "Settings")
  #expect(rules.historyTitle == "Settings")
  let renamed = BackTitleRules(screenTitle: "Settings", backButtonTitle: "Prefs")
  #expect(renamed.buttonTitle(fits: roomy) == "Prefs")
  #expect(renamed.historyTitle == "Prefs")
}

@Test func defaultModeFallsBackToGenericThenToNothing() {
  let rules = BackTitleRules(screenTitle: "Notifications")
  #expect(rules.buttonTitle(fits: fits(6)) == "Back")
  #expect(rules.buttonTitle(fits: fits(3)) == "")
  #expect(rules.historyTitle == "Notifications")
  let localized = BackTitleRules(screenTitle: "Notifications", genericTitle: "Zurück")
  #expect(localized.buttonTitle(fits: fits(6)) == "Zurück")
}

// Row 2: generic mode.
@Test func genericModeShowsTheGenericTitle() {
  let rules = BackTitleRules(
    screenTitle: "Settings", backButtonTitle: "Prefs", displayMode: .generic)
  #expect(rules.buttonTitle(fits: roomy) == "Back")
  #expect(rules.buttonTitle(fits: fits(3)) == "")
  #expect(rules.historyTitle == "Prefs")
}

// Row 3: minimal mode.
@Test func minimalModeShowsTheChevronAlone() {
  let rules = BackTitleRules(screenTitle: "Settings", displayMode: .minimal)
  #expect(rules.buttonTitle(fits: roomy) == "")
  #expect(rules.historyTitle == "Settings")
}

// Row 4: a back bar button item wins in every mode.
@Test(arguments: BackTitleRules.DisplayMode.allCases)
func aBackItemTitleWinsInEveryMode(mode: BackTitleRules.DisplayMode) {
  let rules = BackTitleRules(
    screenTitle: "Settings", backButtonTitle: "Prefs", backItemTitle: "Done", displayMode: mode)
  #expect(rules.buttonTitle(fits: roomy) == "Done")
  #expect(rules.buttonTitle(fits: fits(3)) == "")
  #expect(rules.historyTitle == "Done")
  let long = BackTitleRules(backItemTitle: "All Conversations", displayMode: mode)
  #expect(long.buttonTitle(fits: fits(6)) == "Back")
}

@Test func withNoSourceTheGenericTitleIsTheSource() {
  let rules = BackTitleRules()
  #expect(rules.buttonTitle(fits: roomy) == "Back")
  #expect(rules.historyTitle == "Back")
}

@Test func anEmptyTitleIsSetAndShowsTheChevronAlone() {
  let rules = BackTitleRules(screenTitle: "")
  #expect(rules.buttonTitle(fits: fits(0)) == "")
  #expect(rules.historyTitle == "")
}
