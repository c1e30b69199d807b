import ChevGenGeometry
import ChevGenTestSupport
import ChevGenText
// Foundation brings the platform's C library (Glibc, Darwin), which only
// ChevGenSystem may import by name.
import Foundation
import Testing

private let dejaVu = "/usr/share/fonts/truetype/dejavu/"

private func shaper(_ choice: FontChoice = FontChoice()) throws -> PangoTextShaper {
  try PangoTextShaper(font: choice)
}

@Test func measuresMenuInDejaVuSansBold12() throws {
  // 37.166 pt is Pango's unrounded advance width, the same at every scale.
  let label = try shaper().shape("Menu", maxWidth: nil)
  #expect(abs(label.size.width - 37.166) < 0.001)
  #expect(abs(label.size.height - 13.969) < 0.001)
  #expect(abs(label.baseline - 11.139) < 0.001)
  #expect(label.direction == .leftToRight)
  #expect(!label.isEllipsized && label.missingGlyphCount == 0)
}

@Test func widthGrowsWithTheTitle() throws {
  let shaper = try shaper()
  let widths = try ["M", "Me", "Men", "Menu", "Menu Menu"].map {
    try shaper.shape($0, maxWidth: nil).size.width
  }
  #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
}

@Test func widthScalesWithTheFontSize() throws {
  let small = try shaper(FontChoice(size: 12)).shape("Menu", maxWidth: nil).size.width
  let large = try shaper(FontChoice(size: 24)).shape("Menu", maxWidth: nil).size.width
  #expect(abs(large - 2 * small) < 0.01)
}

@Test(arguments: [("رجوع", 4), ("חזרה", 4)])
func rightToLeftScriptsShapeInTheDefaultFont(title: String, characters: Int) throws {
  let label = try shaper().shape(title, maxWidth: nil)
  #expect(label.direction == .rightToLeft)
  #expect(label.missingGlyphCount == 0)
  #expect(label.size.width > Double(characters) * 3)
}

@Test(arguments: [("戻る", 2), ("返回", 2), ("🙂", 1), ("👨‍👩‍👧", 3)])
func scriptsTheFontLacksAreCountedNotFatal(title: String, missing: Int) throws {
  let label = try shaper().shape(title, maxWidth: nil)
  #expect(label.missingGlyphCount == missing)
  #expect(label.size.width > 0)
}

@Test func fallbackFontFillsInMissingCharacters() throws {
  let serif = FontChoice(file: dejaVu + "DejaVuSerif-Bold.ttf")
  #expect(try shaper(serif).shape("رجوع", maxWidth: nil).missingGlyphCount == 4)
  var withFallback = serif
  withFallback.fallbackFiles = [FontChoice.classicFile]
  #expect(try shaper(withFallback).shape("رجوع", maxWidth: nil).missingGlyphCount == 0)
}

@Test func longTitlesEndInAnEllipsisWithinTheMaximum() throws {
  let title = String(repeating: "Settings ", count: 600)
  let label = try shaper().shape(title, maxWidth: 300)
  #expect(label.isEllipsized)
  #expect(label.size.width <= 300 && label.size.width > 250)
  #expect(!(try shaper().shape("Menu", maxWidth: 300).isEllipsized))
}

@Test func zeroWidthTitleHasNoWidth() throws {
  let label = try shaper().shape("\u{200B}\u{200D}", maxWidth: nil)
  #expect(label.size.width == 0)
  #expect(label.missingGlyphCount == 0)
}

@Test func missingFontFileIsReported() {
  #expect(throws: TextError.fontFileMissing(path: "/nonexistent/font.ttf", font: .primary)) {
    try PangoTextShaper(font: FontChoice(file: "/nonexistent/font.ttf"))
  }
  #expect(throws: TextError.notAFile(path: "/tmp", font: .primary)) {
    try PangoTextShaper(font: FontChoice(file: "/tmp"))
  }
  #expect(throws: TextError.notAFile(path: "/dev/null", font: .primary)) {
    try PangoTextShaper(font: FontChoice(file: "/dev/null"))
  }
}

@Test func fileThatIsNotAFontIsReported() {
  let path = String(#filePath)
  #expect(throws: TextError.notAFont(path: path, font: .primary)) {
    try PangoTextShaper(font: FontChoice(file: path))
  }
  #expect(
    TextError.notAFont(path: "x.txt", font: .primary).message
      == "'x.txt' is not a font file fontconfig can read; give the font a .ttf or .otf file")
}

/// A bad fallback font is named as one, in the caller's words, and a named pipe
/// is refused without being opened (opening it would wait for a writer forever).
@Test func fallbackFontProblemsNameTheFallback() throws {
  let folder = try TemporaryFolder(prefix: "chevgen-font-pipe-")
  defer { folder.remove() }
  let pipe = folder.path("pipe.ttf")
  #expect(mkfifo(pipe, 0o600) == 0)
  let choice = FontChoice(fallbackFiles: ["/nonexistent/a.ttf"])
  #expect(throws: TextError.fontFileMissing(path: "/nonexistent/a.ttf", font: .fallback(index: 0)))
  {
    try PangoTextShaper(font: choice)
  }
  let error = TextError.notAFile(path: pipe, font: .fallback(index: 1))
  #expect(throws: error) {
    try PangoTextShaper(font: FontChoice(fallbackFiles: [FontChoice.titleFile, pipe]))
  }
  #expect(
    error.message { $0 == .primary ? "--font" : "--fallback-font" }
      == "font file '\(pipe)' is not a regular file; give --fallback-font the path of a .ttf or "
      + ".otf file")
}

@Test func otherFontFilesAreUsedAsTheyAre() throws {
  let regular = try shaper(FontChoice(file: dejaVu + "DejaVuSans.ttf")).shape("Menu", maxWidth: nil)
  let bold = try shaper().shape("Menu", maxWidth: nil)
  #expect(regular.size.width < bold.size.width - 1)
}

@Test(arguments: ["Menu", "Preferences Preferences Preferences", "رجوع"])
func outlineSpansTheWholeLabel(title: String) throws {
  let label = try shaper().shape(title, maxWidth: nil)
  let xs = label.outline.elements.compactMap { element -> Double? in
    switch element {
    case .move(let point), .line(let point), .curve(let point, _, _): point.x
    default: nil
    }
  }
  // Glyphs start near the left edge and reach the last glyph's advance.
  #expect((xs.min() ?? 99) < 2)
  #expect((xs.max() ?? 0) > label.size.width - 4)
  #expect((xs.max() ?? .infinity) <= label.size.width + 0.5)
}

/// A title past Pango's 32-bit units (240 000 characters, about 3.6 million
/// points) is ellipsized like any long title; laid out whole, it took minutes.
@Test func aTitleTooLongForPangosUnitsIsEllipsizedLikeAShorterOne() throws {
  let shaper = try shaper(FontChoice(size: 24))
  let huge = try shaper.shape(String(repeating: "Preferences ", count: 20_000), maxWidth: 300)
  let short = try shaper.shape(String(repeating: "Preferences ", count: 40), maxWidth: 300)
  #expect(huge.isEllipsized)
  #expect(huge.size == short.size)
  #expect(huge.outline == short.outline)
}

/// Only a prefix that reads in the title's direction stands in for it: 300
/// digits (no direction of their own) before Arabic still make a right-to-left label.
@Test func aLongTitleKeepsTheDirectionOfItsFirstLetter() throws {
  let title = String(repeating: "1", count: 300) + "رجوع"
  let label = try shaper().shape(title, maxWidth: 100)
  #expect(label.isEllipsized)
  #expect(label.direction == .rightToLeft)
}

/// The first strong character decides, as Unicode's paragraph rule (P2) says:
/// digits, spaces and punctuation have no direction; Hebrew and Arabic letters
/// read right to left, and so do the explicit right-to-left marks.
@Test(arguments: [
  ("Menu", LayoutDirection?.some(.leftToRight)), ("שלום", .rightToLeft), ("رجوع", .rightToLeft),
  ("123 שלום", .rightToLeft), ("42 · Menu", .leftToRight), ("123", nil), ("", nil),
  ("\u{202B}Menu", .rightToLeft), ("\u{202A}שלום", .leftToRight), ("— «»", nil),
])
func theBaseDirectionIsTheFirstStrongCharacters(text: String, direction: LayoutDirection?) {
  #expect(PangoTextShaper.baseDirection(of: text) == direction)
}
