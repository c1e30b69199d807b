import ChevronGeometry
import ChevronRender
import ChevronSupport
import ChevronText

/// `chevgen sheet`: every style × state × appearance, and every purpose in every
/// style, side by side on one image for the README and design reviews.
public enum SheetRenderer {
  /// Space around the sheet, between cells and between rows, in points.
  static let margin = 16.0
  static let gap = 12.0
  /// The width of the row names on the left.
  static let nameWidth = 116.0

  /// Draws the sheet and writes it to `output` (PNG at `scale`, or SVG or PDF),
  /// all or nothing; returns the path written.
  public static func render(output: String, scale: Double) throws(ChevGenError) -> String {
    try ChevGenError.checkOutput(output, kind: .file, example: "sheet.png")
    guard let format = OutputFormat(path: output) else { throw .unknownExtension(path: output) }
    guard OptionValue.scaleRange.contains(scale), (scale * 2).rounded() == scale * 2 else {
      throw .invalidValue(
        option: "--scale", value: OptionValue.format(scale),
        expected: "give a multiple of 0.5 from 1 to 8, e.g. 2")
    }
    try ChevGenError.onFiles { () throws(FileError) in try DirectoryCheck.ensureWritable(output) }
    let scene = try sheet(scales: format.isRaster ? [scale] : [1])
    let encoded: ButtonRenderer.Encoded
    do throws(RenderError) {
      encoded = try ButtonRenderer.encode(scene, scale: format.isRaster ? scale : 1, format: format)
    } catch { throw .render(error) }
    let transaction = FileTransaction()
    try ChevGenError.onFiles { () throws(FileError) in
      try transaction.stage(encoded.bytes, at: output)
    }
    try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    return output
  }

  /// The sheet's scene: a light panel and a dark panel, each with one row per
  /// style in its three states, then one row per style with every purpose.
  public static func sheet(scales: [Double]) throws(ChevGenError) -> Scene {
    let shapers: (bold: PangoTextShaper, regular: PangoTextShaper, names: PangoTextShaper)
    do throws(TextError) {
      shapers = (
        try PangoTextShaper(font: FontChoice()),
        try PangoTextShaper(font: FontChoice(file: FontChoice.regularFile, size: 17)),
        try PangoTextShaper(font: FontChoice(file: FontChoice.regularFile, size: 11))
      )
    } catch { throw .text(error) }
    func cell(
      _ style: ButtonStyleKind, _ purpose: Purpose, _ state: ButtonState, _ appearance: Appearance
    )
      throws(TextError) -> Scene
    {
      let factory = ButtonArtFactory(style: style, purpose: purpose, scales: scales)
      let title = purpose == .back ? "Back" : purpose.defaultTitle
      let shaper = style == .classic ? shapers.bold : shapers.regular
      var label: PangoLabel?
      if factory.drawsTitle, let title {
        label = try shaper.shape(title, maxWidth: nil)
      }
      let art = factory.art(
        labelSize: label?.size ?? .zero, direction: .leftToRight,
        theme: ButtonTheme.standard(for: style, appearance: appearance))
      return art.scene(label: label?.outline, state: state, scale: scales[0])
    }
    var rows: [(name: String, appearance: Appearance, cells: [Scene])] = []
    do throws(TextError) {
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
    } catch { throw .text(error) }
    return try layout(rows, names: shapers.names, scales: scales)
  }

  /// Places the rows top to bottom, each panel on its appearance's background.
  private static func layout(
    _ rows: [(name: String, appearance: Appearance, cells: [Scene])], names: PangoTextShaper,
    scales: [Double]
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
