import ChevGenText
import Testing

@testable import ChevGenKit

@Test func preloadedShaperMeasuresLikeAFreshOne() throws {
  let preload = ShaperPreload()
  let preloaded = try #require(try preload.take(for: FontChoice()))
  let fresh = try PangoTextShaper(font: FontChoice())
  let title = "Menu حالة"
  #expect(
    try preloaded.shape(title, maxWidth: nil).size == fresh.shape(title, maxWidth: nil).size)
  // The shaper is handed over once.
  #expect(try preload.take(for: FontChoice()) == nil)
}

@Test func preloadForAnotherFontGivesNothing() throws {
  let preload = ShaperPreload()
  #expect(try preload.take(for: FontChoice(size: 13)) == nil)
}

@Test func preloadReportsAMissingFontWhenItIsTheOneAskedFor() {
  let missing = FontChoice(file: "/nonexistent/chevgen.ttf")
  let preload = ShaperPreload(missing)
  #expect(throws: TextError.fontFileMissing(path: missing.file, font: .primary)) {
    try preload.take(for: missing)
  }
}
