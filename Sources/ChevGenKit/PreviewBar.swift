import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// A navigation bar laid out for a preview: its titles shaped, its back title
/// resolved, every frame placed; drawn per appearance and scale.
struct PreviewBar {
  /// One button in the bar and what it needs to be drawn.
  struct Item {
    enum Role: String {
      case back
      case close
      case trailing
    }

    var role: Role
    /// The button, its title chosen and shaped.
    var drawing: ButtonDrawing

    /// The shaped title, for a button that shows one.
    var label: PangoLabel? { drawing.label }
    var style: ButtonStyleKind { drawing.factory.style }
    var purpose: Purpose { drawing.factory.purpose }
  }

  let request: PreviewRequest
  let scales: [Double]
  let direction: LayoutDirection
  /// The back button or the close ✕ (nil for root), then the trailing actions
  /// from the trailing edge inwards.
  let leading: Item?
  let trailing: [Item]
  let layout: NavigationBarLayout
  /// The centred title (page, dialog).
  let title: PangoLabel?
  /// The large title's lines (root).
  let largeTitle: TitleLines?
  /// The back title UIKit's rules chose for the space (page): "" for the
  /// chevron alone.
  let backTitle: String?

  /// Shapes the titles and lays the bar out for `request`, drawn at `scales`.
  init(_ request: PreviewRequest, scales: [Double]) throws(ChevGenError) {
    self.request = request
    self.scales = scales
    let direction =
      request.direction ?? PangoTextShaper.baseDirection(of: request.title) ?? .leftToRight
    self.direction = direction
    let shapers = Shapers(request, direction: direction)
    let trailing = try request.trailingPurposes.map { purpose throws(ChevGenError) in
      let look = ButtonLook(style: request.style(for: purpose), purpose: purpose)
      let drawing = try shapers.drawing(
        look.artFactory(scales: scales), titles: look.titleRules(BackTitleRules()))
      return Item(role: .trailing, drawing: drawing)
    }
    self.trailing = trailing
    let arranger = Arranger(
      request: request, scales: scales, direction: direction, shapers: shapers,
      trailing: trailing.map { NavigationBarArt.footprint(Self.art(for: $0, request, .light)) })
    let arrangement =
      switch request.configuration {
      case .root: try arranger.root()
      case .dialog: try arranger.dialog()
      case .page: try arranger.page()
      }
    leading = arrangement.leading
    layout = arrangement.layout
    title = arrangement.title
    largeTitle = arrangement.largeTitle
    backTitle = arrangement.backTitle
  }

  /// The bar for `appearance` at `scale`: the background, the title, each
  /// button in its frame, and the bottom line.
  func scene(appearance: Appearance, scale: Double) -> Scene {
    art(appearance).scene(scale: scale)
  }

  /// The bar's art in `appearance`: its shaped text and its buttons in their
  /// frames, on the screen glass lies over.
  func art(_ appearance: Appearance) -> NavigationBarArt {
    let look = request.buttons.look
    let items = placedItems.map { item, frame in
      NavigationBarArt.Item(
        theme: Self.theme(for: item, request, appearance), art: item.drawing.art,
        label: item.label?.outline, frame: frame,
        groups: item.role == .trailing && item.purpose.glyph != nil,
        prominent: item.purpose == .done || item.purpose == .save)
    }
    return NavigationBarArt(
      style: look.style, appearance: appearance, layout: layout, title: title?.outline,
      largeTitleLines: largeTitle?.lines.map(\.outline) ?? [], items: items,
      buttons: look.theme(appearance), screen: screen(appearance),
      scrollEdge: request.scrollEdge ?? .soft, scales: scales, direction: direction)
  }

  /// The screen a glass bar lies on in `appearance`: the backdrop given,
  /// placed; else a made-up screen of the bar's own size. None for the other
  /// styles, which draw their own background.
  private func screen(_ appearance: Appearance) -> PlacedBackdrop? {
    guard StyleRules(style: request.buttons.look.style).drawsOverBackdrop else { return nil }
    return request.buttons.look.glass.backdrop(for: appearance).map(placed(on:))
      ?? PlacedBackdrop(
        PreviewBackdrop.make(size: layout.size, appearance: appearance), origin: Point(x: 0, y: 0))
  }

  /// The bar placed on `screen`, as its options place it: given no place,
  /// under the status bar of a full-screen screenshot (`ScreenModel`),
  /// where a manifest's `place: leading|trailing` puts its buttons.
  private func placed(on screen: GlassBackdrop) -> PlacedBackdrop {
    var placement = request.buttons.look.glass.placement
    if placement == .centred { placement = .at(ScreenModel.barOrigin) }
    return PlacedBackdrop(screen, origin: placement.origin(for: layout.size, on: screen))
  }

  /// Why a glass bar cannot be drawn where its options place it: wholly off
  /// the backdrop given for one of `appearances`; nil when it can.
  func placementRefusal(appearances: [Appearance]) -> FieldText? {
    guard StyleRules(style: request.buttons.look.style).drawsOverBackdrop else { return nil }
    let bar = Rect(origin: Point(x: 0, y: 0), size: layout.size)
    for appearance in appearances {
      guard let screen = request.buttons.look.glass.backdrop(for: appearance) else { continue }
      if let refusal = placed(on: screen).refusal(.bar, at: bar) { return refusal }
    }
    return nil
  }

  /// Every button with its frame: the leading one first, then the trailing ones.
  var placedItems: [(Item, Rect)] {
    let leadingPair = zip([leading].compactMap { $0 }, [layout.leading].compactMap { $0 })
    return Array(leadingPair) + Array(zip(trailing, layout.trailing))
  }

  /// The labels drawn in the bar, for the missing-glyph count.
  var labels: [(name: String, missingGlyphs: Int)] {
    var labels = placedItems.compactMap { item, _ in
      item.label.map { ("\(item.role.rawValue) button", $0.missingGlyphCount) }
    }
    if let title { labels.insert(("title", title.missingGlyphCount), at: 0) }
    if let largeTitle { labels.insert(("title", largeTitle.missingGlyphCount), at: 0) }
    return labels
  }

  /// A button's art in `appearance`'s colours: the close ✕ keeps its own grey.
  static func art(
    for item: Item, _ request: PreviewRequest, _ appearance: Appearance
  ) -> any ButtonArt {
    item.drawing.art(theme(for: item, request, appearance))
  }

  /// A button's colours in `appearance`, the glass look with them.
  static func theme(
    for item: Item, _ request: PreviewRequest, _ appearance: Appearance
  ) -> ButtonTheme {
    let colors =
      item.role == .close
      ? ColorOverrides(platter: request.buttons.look.colors.platter)
      : request.buttons.look.colors
    return request.buttons.look.theme(appearance, style: item.style, colors: colors)
  }

  /// What a configuration places beside the trailing actions, and the layout.
  private struct Arrangement {
    var leading: Item?
    var layout: NavigationBarLayout
    var title: PangoLabel?
    var largeTitle: TitleLines?
    var backTitle: String?
  }

  /// Lays out the bar of each configuration around its trailing actions.
  private struct Arranger {
    let request: PreviewRequest
    let scales: [Double]
    let direction: LayoutDirection
    let shapers: Shapers
    /// The trailing actions' sizes, from the trailing edge inwards.
    let trailing: [Size]

    /// A large title under the items, which need only fit side by side; in
    /// iOS 6's classic bar, which had no large titles, the centred title.
    func root() throws(ChevGenError) -> Arrangement {
      guard layout(leading: nil, title: nil).itemsFit else { throw crowded }
      if request.buttons.look.style == .classic {
        let room = layout(leading: nil, title: nil).titleWidthLimit
        guard room >= PreviewRequest.minimumTitleSpace else { throw crowded }
        let title = try shapers.title(request.title, maxWidth: room)
        return Arrangement(layout: layout(leading: nil, title: title.size), title: title)
      }
      let lines = try shapers.largeTitle(
        request.title, width: request.width - 2 * NavigationBarLayout.margin)
      return Arrangement(
        layout: layout(leading: nil, title: nil, largeTitle: lines), largeTitle: lines)
    }

    /// The ✕ leading and the centred title in the room the items leave.
    func dialog() throws(ChevGenError) -> Arrangement {
      let rules = ButtonRole.close.rules(theme: request.buttons.look.style)
      let close = Item(
        role: .close,
        drawing: try shapers.drawing(
          ButtonArtFactory(style: rules.style, purpose: rules.purpose, scales: scales),
          titles: BackTitleRules()))
      let closeSize = size(of: close)
      let room = layout(leading: closeSize, title: nil).titleWidthLimit
      guard room >= PreviewRequest.minimumTitleSpace else { throw crowded }
      let title = try shapers.title(request.title, maxWidth: room)
      return Arrangement(
        leading: close, layout: layout(leading: closeSize, title: title.size), title: title)
    }

    /// The back button leading, showing the first of UIKit's candidate titles
    /// that leaves the centred title where it sits beside the chevron alone.
    func page() throws(ChevGenError) -> Arrangement {
      let factory = ButtonArtFactory(style: request.buttons.look.style, scales: scales)
      let theme = request.buttons.look.colors.theme(for: factory.style, appearance: .light)
      let backSize = { (label: Size) in
        NavigationBarArt.footprint(
          factory.art(labelSize: label, direction: direction, theme: theme))
      }
      let chevron = backSize(.zero)
      let room = layout(leading: chevron, title: nil).titleWidthLimit
      guard room >= PreviewRequest.minimumTitleSpace else { throw crowded }
      let title = try shapers.title(request.title, maxWidth: room)
      let settled = layout(leading: chevron, title: title.size).title
      let drawing = try shapers.drawing(factory, titles: request.backTitles) { label in
        let trial = layout(leading: backSize(label), title: title.size)
        return trial.title == settled && trial.titleWidthLimit >= title.size.width
      }
      let leading = Item(role: .back, drawing: drawing)
      return Arrangement(
        leading: leading, layout: layout(leading: size(of: leading), title: title.size),
        title: title, backTitle: drawing.title)
    }

    private func size(of item: Item) -> Size {
      NavigationBarArt.footprint(PreviewBar.art(for: item, request, .light))
    }

    private func layout(leading: Size?, title: Size?, largeTitle: TitleLines? = nil)
      -> NavigationBarLayout
    {
      NavigationBarLayout(
        configuration: request.configuration, width: request.width, direction: direction,
        leading: leading, trailing: trailing, title: title,
        largeTitle: largeTitle.map { ($0.lines.map(\.width), $0.lineHeight) }, scales: scales,
        row: NavigationBarLayout.row(for: request.buttons.look.style))
    }

    /// The items leave the title too little room, or do not fit at all.
    private var crowded: ChevGenError {
      let room =
        request.configuration == .root
        ? "do not fit side by side"
        : "leave less than \(ValueText.number(PreviewRequest.minimumTitleSpace)) points for the "
          + "title"
      return .conflict(
        "in a bar \(ValueText.number(request.width)) points wide the items \(room); drop some "
          + "\(.trailing) actions or give a wider \(.width)")
    }
  }

  /// The shapers a bar needs, each made once on first use.
  private final class Shapers {
    let request: PreviewRequest
    /// The way the bar reads, which every button faces.
    let direction: LayoutDirection
    private var labelShaper: PangoTextShaper?

    init(_ request: PreviewRequest, direction: LayoutDirection) {
      self.request = request
      self.direction = direction
    }

    /// A button of the bar, its title the first of `titles` whose label size `fits`.
    func drawing(
      _ factory: ButtonArtFactory, titles: BackTitleRules, fits: (Size) -> Bool = { _ in true }
    ) throws(ChevGenError) -> ButtonDrawing {
      let font = request.buttons.look.font
      do throws(TextError) {
        return try ButtonDrawing(
          factory: factory, titles: titles, font: font, direction: direction,
          shape: { text, width throws(TextError) in
            if labelShaper == nil { labelShaper = try PangoTextShaper(font: font) }
            return try labelShaper!.shape(text, maxWidth: width)
          }, fits: fits)
      } catch { throw .text(error) }
    }

    /// The centred title, ellipsized to `maxWidth`.
    func title(_ text: String, maxWidth: Double) throws(ChevGenError) -> PangoLabel {
      do throws(TextError) {
        return try PangoTextShaper(font: request.titleFont(size: PreviewRequest.titleSize))
          .shape(text, maxWidth: maxWidth)
      } catch { throw .text(error) }
    }

    /// The large title on at most two balanced lines.
    func largeTitle(_ text: String, width: Double) throws(ChevGenError) -> TitleLines {
      do throws(TextError) {
        return try PangoTextShaper(font: request.titleFont(size: PreviewRequest.largeTitleSize))
          .shapeLines(text, width: width, maximumLines: PreviewRequest.largeTitleLines)
      } catch { throw .text(error) }
    }
  }
}
