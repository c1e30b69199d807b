import Testing

@testable import ChevGenFormat

@Test func plainWordsStayAsTheyAre() {
  #expect(
    ShellText.quoted("/tmp/art/actual/ButtonTests-621e1cdc")
      == "/tmp/art/actual/ButtonTests-621e1cdc")
  #expect(ShellText.quoted("a_b-c.d/e@f%g+h,i:j") == "a_b-c.d/e@f%g+h,i:j")
}

@Test func anythingElseIsSingleQuoted() {
  #expect(ShellText.quoted("") == "''")
  #expect(ShellText.quoted("/src/My Tests") == "'/src/My Tests'")
  #expect(ShellText.quoted("~/refs") == "'~/refs'")
  #expect(ShellText.quoted("=refs") == "'=refs'")
  #expect(ShellText.quoted("$HOME/*.png") == "'$HOME/*.png'")
  #expect(ShellText.quoted("a\\b\"c`d!e") == "'a\\b\"c`d!e'")
  #expect(ShellText.quoted("/src/Prüfungen") == "'/src/Prüfungen'")
}

@Test func aQuoteClosesTheQuotesIsEscapedAndReopensThem() {
  #expect(ShellText.quoted("Bob's") == #"'Bob'\''s'"#)
  #expect(ShellText.quoted("''") == #"''\'''\'''"#)
  // A quote with a combining mark is one Character but still a quote to the shell.
  #expect(ShellText.quoted("a'\u{301}b") == "'a'\\''\u{301}b'")
}
