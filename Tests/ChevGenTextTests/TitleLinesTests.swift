import ChevGenText
import Testing

/// Large titles: DejaVu Sans Bold 34 pt on a 361 pt line (a 393 pt bar less its
/// 16 pt margins), at most two lines.
@Suite struct TitleLinesTests {
  let shaper: PangoTextShaper
  init() throws { shaper = try PangoTextShaper(font: FontChoice(size: 34)) }

  func lines(_ text: String, width: Double = 361) throws -> TitleLines {
    try shaper.shapeLines(text, width: width, maximumLines: 2)
  }

  @Test func oneLineWhenItFits() throws {
    let title = try lines("Settings")
    #expect(title.lines.map(\.text) == ["Settings"])
    #expect(title.lines[0].width == (try shaper.shape("Settings", maxWidth: nil).size.width))
    #expect(!title.isEllipsized)
    #expect(title.size.height == title.lineHeight)
  }

  @Test func twoLinesBrokenForBalance() throws {
    // Of every break between words that fits, the one with the closest widths.
    let title = try lines("Notifications and Privacy Settings")
    #expect(title.lines.map(\.text) == ["Notifications and", "Privacy Settings"])
    let widths = title.lines.map(\.width)
    // Each line is as wide as the same words set alone.
    for line in title.lines {
      #expect(abs(line.width - (try shaper.shape(line.text, maxWidth: nil).size.width)) < 0.001)
    }
    // No other break between words comes out closer.
    let words = "Notifications and Privacy Settings".split(separator: " ")
    for split in 1..<words.count {
      let first = try shaper.shape(words[..<split].joined(separator: " "), maxWidth: nil)
      let second = try shaper.shape(words[split...].joined(separator: " "), maxWidth: nil)
      guard first.size.width <= 361, second.size.width <= 361 else { continue }
      #expect(
        abs(first.size.width - second.size.width) >= abs(widths[0] - widths[1]) - 0.001,
        "breaking after word \(split) is closer")
    }
    #expect(!title.isEllipsized)
  }

  @Test func balanceMovesWordsToTheSecondLine() throws {
    // Greedy wrapping would fill the first line and leave "Items" alone.
    let text = "Recently Deleted Items"
    #expect(try shaper.shape("Recently Deleted", maxWidth: nil).size.width <= 361)
    #expect(try shaper.shape(text, maxWidth: nil).size.width > 361)
    let title = try lines(text)
    #expect(title.lines.map(\.text) == ["Recently", "Deleted Items"])
  }

  @Test func ellipsisAfterTwoLines() throws {
    let title = try lines(
      "The quick brown fox jumps over the lazy dog and keeps on running far away")
    #expect(title.lines.count == 2)
    #expect(title.isEllipsized)
    #expect(title.lines[0].text == "The quick brown")
    #expect(title.lines[1].text.hasSuffix("…"))
    #expect(title.lines.allSatisfy { $0.width <= 361 })
  }

  @Test func aWordTooLongForOneLineBreaksWithAHyphen() throws {
    let title = try lines("Supercalifragilisticexpialidocious")
    #expect(title.lines.map(\.text) == ["Supercalifragilis-", "ticexpialidocious"])
  }

  @Test func rightToLeftTitlesBreakInReadingOrder() throws {
    let title = try lines("إعدادات الخصوصية والإشعارات المتقدمة")
    #expect(title.direction == .rightToLeft)
    #expect(title.lines.map(\.text) == ["إعدادات الخصوصية", "والإشعارات المتقدمة"])
  }

  /// 120 000 characters at 34 pt are past Pango's 32-bit units (about 2 million
  /// points): laid out whole, they came out as one line of width 0.
  @Test func aTitleTooLongForPangosUnitsEndsLikeAShorterOne() throws {
    let huge = try lines(String(repeating: "word ", count: 24_000))
    let short = try lines(String(repeating: "word ", count: 200))
    #expect(huge.lines.count == 2)
    #expect(huge.isEllipsized)
    #expect(huge == short)
  }
}
