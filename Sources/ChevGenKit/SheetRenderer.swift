import ChevGenCairo
import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// `chevgen sheet`: every style × state × appearance, and every purpose in every
/// style, side by side on one image for the README and design reviews.
public enum SheetRenderer {
  /// Space around the sheet, between cells and between rows, in points.
  static let margin = 16.0
  static let gap = 12.0
  /// The width of the row names on the left.
  static let nameWidth = 116.0

  /// Draws the sheet at `scales` (nil for PNG's default 1, 2 and 3) and writes it,
  /// all or nothing, under the names `render` gives: `output` at 1x and for SVG
  /// and PDF, `sheet@2x.png` and so on for the other PNG scales; returns the paths.
  public static func render(output: String, scales: [Double]?) throws(ChevGenError) -> [String] {
    try ChevGenError.checkOutput(output, kind: .file, example: "sheet.png")
    guard let format = OutputFormat(path: output) else { throw .unknownExtension(path: output) }
    let plan = OutputPlan(
      path: output, format: format, states: [.normal],
      scales: try OutputPlan.drawnScales(scales, for: format))
    for image in plan.images {
      try ChevGenError.onFiles { () throws(FileError) in
        try DirectoryCheck.ensureWritable(image.path)
      }
    }
    let scenes = try sheets(scales: plan.images.map(\.scale))
    // One scale at a time, so that only one sheet's pixels are held at once.
    let transaction = FileTransaction()
    let caches = DrawingCaches()
    for (image, scene) in zip(plan.images, scenes) {
      let encoded: ButtonRenderer.Encoded
      do throws(RenderError) {
        encoded = try ButtonRenderer.encode(
          scene, scale: image.scale, format: format, caches: caches)
      } catch { throw .render(error) }
      try ChevGenError.onFiles { () throws(FileError) in
        try transaction.stage(encoded.bytes, at: image.path)
      }
    }
    try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    return plan.images.map(\.path)
  }

  /// The sheet's scene at the first of `scales`, its widths on every scale's
  /// pixel grid: a light panel and a dark panel, each with one row per style in
  /// its three states, then one row per style with every purpose.
  public static func sheet(scales: [Double]) throws(ChevGenError) -> Scene {
    try sheets(scales: scales)[0]
  }

  /// The sheet at each of `scales`, laid out alike at every scale.
  static func sheets(scales: [Double]) throws(ChevGenError) -> [Scene] {
    precondition(!scales.isEmpty, "a sheet is drawn at one scale at least")
    let shapers: Shapers
    do throws(TextError) {
      shapers = Shapers(
        bold: try PangoTextShaper(font: ButtonLook(style: .classic).font),
        regular: try PangoTextShaper(font: ButtonLook(style: .plain).font),
        names: try PangoTextShaper(font: FontChoice(file: FontChoice.titleFile, size: 11)))
    } catch { throw .text(error) }
    return try scales.map { scale throws(ChevGenError) in
      let rows: [Row]
      do throws(TextError) {
        rows = try self.rows(shapers: shapers, scales: scales, at: scale)
      } catch { throw .text(error) }
      return try layout(rows, names: shapers.names, scales: scales)
    }
  }

  /// The label fonts: classic's bold, the other styles' regular, the row names'.
  private struct Shapers {
    var bold: PangoTextShaper
    var regular: PangoTextShaper
    var names: PangoTextShaper
  }

  private typealias Row = (name: String, appearance: Appearance, cells: [Scene])

  /// Every row of both panels, each cell drawn at `scale`.
  private static func rows(
    shapers: Shapers, scales: [Double], at scale: Double
  ) throws(TextError) -> [Row] {
    func cell(
      _ style: ButtonStyleKind, _ purpose: Purpose, _ state: ButtonState, _ appearance: Appearance
    ) throws(TextError) -> Scene {
      let look = ButtonLook(style: style, purpose: purpose)
      let shaper = style == .classic ? shapers.bold : shapers.regular
      let drawing = try ButtonDrawing(
        factory: look.artFactory(scales: scales), titles: look.titleRules(BackTitleRules()),
        font: look.font, direction: .leftToRight,
        shape: { title, _ throws(TextError) in try shaper.shape(title, maxWidth: nil) })
      let art = drawing.art(ButtonTheme.standard(for: style, appearance: appearance))
      return art.scene(label: drawing.label?.outline, state: state, scale: scale)
    }
    var rows: [Row] = []
    for appearance in Appearance.allCases {
      for style in ButtonStyleKind.allCases {
        let cells = try ButtonState.allCases.map { state throws(TextError) in
          try cell(style, .back, state, appearance)
        }
        rows.append((style.rawValue, appearance, cells))
      }
      for style in ButtonStyleKind.allCases where style != .close {
        let purposes = Purpose.allCases.filter {
          $0 != .back && (style != .minimal || $0.glyph != nil)
        }
        let cells = try purposes.map { purpose throws(TextError) in
          try cell(style, purpose, .normal, appearance)
        }
        rows.append(("\(style.rawValue) actions", appearance, cells))
      }
    }
    return rows
  }

  /// Places the rows top to bottom, each panel on its appearance's background.
  private static func layout(
    _ rows: [Row], names: PangoTextShaper, scales: [Double]
  ) throws(ChevGenError) -> Scene {
    func snap(_ value: Double) -> Double { BackButtonLayout.snappedWidth(value, scales: scales) }
    let contentWidth =
      rows.map { row in
        row.cells.reduce(nameWidth) { $0 + $1.size.width + gap } - gap
      }.max() ?? 0
    let width = snap(contentWidth + 2 * margin)
    var items: [Scene.Item] = []
    var y = 0.0
    for appearance in Appearance.allCases {
      let panelRows = rows.filter { $0.appearance == appearance }
      let height = snap(
        panelRows.reduce(margin) { $0 + ($1.cells.map(\.size.height).max() ?? 0) + gap }
          - gap + margin)
      let background: Color = appearance == .light ? .white : .black
      let ink = Color(hex: appearance == .light ? "#6E6E73" : "#98989D")!
      items.append(
        .fill(Path(rect: Rect(x: 0, y: y, width: width, height: height)), .solid(background)))
      var rowY = y + margin
      for row in panelRows {
        let rowHeight = row.cells.map(\.size.height).max() ?? 0
        let name: PangoLabel
        do throws(TextError) { name = try names.shape(row.name, maxWidth: nameWidth - 8) } catch {
          throw .text(error)
        }
        items.append(
          .fill(
            name.outline.translated(
              by: Point(x: margin, y: rowY + (rowHeight - name.size.height) / 2)), .solid(ink)))
        var x = margin + nameWidth
        for cell in row.cells {
          items.append(
            .offset(
              Point(x: x, y: rowY + ((rowHeight - cell.size.height) / 2).rounded()), cell.items))
          x += cell.size.width + gap
        }
        rowY += rowHeight + gap
      }
      y += height
    }
    return Scene(size: Size(width: width, height: y), items: items)
  }
}
