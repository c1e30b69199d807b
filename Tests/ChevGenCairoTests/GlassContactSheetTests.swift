import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// The glass contact sheet: each variant, light and dark, over a ruled page,
/// a photograph and busy text, at 3x, so that a change to the material is
/// seen before it lands. A row per backdrop, drawn behind it; in each, a back
/// button, a close button and a titled Done for regular, clear and tinted
/// glass in light, then the same in dark. Tolerance: `Golden`'s. It lies in
/// `glass-sheets/`: composed from library art, the command line draws no such
/// sheet.
@Test func glassContactSheetGolden() throws {
  let shaper = try ButtonFixture(style: .glass).shaper
  let title = try shaper.shape("Done", maxWidth: nil)
  let cell =
    68.0 * 2 + GlassButton.margins.left + GlassButton.margins.right
    + GlassButton.titlePadding * 2 + title.size.width.rounded(.up)
  let width = (cell * 6).rounded(.up)
  let rowHeight = 70.0
  let rows: [GlassBackdrop] = [
    GlassBackdrops.ruled(width: width, height: rowHeight),
    GlassBackdrops.photo(width: width, height: rowHeight),
    GlassBackdrops.text(width: width, height: rowHeight),
  ]
  var items: [Scene.Item] = []
  for (index, backdrop) in rows.enumerated() {
    let top = Double(index) * rowHeight
    let row = PlacedBackdrop(backdrop, origin: Point(x: 0, y: 0))
    var cells: [Scene.Item] = [
      .glass(Path(rect: Rect(x: 0, y: 0, width: width, height: rowHeight)), .bare, row, nil)
    ]
    var x = 0.0
    for appearance in Appearance.allCases {
      for variant in GlassVariant.allCases {
        for (purpose, label) in [(Purpose.back, nil), (.close, nil), (.done, title)] {
          var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
          theme.glass.variant = variant
          let cell = GlassSheetCell.draw(
            purpose, label: label, theme: theme, x: x, on: row, scale: 3)
          cells.append(cell.item)
          x += cell.width
        }
      }
    }
    #expect(x <= width)
    items.append(.offset(Point(x: 0, y: top), cells))
  }
  let size = Size(width: width, height: rowHeight * Double(rows.count))
  try Golden.check(
    PNGWriter.rasterize(Scene(size: size, items: items), scale: 3),
    named: "glass-contact-sheet@3x", folder: "glass-sheets")
}
