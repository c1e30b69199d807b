import ChevGenStyles
import Testing

@testable import ChevGenCairo

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
  let output = String(decoding: SVGIDs.rewrite(input), as: UTF8.self)
  #expect(output == "<g id=\"surface1\"><use xlink:href=\"#surface2\"/><g id=\"surface2\">surface")
}

@Test func partsOfADocumentGetTheirOwnIDs() {
  let input = Array(
    ("<clipPath id=\"clip1\"><use xlink:href=\"#surface9\"/></clipPath><mask id=\"mask0\">"
      + "<g filter=\"url(#alpha)\"/></mask><g clip-path=\"url(#clip1)\" "
      + "style=\"fill:url(#linear0);\" id=\"surface9\" mask=\"url(#mask0)\" width=\"3\"/>").utf8)
  let output = String(decoding: SVGIDs.rewrite(input, suffix: "p2"), as: UTF8.self)
  #expect(
    output
      == "<clipPath id=\"clip1p2\"><use xlink:href=\"#surface1p2\"/></clipPath>"
      + "<mask id=\"mask0p2\"><g filter=\"url(#alphap2)\"/></mask><g clip-path=\"url(#clip1p2)\" "
      + "style=\"fill:url(#linear0p2);\" id=\"surface1p2\" mask=\"url(#mask0p2)\" width=\"3\"/>")
}

@Test func pngBytesDoNotDependOnTheMasksOfEarlierImages() throws {
  let fixture = try ButtonFixture()
  let highlighted = try fixture.scene(title: "Menu", state: .highlighted, scale: 2)
  let alone = try PNGWriter.data(highlighted, scale: 2)
  let masks = FillMasks()
  _ = try PNGWriter.data(fixture.scene(title: "Menu", scale: 2), scale: 2, masks: masks)
  _ = try PNGWriter.data(fixture.scene(title: "Menu", scale: 3), scale: 3, masks: masks)
  #expect(try PNGWriter.data(highlighted, scale: 2, masks: masks) == alone)
  // More outlines than the masks kept: the oldest are let go and drawn anew.
  for title in ["Inbox", "Library", "Photos", "Account", "Messages", "Search", "Orders"] {
    for scale in [1.0, 2, 3] {
      _ = try PNGWriter.data(fixture.scene(title: title, scale: scale), scale: scale, masks: masks)
    }
  }
  #expect(try PNGWriter.data(highlighted, scale: 2, masks: masks) == alone)
}

/// Masks may round differently from cairo's own fill: by at most 2 of 255, 3
/// when a faded group rounds once more.
@Test(arguments: [(ButtonState.normal, 1.0), (.highlighted, 2), (.disabled, 3)])
func maskedFillsPaintWhatFillsWould(state: ButtonState, scale: Double) throws {
  let fixture = try ButtonFixture()
  let scene = try fixture.scene(
    title: "Settings", state: state, scale: scale, direction: .rightToLeft)
  let masked = try PNGWriter.rasterize(scene, scale: scale).rgbaImage()
  let (width, height) = PNGWriter.pixelSize(of: scene, scale: scale)
  let surface = try ImageSurface(width: width, height: height)
  try ScenePainter.draw(scene, on: CairoContext(surface: surface.handle), scale: scale)
  let filled = surface.rgbaImage()
  #expect(masked.width == filled.width && masked.height == filled.height)
  let worst = zip(masked.pixels, filled.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
  #expect(worst <= (state == .disabled ? 3 : 2))
  #expect(filled.pixels.contains { $0 != 0 })
}
