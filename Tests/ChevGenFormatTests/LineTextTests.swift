import ChevGenFormat
import Testing

@Suite struct LineTextTests {
  /// Every scalar that could end a line is escaped, CR LF included (one
  /// `Character`, two scalars), and reading back gives the text.
  @Test(arguments: [
    "plain", "a\r\nb", "a\rb", "a\nb", "back\\slash", "\\\u{301}n", "tail\\", "\r\n\u{301}",
  ])
  func escapesEveryLineBreakAndReadsBack(text: String) {
    let line = LineText.escaped(text)
    #expect(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" })
    #expect(LineText.unescaped(line) == text)
  }

  @Test func splitsOnTheLineFeedByte() {
    #expect(LineText.lines(Array("a\r\nb\n\nc".utf8)) == ["a\r", "b", "c"])
  }
}
