import Testing

@testable import ChevGenFormat

/// Markup's syntax as entities; whitespace that XML would turn into spaces,
/// bidirectional controls, controls and noncharacters as numeric references;
/// C1 controls as themselves, since HTML reads `&#x85;` as `…`.
@Test func markupEscapesSyntaxAndHiddenCharacters() {
  #expect(MarkupText.escaped("a&b<c>\"d'e") == "a&amp;b&lt;c&gt;&quot;d&#39;e")
  #expect(MarkupText.escaped("\t\n\r\u{1}") == "&#x9;&#xA;&#xD;&#x1;")
  #expect(
    MarkupText.escaped("\u{202E}\u{2066}\u{200E}\u{61C}\u{2028}\u{FFFE}\u{1FFFE}")
      == "&#x202E;&#x2066;&#x200E;&#x61C;&#x2028;&#xFFFE;&#x1FFFE;")
  #expect(MarkupText.escaped("\u{85}\u{9F} 😀e\u{301} رجوع") == "\u{85}\u{9F} 😀e\u{301} رجوع")
}

/// A comment holds no `--`, and reads back as element text would.
@Test func markupCommentsHoldNoDoubleHyphen() {
  #expect(MarkupText.comment("a--b---c -->") == "a-&#45;b-&#45;&#45;c -&#45;&gt;")
}
