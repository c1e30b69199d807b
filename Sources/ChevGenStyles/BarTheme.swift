import ChevGenGeometry

/// A navigation bar's own colours around its buttons: the background, the
/// hairline under it and the title.
///
/// Classic bars are the iOS 3–6 gradient, derived from the same tint as the
/// classic buttons (the default `#6D84A2` gives iOS 6's `#B0BCCD` at the top, a
/// `#CDD5DF` highlight line and a `#2D3642` bottom line), with the buttons'
/// white, shadowed title. The other styles draw UIKit's opaque bar: a flat grey
/// (`#F9F9F9`, dark `#1C1C1E`), the opaque separator (`#C6C6C8`, dark `#38383A`)
/// and a black or white title.
public struct BarTheme: Hashable, Sendable {
  /// The classic gradient's tint; nil for a flat bar.
  public var gradientTint: Color?
  /// A flat bar's fill.
  public var background: Color
  /// The one-pixel line along the bottom edge.
  public var separator: Color
  public var title: Color
  /// The classic title's shadow; nil for none.
  public var titleShadow: Color?
  /// Where the shadow falls, in points from the title.
  public var titleShadowOffset = Point(x: 0, y: 0)

  /// The bar that goes with `buttons` in `style` and `appearance`.
  public init(style: ButtonStyleKind, appearance: Appearance, buttons: ButtonTheme) {
    let light = appearance == .light
    if style == .classic {
      gradientTint = buttons.tint
      background = buttons.tint
      separator = buttons.tint.mixed(with: .black, amount: 0.6)
      title = buttons.text
      titleShadow = buttons.shadow
      titleShadowOffset = buttons.shadowOffset
    } else {
      gradientTint = nil
      background = Color(hex: light ? "#F9F9F9" : "#1C1C1E")!
      separator = Color(hex: light ? "#C6C6C8" : "#38383A")!
      title = light ? .black : .white
      titleShadow = nil
    }
  }

  /// The bar's fill `size` points large, drawn at `scale`: flat, or the classic
  /// gradient with a one-pixel highlight under the top edge.
  public func backgroundItems(size: Size, scale: Double) -> [Scene.Item] {
    let whole = Path(rect: Rect(origin: Point(x: 0, y: 0), size: size))
    guard let tint = gradientTint else { return [.fill(whole, .solid(background))] }
    let gradient = Paint.linearGradient(
      start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height),
      stops: [GradientStop(0, tint.mixed(with: .white, amount: 0.46)), GradientStop(1, tint)])
    let pixel = PixelGrid(scale: scale).pixel
    let top = Path(rect: Rect(x: 0, y: 0, width: size.width, height: pixel))
    return [.fill(whole, gradient), .fill(top, .solid(tint.mixed(with: .white, amount: 0.65)))]
  }

  /// The one-pixel line along the bottom edge, drawn over anything that reaches it.
  public func separatorItems(size: Size, scale: Double) -> [Scene.Item] {
    let pixel = PixelGrid(scale: scale).pixel
    let line = Path(rect: Rect(x: 0, y: size.height - pixel, width: size.width, height: pixel))
    return [.fill(line, .solid(separator))]
  }

  /// A title's glyphs, already in place, over their shadow when there is one.
  public func titleItems(_ outline: Path) -> [Scene.Item] {
    let text = Scene.Item.fill(outline, .solid(title))
    guard let titleShadow else { return [text] }
    return [.fill(outline.translated(by: titleShadowOffset), .solid(titleShadow)), text]
  }
}
