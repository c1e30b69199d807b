import Testing

@testable import ChevronRender

@Test func pngBytesDoNotDependOnWhatWasDrawnBefore() throws {
  let fixture = try ButtonFixture()
  let first = try PNGWriter.data(fixture.scene(title: "Menu", scale: 1), scale: 1)
  _ = try PNGWriter.data(fixture.scene(title: "Settings", scale: 3), scale: 3)
  let again = try PNGWriter.data(fixture.scene(title: "Menu", scale: 1), scale: 1)
  #expect(first == again)
}

@Test func svgBytesDoNotDependOnWhatWasDrawnBefore() throws {
  let fixture = try ButtonFixture()
  let first = try SVGWriter.data(fixture.scene(title: "Menu", state: .disabled, scale: 1))
  _ = try SVGWriter.data(fixture.scene(title: "Other", state: .disabled, scale: 1))
  let again = try SVGWriter.data(fixture.scene(title: "Menu", state: .disabled, scale: 1))
  #expect(first == again)
  let text = String(decoding: first, as: UTF8.self)
  #expect(text.contains("width=\"58px\" height=\"30px\" viewBox=\"0 0 58 30\""))
  #expect(text.contains("id=\"surface1\""))
}

@Test func pdfBytesAreTheSameEveryTimeAndCarryAFixedDate() throws {
  let fixture = try ButtonFixture()
  let first = try PDFWriter.data(fixture.scene(title: "Menu", scale: 1))
  let again = try PDFWriter.data(fixture.scene(title: "Menu", scale: 1))
  #expect(first == again)
  let text = String(decoding: first, as: UTF8.self)
  #expect(text.hasPrefix("%PDF-"))
  #expect(text.contains("/CreationDate (20000101000000Z)"))
  #expect(text.contains("/MediaBox [ 0 0 58 30 ]"))
}

@Test func surfaceIDsAreRenumberedByFirstAppearance() {
  let input = Array(
    "<g id=\"surface41\"><use xlink:href=\"#surface7\"/><g id=\"surface7\">surface".utf8)
  let output = String(decoding: SVGWriter.renumberSurfaceIDs(input), as: UTF8.self)
  #expect(output == "<g id=\"surface1\"><use xlink:href=\"#surface2\"/><g id=\"surface2\">surface")
}
