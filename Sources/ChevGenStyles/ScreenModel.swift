import ChevGenGeometry

/// A phone screen as chevgen lays a navigation bar on it: where the status
/// bar, the bar's row and the items along each edge lie, in points.
///
/// One model serves every place a bar meets a screenshot, so that they agree
/// to the pixel: `chevgen preview` draws its bar at ``barOrigin`` over a
/// full-screen screenshot, and a manifest's `place: leading|trailing` puts
/// each button's platter where that preview draws the same item.
///
/// The numbers are an iPhone with the Dynamic Island (the iPhone 16 Pro and
/// 17 Pro): a 62 pt status bar, then the 54 pt row of 44 pt platters
/// (``NavigationBarLayout/platterRowHeight``). The outermost leading item is
/// 8 pt from the edge when it is a back button, whose chevron sits close to
/// it, and every other outermost item 16 pt; items further in follow 8 pt
/// apart. Right to left, the leading edge is the right one.
public struct ScreenModel: Hashable, Sendable {
  /// The status bar's height: the bar's row starts under it.
  public static let statusBarHeight = 62.0
  /// The bar's top-left corner on a full-screen screenshot.
  public static let barOrigin = Point(x: 0, y: statusBarHeight)

  /// An edge of the bar, named as the layout direction names it.
  public enum Edge: Hashable, Sendable {
    case leading
    case trailing
  }

  /// The screen's width in points.
  public var width: Double

  public init(width: Double) {
    self.width = width
  }

  /// The side of the screen `edge` lies on when the screen reads `direction`.
  public static func side(of edge: Edge, direction: LayoutDirection) -> BackdropPlacement.Edge {
    (edge == .leading) == (direction == .leftToRight) ? .left : .right
  }

  /// How far the outermost item lies from its edge: 8 pt for a back button,
  /// 16 pt for anything else.
  public static func outerInset(back: Bool) -> Double {
    back ? NavigationBarLayout.backMargin : NavigationBarLayout.margin
  }

  /// How far each of a row of items `widths` wide lies from its edge,
  /// outermost first, 8 pt apart, the outermost `first` from the edge.
  public static func insets(of widths: [Double], first: Double) -> [Double] {
    var inset = first
    return widths.map { width in
      defer { inset += width + NavigationBarLayout.spacing }
      return inset
    }
  }

  /// The left x of an item `itemWidth` wide lying `inset` from the screen's
  /// `side`.
  public func x(ofItem itemWidth: Double, inset: Double, from side: BackdropPlacement.Edge)
    -> Double
  {
    side == .left ? inset : width - inset - itemWidth
  }

  /// The top y of a platter `height` tall, centred in the bar's row under
  /// the status bar as the bar's layout centres an item at 1x.
  public static func platterTop(height: Double) -> Double {
    let item = NavigationBarLayout.centred(
      Size(width: 0, height: height), x: 0, row: NavigationBarLayout.platterRowHeight,
      scales: [1])
    return statusBarHeight + item.minY
  }
}
