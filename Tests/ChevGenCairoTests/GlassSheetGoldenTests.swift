import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// Golden sheets of glass over a photo-like backdrop (a circuit board's
/// greens, copper traces, bright pads and a band of light): a back, a close,
/// a prominent Save and a grouped capsule of add and share, side by side on
/// one backdrop, in each variant and appearance at 2x, the backdrop itself
/// drawn behind them. Tolerance: `Golden`'s. They lie in `glass-sheets/`:
/// composed from library art, the command line draws no such sheet.

private let variants = GlassVariant.allCases
private let sheetNames = variants.flatMap { variant in
  Appearance.allCases.map { "glass-sheet-\(variant.rawValue)-\($0.rawValue)@2x" }
}

/// A circuit board `width` × `height` points at 2 pixels a point.
private func circuitBoard(width: Int, height: Int) -> GlassBackdrop {
  var pixels = [UInt8]()
  pixels.reserveCapacity(width * height * 16)
  for y in 0..<(height * 2) {
    for x in 0..<(width * 2) {
      // A board green darkening to the right, lit by a warm band at the top.
      var red = 20.0 + Double(x) * 0.02
      var green = 110.0 - Double(x) * 0.08 + Double(y) * 0.2
      var blue = 60.0 + Double(y) * 0.3
      if y < 30 { (red, green, blue) = (red + 150, green + 110, blue + 40) }
      // Copper traces: vertical every 13 pt, horizontal every 17 pt.
      if x % 26 < 3 || (y % 34 < 3 && x % 90 < 60) { (red, green, blue) = (200, 130, 60) }
      // Bright pads.
      let dx = x % 58 - 29
      let dy = y % 46 - 23
      if dx * dx + dy * dy < 64 { (red, green, blue) = (245, 240, 225) }
      // Dark chips.
      if x % 170 > 120, y % 100 > 55 { (red, green, blue) = (25, 25, 30) }
      pixels += [red, green, blue].map { UInt8(min(max($0, 0), 255)) } + [255]
    }
  }
  return GlassBackdrop(
    image: RGBAImage(width: width * 2, height: height * 2, pixels: pixels)!, pixelsPerPoint: 2)
}

@Test(arguments: sheetNames)
func glassSheetGolden(_ name: String) throws {
  let parts = name.dropLast(3).split(separator: "-").map(String.init)
  let variant = try #require(GlassVariant(rawValue: parts[2]))
  let appearance = try #require(Appearance(rawValue: parts[3]))
  let fixture = try ButtonFixture(style: .glass)
  let save = try fixture.shaper.shape("Save", maxWidth: nil)
  func theme(prominent: Bool = false) -> ButtonTheme {
    var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
    theme.glass.variant = variant
    theme.glass.prominent = prominent
    return theme
  }
  let board = circuitBoard(width: 400, height: 70)
  let sheet = PlacedBackdrop(board, origin: Point(x: 0, y: 0))
  var items: [Scene.Item] = [
    .glass(Path(rect: Rect(x: 0, y: 0, width: 400, height: 70)), .bare, sheet, nil)
  ]
  var x = 0.0
  let buttons: [(Purpose, Bool)] = [(.back, false), (.close, false), (.save, true)]
  for (purpose, prominent) in buttons {
    let cell = GlassSheetCell.draw(
      purpose, label: purpose == .save ? save : nil, theme: theme(prominent: prominent), x: x,
      on: sheet, scale: 2)
    items.append(cell.item)
    x += cell.width
  }
  // Add and share on one capsule, as a bar groups its trailing glyphs.
  var grouped = theme()
  grouped.glass.place(at: Point(x: x, y: 0), on: sheet)
  let group = GlassButton(
    content: .title, labelSize: .zero, fixedWidth: 88, scales: [2], direction: .leftToRight,
    colors: grouped)
  var glyphs: [Scene.Item] = []
  for (index, glyph) in [Glyph.add, .share].enumerated() {
    let corner = Point(
      x: group.platter.origin.x + 22 + 44 * Double(index) - Glyph.size / 2,
      y: group.platter.origin.y + 22 - Glyph.size / 2)
    glyphs.append(
      .stroke(glyph.path(at: corner), .solid(group.glyphColor(.normal)), width: Glyph.strokeWidth))
  }
  items.append(
    .offset(Point(x: x, y: 0), group.backgroundItems(state: .normal, scale: 2) + glyphs))
  x += group.size.width
  #expect(x <= 400)
  try Golden.check(
    PNGWriter.rasterize(Scene(size: Size(width: 400, height: 70), items: items), scale: 2),
    named: name, folder: "glass-sheets")
}
