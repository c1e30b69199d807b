import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenText
import Testing

@testable import ChevGenKit

/// The one "draw a button" step every command shares: UIKit's title choice,
/// the reading direction and the warnings, with DejaVu's real metrics.
@Suite struct ButtonDrawingTests {
  let shaper: PangoTextShaper

  init() throws {
    shaper = try PangoTextShaper(font: ButtonLook().font)
  }

  func drawing(
    _ titles: BackTitleRules, style: ButtonStyleKind = .classic, direction: LayoutDirection? = nil,
    width: Double? = nil, fits: (Size) -> Bool = { _ in true }
  ) throws -> ButtonDrawing {
    let look = ButtonLook(style: style, width: width)
    return try ButtonDrawing(
      factory: look.artFactory(scales: [1, 2, 3]), titles: look.titleRules(titles),
      font: look.font, direction: direction,
      shape: { text, width throws(TextError) in try shaper.shape(text, maxWidth: width) },
      fits: fits)
  }

  @Test func showsTheFirstCandidateThatFitsThenTheGenericTitleThenTheChevron() throws {
    let titles = BackTitleRules(screenTitle: "Notifications")
    #expect(try drawing(titles).title == "Notifications")
    let narrow = try drawing(titles) { $0.width < 60 }
    #expect(narrow.title == "Back")
    #expect(
      narrow.warnings(maxWidth: 70) == [
        .titleGaveWay(preferred: "Notifications", shown: "Back", maxWidth: 70)
      ])
    let none = try drawing(titles) { _ in false }
    #expect(none.title == "")
    #expect(none.label == nil)
  }

  @Test func facesTheWayItsTextReads() throws {
    let arabic = BackTitleRules(screenTitle: "الإعدادات")
    #expect(try drawing(arabic).direction == .rightToLeft)
    // Given up for space, the title still turns the chevron.
    #expect(try drawing(arabic) { _ in false }.direction == .rightToLeft)
    #expect(try drawing(arabic, direction: .leftToRight).direction == .leftToRight)
    // Art without text has no direction of its own.
    let minimal = try drawing(BackTitleRules(), style: .minimal)
    #expect(minimal.textDirection == nil)
    #expect(minimal.direction == .leftToRight)
  }

  @Test func warnsOfAShortenedTitleAndMissingGlyphsAsValues() throws {
    let long = try drawing(
      BackTitleRules(screenTitle: String(repeating: "Settings ", count: 8)), width: 80)
    let labelWidth = long.factory.maximumLabelWidth
    #expect(long.warnings(maxWidth: nil) == [.ellipsized(labelWidth: labelWidth)])
    let flag = { (field: RequestField) in "--" + field.rawValue }
    #expect(
      ButtonWarning.ellipsized(labelWidth: 54).text.text(naming: flag)
        == "the title was shortened with an ellipsis to fit a 54 pt label; pass a shorter "
        + "--title or a wider --width")
    let boxes = try drawing(BackTitleRules(screenTitle: "設定"))
    #expect(
      boxes.warnings(maxWidth: nil) == [
        .missingGlyphs(count: 2, fontFile: ButtonLook().font.file)
      ])
  }
}
