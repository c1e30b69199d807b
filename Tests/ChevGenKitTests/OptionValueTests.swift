import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import Testing

@Test func parsesScaleLists() throws {
  #expect(try OptionValue.scales("1,2,3", field: .scales) == [1, 2, 3])
  #expect(try OptionValue.scales(" 1.5 , 4", field: .scales) == [1.5, 4])
}

@Test(arguments: ["", "1,", "0.5", "8.5", "1.25", "two", "nan", "inf", "1;2"])
func rejectsBadScales(_ text: String) {
  #expect(throws: ChevGenError.self) { try OptionValue.scales(text, field: .scales) }
}

@Test func parsesOffsets() throws {
  #expect(try OptionValue.offset("0,-1", field: .shadowOffset, limit: 10) == Point(x: 0, y: -1))
  #expect(throws: ChevGenError.self) {
    try OptionValue.offset("0", field: .shadowOffset, limit: 10)
  }
  #expect(throws: ChevGenError.self) {
    try OptionValue.offset("0,11", field: .shadowOffset, limit: 10)
  }
  #expect(throws: ChevGenError.self) {
    try OptionValue.offset("nan,0", field: .shadowOffset, limit: 10)
  }
}

@Test func errorsNameFieldsInEachFrontEndsWords() {
  let flag = { (field: RequestField) in "--" + field.rawValue }
  let key = { (field: RequestField) in "theme.\(field.rawValue)" }
  let conflict = ChevGenError.conflict(
    "\(.style) plain draws no text shadow; drop \(.shadowColor)")
  #expect(
    conflict.message(naming: flag) == "--style plain draws no text shadow; drop --shadow-color")
  #expect(
    conflict.message(naming: key)
      == "theme.style plain draws no text shadow; drop theme.shadow-color")
  let title = ChevGenError.title(.genericTitle, .unprintable("\u{1B}", position: 2))
  #expect(
    title.message(naming: flag)
      == "the title has a control character (U+001B) at character 2, which cannot be drawn on "
      + "a one-line label; remove it from --generic-title")
  let width = ChevGenError.invalidValue(.width, value: "3", expected: "give at least 30")
  #expect(width.message(naming: key) == "theme.width '3' is not valid: give at least 30")
  #expect(
    ChevGenError.unknownExtension(path: "a.gif").message(naming: flag)
      == "cannot tell the format of 'a.gif'; end --output with .png, .svg or .pdf")
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
