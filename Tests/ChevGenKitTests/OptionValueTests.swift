import ChevGenKit
import ChevronGeometry
import Testing

@Test func parsesScaleLists() throws {
  #expect(try OptionValue.scales("1,2,3", option: "--scales") == [1, 2, 3])
  #expect(try OptionValue.scales(" 1.5 , 4", option: "--scales") == [1.5, 4])
}

@Test(arguments: ["", "1,", "0.5", "8.5", "1.25", "two", "nan", "inf", "1;2"])
func rejectsBadScales(_ text: String) {
  #expect(throws: ChevGenError.self) { try OptionValue.scales(text, option: "--scales") }
}

@Test func parsesOffsets() throws {
  #expect(try OptionValue.offset("0,-1", option: "-o", limit: 10) == Point(x: 0, y: -1))
  #expect(throws: ChevGenError.self) { try OptionValue.offset("0", option: "-o", limit: 10) }
  #expect(throws: ChevGenError.self) { try OptionValue.offset("0,11", option: "-o", limit: 10) }
  #expect(throws: ChevGenError.self) { try OptionValue.offset("nan,0", option: "-o", limit: 10) }
}

@Test func errorsKnowUsageFromFailure() {
  #expect(ChevGenError.unknownExtension(path: "a").isUsageError)
  #expect(
    ChevGenError.invalidTitle(option: "--title", character: "\u{1B}", position: 1).isUsageError)
  #expect(!ChevGenError.file(.missingDirectory(path: "a/b", directory: "a")).isUsageError)
  #expect(!ChevGenError.file(.writeFailed(path: "a", reason: "disk full")).isUsageError)
}

@Test func quotedTitlesKeepTheirFirst40Characters() {
  #expect(OptionValue.quoted("Menu") == "'Menu'")
  let forty = String(repeating: "a", count: 40)
  #expect(OptionValue.quoted(forty) == "'\(forty)'")
  #expect(OptionValue.quoted(forty + "bc") == "'\(forty)…'")
  // Characters, not bytes or scalars: a family emoji counts once.
  let family = String(repeating: "👨‍👩‍👧", count: 41)
  #expect(OptionValue.quoted(family) == "'\(String(repeating: "👨‍👩‍👧", count: 40))…'")
}
