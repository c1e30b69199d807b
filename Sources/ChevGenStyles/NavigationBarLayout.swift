import ChevGenGeometry

/// Where a navigation bar's items go, in points, for one configuration.
///
/// The metrics are UIKit's on an iPhone: a 44 pt row of items (54 pt for
/// bars of platters, capsule and glass, so that a 44 pt platter does not fill
/// the bar edge to edge, as iOS 26's bar gives them 5 pt above and below), 16 pt
/// margins (8 pt before a back button, whose chevron sits close to the edge),
/// 8 pt between items, and under the row, for a large title, its lines with
/// 3 pt above and 8 pt below. Items sit on every scale's pixel grid and the
/// bar's height is a whole number of pixels. Right-to-left bars are the exact
/// mirror.
public struct NavigationBarLayout: Hashable, Sendable {
  public static let rowHeight = 44.0
  /// The row of a bar whose items are 44 pt platters.
  public static let platterRowHeight = 54.0
  public static let margin = 16.0
  public static let backMargin = 8.0
  public static let spacing = 8.0
  public static let largeTitleTop = 3.0
  public static let largeTitleBottom = 8.0

  public var configuration: BarConfiguration
  /// The row of items: `rowHeight`, or `platterRowHeight`.
  public var row: Double
  public var size: Size
  /// The back button (page) or the close ✕ (dialog); nil for root.
  public var leading: Rect?
  /// The trailing items, from the trailing edge inwards.
  public var trailing: [Rect]
  /// The centred title's frame (page and dialog).
  public var title: Rect?
  /// One frame per large-title line, in reading order (root).
  public var largeTitleLines: [Rect]
  /// How wide the centred title may be without touching the items beside it.
  public var titleWidthLimit: Double
  /// Whether the items fit in the row side by side, with their margins and spacing.
  public var itemsFit: Bool

  /// The height of the row of items in `style`'s bar: a bar of 44 pt
  /// platters is taller.
  public static func row(for style: ButtonStyleKind) -> Double {
    StyleRules(style: style).sitsOnPlatter ? platterRowHeight : rowHeight
  }

  /// Lays out a bar `width` points wide.
  /// - Parameters:
  ///   - leading: the back button's or close button's size; ignored for root.
  ///   - trailing: the trailing items' sizes, from the trailing edge inwards.
  ///   - title: the centred title's size, already shortened to fit `titleSpace`.
  ///   - largeTitle: each large-title line's width, and the line height (root).
  ///   - scales: every scale the bar is drawn at; `width` must be on their grids.
  public init(
    configuration: BarConfiguration, width: Double, direction: LayoutDirection,
    leading: Size?, trailing: [Size], title: Size?,
    largeTitle: (lineWidths: [Double], lineHeight: Double)? = nil, scales: [Double] = [1],
    row: Double = rowHeight
  ) {
    self.configuration = configuration
    self.row = row
    var leadingFrame: Rect?
    if configuration != .root, let leading {
      let margin = ScreenModel.outerInset(back: configuration == .page)
      leadingFrame = Self.centred(leading, x: margin, row: row, scales: scales)
    }
    let insets = ScreenModel.insets(of: trailing.map(\.width), first: Self.margin)
    let trailingFrames = zip(trailing, insets).map { item, inset in
      Self.centred(item, x: width - inset - item.width, row: row, scales: scales)
    }
    itemsFit =
      (trailingFrames.last?.minX ?? .infinity)
      >= (leadingFrame.map { $0.maxX + Self.spacing } ?? Self.margin)
    let space = Self.titleSpace(width: width, leading: leadingFrame, trailing: trailingFrames)
    titleWidthLimit = space.upperBound - space.lowerBound
    // A root bar without a large title (iOS 6's) centres its title as the others do.
    let large = configuration == .root ? largeTitle : nil
    let titleFrame =
      large != nil ? nil : title.map { Self.centred($0, in: space, width: width, row: row) }
    let lines = large.map { Self.largeTitleLines($0, row: row) } ?? []
    let height =
      row
      + (large.map {
        Self.largeTitleTop + Double($0.lineWidths.count) * $0.lineHeight + Self.largeTitleBottom
      } ?? 0)
    size = Size(width: width, height: BackButtonLayout.snappedWidth(height, scales: scales))
    func placed(_ frame: Rect) -> Rect {
      direction == .leftToRight
        ? frame
        : Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    self.leading = leadingFrame.map(placed)
    self.trailing = trailingFrames.map(placed)
    self.title = titleFrame.map(placed)
    largeTitleLines = lines.map(placed)
  }

  /// An item's frame at `x`: centred in the row, then moved up onto every
  /// scale's pixel grid, since items are art with crisp edges.
  static func centred(_ size: Size, x: Double, row: Double, scales: [Double]) -> Rect {
    var y = ((row - size.height) / 2).rounded(.down)
    while y > 0, !BackButtonLayout.isOnPixelGrid(width: y, scales: scales) { y -= 1 }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The centred title's frame: centred in the bar when it clears the items,
  /// else centred in the `space` between them.
  static func centred(
    _ title: Size, in space: ClosedRange<Double>, width: Double, row: Double
  ) -> Rect {
    var x = (width - title.width) / 2
    if x < space.lowerBound || x + title.width > space.upperBound {
      x = space.lowerBound + max(0, (space.upperBound - space.lowerBound - title.width) / 2)
    }
    return Rect(x: x, y: (row - title.height) / 2, width: title.width, height: title.height)
  }

  /// The large title's line frames under the row, at the leading margin.
  static func largeTitleLines(
    _ title: (lineWidths: [Double], lineHeight: Double), row: Double
  ) -> [Rect] {
    title.lineWidths.enumerated().map { index, lineWidth in
      Rect(
        x: margin, y: row + largeTitleTop + Double(index) * title.lineHeight,
        width: lineWidth, height: title.lineHeight)
    }
  }

  /// The horizontal span a centred title may use: between the leading item and
  /// the first trailing item, with the item spacing on both sides.
  static func titleSpace(
    width: Double, leading: Rect?, trailing: [Rect]
  ) -> ClosedRange<Double> {
    let lower = (leading?.maxX).map { $0 + spacing } ?? margin
    let upper = trailing.map(\.minX).min().map { $0 - spacing } ?? width - margin
    return lower...max(lower, upper)
  }
}
