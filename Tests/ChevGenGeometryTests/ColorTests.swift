import ChevGenGeometry
import Testing

@Test func parsesSixAndEightDigitHex() {
  #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
  #expect(Color(hex: "#ff800080")?.alpha == 128.0 / 255)
  #expect(Color(hex: "#4a6fa5")?.hex == "#4A6FA5FF")
}

@Test(arguments: [
  "", "#", "FF8000", "#FF800", "#FF80000", "#GG8000", "#FF8000801", "red", "#ＦＦ8000",
])
func rejectsMalformedHex(_ text: String) {
  #expect(Color(hex: text) == nil)
}

@Test func mixesTowardsAnotherColour() {
  let grey = Color.black.mixed(with: .white, amount: 0.25)
  #expect(grey == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
  #expect(Color.white.withAlpha(multipliedBy: 0.5).alpha == 0.5)
}
