import ChevGenGeometry
import ChevGenText
import Testing

/// The machine's DejaVu folder (fonts-dejavu-core, which scripts/setup installs).
private let system = "/usr/share/fonts/truetype/dejavu/"
/// The shipped DejaVu files, in the folder the defaults were found in.
private let dejaVuSans =
  String(FontChoice.classicFile.dropLast("DejaVuSans-Bold.ttf".count)) + "DejaVuSans.ttf"

/// `text` shaped in `file` at `size`, with the choice's own fallbacks.
private func shaped(_ text: String, in file: String, size: Double = 17) throws -> PangoLabel {
  try PangoTextShaper(font: FontChoice(file: file, size: size)).shape(text, maxWidth: nil)
}

/// The modern styles' titles are Inter, not DejaVu: a Latin title's glyphs
/// and width differ from DejaVu Sans's, Regular from SemiBold.
@Test func theTitleFontsAreTheShippedInter() throws {
  #expect(FontChoice.titleFile.hasSuffix("/Inter-Regular.otf"))
  #expect(FontChoice.barTitleFile.hasSuffix("/Inter-SemiBold.otf"))
  let inter = try shaped("Menu", in: FontChoice.titleFile)
  let semiBold = try shaped("Menu", in: FontChoice.barTitleFile)
  let dejaVu = try shaped("Menu", in: dejaVuSans)
  #expect(inter.missingGlyphCount == 0)
  #expect(inter.outline != dejaVu.outline)
  #expect(abs(inter.size.width - dejaVu.size.width) > 1)
  #expect(semiBold.size.width > inter.size.width)
}

/// Arabic and Hebrew, which Inter lacks, are set in the DejaVu face nearest
/// Inter's weight, glyph for glyph as a title set in that DejaVu alone (as
/// chevgen set them before Inter): DejaVu Sans under Inter Regular, DejaVu
/// Sans Bold under Inter SemiBold. No boxes.
@Test(arguments: ["رجوع", "חזרה", "Menu رجوع"])
func scriptsInterLacksAreSetInDejaVu(title: String) throws {
  let regular = try shaped(title, in: FontChoice.titleFile)
  #expect(regular.missingGlyphCount == 0)
  let bold = try shaped(title, in: FontChoice.barTitleFile)
  #expect(bold.missingGlyphCount == 0)
  guard !title.hasPrefix("Menu") else { return }
  #expect(regular.outline == (try shaped(title, in: dejaVuSans)).outline)
  #expect(regular.size == (try shaped(title, in: dejaVuSans)).size)
  #expect(bold.outline == (try shaped(title, in: FontChoice.classicFile)).outline)
  #expect(bold.size == (try shaped(title, in: FontChoice.classicFile)).size)
}

/// DejaVu follows a shipped Inter, after the user's own fallback fonts; a
/// font the user names (classic's DejaVu Sans Bold included) decides alone.
@Test func onlyTheShippedInterFallsBackToDejaVu() throws {
  let dejaVu = [dejaVuSans, FontChoice.classicFile]
  #expect(FontChoice().files == [FontChoice.classicFile])
  #expect(FontChoice(file: FontChoice.titleFile).files == [FontChoice.titleFile] + dejaVu)
  #expect(
    FontChoice(file: FontChoice.barTitleFile, fallbackFiles: ["a.ttf"]).files
      == [FontChoice.barTitleFile, "a.ttf"] + dejaVu)
  let own = FontChoice(file: system + "DejaVuSerif.ttf", fallbackFiles: ["a.ttf"])
  #expect(own.files == [system + "DejaVuSerif.ttf", "a.ttf"])
  #expect(try shaped("رجوع", in: system + "DejaVuSerif.ttf").missingGlyphCount == 4)
}
