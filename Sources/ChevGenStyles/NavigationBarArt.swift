import ChevGenGeometry

/// A navigation bar's art in one appearance: its background, title and
/// buttons, laid out by `NavigationBarLayout`, drawn into a scene as a
/// button's art is.
///
/// The text arrives shaped (outlines in their frames' coordinates) and each
/// button as a way to make its art from a theme, so that glass can place each
/// platter on the bar's screen before it is drawn.
public struct NavigationBarArt {
  /// One button of the bar, in its frame.
  public struct Item {
    /// Its colours and glass in this appearance, before the bar places it.
    public var theme: ButtonTheme
    /// Makes the button's art from a theme.
    public var art: (ButtonTheme) -> any ButtonArt
    /// The shaped title, for a button that shows one.
    public var label: Path?
    /// Where the button's platter (glass) or art (the other styles) lies.
    public var frame: Rect
    /// A trailing glyph button, which glass sets on one platter with the others.
    public var groups: Bool
    /// The confirming action, on glass's tinted platter.
    public var prominent: Bool

    public init(
      theme: ButtonTheme, art: @escaping (ButtonTheme) -> any ButtonArt, label: Path?,
      frame: Rect, groups: Bool, prominent: Bool
    ) {
      self.theme = theme
      self.art = art
      self.label = label
      self.frame = frame
      self.groups = groups
      self.prominent = prominent
    }
  }

  /// The buttons' style, which decides the bar's own look.
  public var style: ButtonStyleKind
  /// Light or dark: the bar's colours, and the screen's background under glass.
  public var appearance: Appearance
  /// Where the titles and buttons lie.
  public var layout: NavigationBarLayout
  /// The centred title's outline, in its frame (page, dialog).
  public var title: Path?
  /// The large title's lines, each in its frame (root).
  public var largeTitleLines: [Path]
  /// The buttons, the leading one first.
  public var items: [Item]
  /// The bar's colours' source: the buttons' theme in this appearance.
  public var buttons: ButtonTheme
  /// The screen a style drawn over a backdrop lies on; nil for the other
  /// styles, which draw their own background (a glass bar given none is
  /// drawn as they are, so the caller always gives glass its screen).
  public var screen: PlacedBackdrop?
  /// How the content under a glass bar meets its edge.
  public var scrollEdge: ScrollEdge
  /// The scales the bar is drawn at: a glass group's platter is laid out for
  /// them as a button's is.
  public var scales: [Double]
  /// The way the bar reads, which the group's platter faces.
  public var direction: LayoutDirection

  public init(
    style: ButtonStyleKind, appearance: Appearance, layout: NavigationBarLayout, title: Path?,
    largeTitleLines: [Path], items: [Item], buttons: ButtonTheme, screen: PlacedBackdrop?,
    scrollEdge: ScrollEdge, scales: [Double], direction: LayoutDirection
  ) {
    self.style = style
    self.appearance = appearance
    self.layout = layout
    self.title = title
    self.largeTitleLines = largeTitleLines
    self.items = items
    self.buttons = buttons
    self.screen = screen
    self.scrollEdge = scrollEdge
    self.scales = scales
    self.direction = direction
  }

  /// The bar at `scale`: the background, the title, each button in its frame,
  /// and the bottom line; glass's bar over its screen.
  public func scene(scale: Double) -> Scene {
    if let screen, StyleRules(style: style).drawsOverBackdrop {
      return glassScene(on: screen, scale: scale)
    }
    let bar = BarTheme(style: style, appearance: appearance, buttons: buttons)
    var drawn = bar.backgroundItems(size: layout.size, scale: scale) + titleItems(bar)
    for item in items {
      let art = item.art(item.theme)
      drawn.append(
        .offset(
          item.frame.origin,
          art.scene(label: item.label, state: .normal, scale: scale).items))
    }
    drawn += bar.separatorItems(size: layout.size, scale: scale)
    return Scene(size: layout.size, items: drawn)
  }

  /// The titles, in the bar's title colour.
  private func titleItems(_ bar: BarTheme) -> [Scene.Item] {
    var drawn: [Scene.Item] = []
    if let title, let frame = layout.title {
      drawn += bar.titleItems(title.translated(by: frame.origin))
    }
    for (line, frame) in zip(largeTitleLines, layout.largeTitleLines) {
      drawn += bar.titleItems(line.translated(by: frame.origin))
    }
    return drawn
  }

  /// iOS 26's bar: no fill of its own but what scrolls beneath it, the
  /// title, and each button's glass over that content, its platter in its
  /// frame; the confirming action on the tinted platter.
  private func glassScene(on screen: PlacedBackdrop, scale: Double) -> Scene {
    var drawn: [Scene.Item] = [
      .glass(Path(rect: Rect(origin: Point(x: 0, y: 0), size: layout.size)), .bare, screen, nil)
    ]
    drawn += scrollEdge.items(
      size: layout.size, backdrop: screen, background: appearance == .light ? .white : .black,
      reading: layout.title.map { $0.origin.y + $0.size.height })
    if scrollEdge == .hard {
      drawn += BarTheme(style: .plain, appearance: appearance, buttons: buttons)
        .separatorItems(size: layout.size, scale: scale)
    }
    drawn += titleItems(BarTheme(style: .glass, appearance: appearance, buttons: buttons))
    let groupFrames = items.filter(\.groups).map(\.frame)
    let grouped = groupFrames.count >= 2
    if grouped, let group = groupFrames.reduce(nil, Self.union) {
      drawn += glassGroup(group, on: screen, scale: scale)
    }
    for item in items {
      let origin = Self.artOrigin(of: item.frame)
      var theme = item.theme
      theme.glass.place(at: origin, on: screen)
      theme.glass.prominent = item.prominent
      let art = item.art(theme)
      let content =
        grouped && item.groups
        ? art.contentItems(label: nil, state: .normal)
        : art.scene(label: item.label, state: .normal, scale: scale).items
      drawn.append(.offset(origin, content))
    }
    return Scene(size: layout.size, items: drawn)
  }

  /// The rectangle holding `union` and `frame`: a group's frames, folded.
  private static func union(_ union: Rect?, _ frame: Rect) -> Rect? {
    union.map { $0.union(frame) } ?? frame
  }

  /// One glass capsule over `frame`, the union of a group's frames, as UIKit
  /// sets the items of one group on one piece of glass.
  private func glassGroup(_ frame: Rect, on screen: PlacedBackdrop, scale: Double) -> [Scene.Item] {
    let origin = Self.artOrigin(of: frame)
    // The group's glass takes the style's own colours, the buttons' glass.
    var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
    theme.glass = buttons.glass
    theme.glass.place(at: origin, on: screen)
    let platter = GlassButton(
      content: .title, labelSize: .zero, fixedWidth: frame.size.width, scales: scales,
      direction: direction, colors: theme)
    return [.offset(origin, platter.backgroundItems(state: .normal, scale: scale))]
  }

  /// Where a glass art lies for its platter to fill `frame`.
  private static func artOrigin(of frame: Rect) -> Point {
    Point(x: frame.origin.x - GlassButton.margins.left, y: frame.origin.y - GlassButton.margins.top)
  }

  /// The room a button takes in the bar: a glass button's platter (its
  /// shadows fall over what is around it), else its whole art.
  public static func footprint(_ art: any ButtonArt) -> Size {
    (art as? GlassButton)?.platter.size ?? art.size
  }
}
