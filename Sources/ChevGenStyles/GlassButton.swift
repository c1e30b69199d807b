import ChevGenFormat
import ChevGenGeometry

/// An iOS 26 bar button: a glyph in a 44 pt glass circle, or a title in a
/// 44 pt glass capsule, drawn over its backdrop with its shadows around it.
///
/// The sizes follow Apple's Toolbars guidance and the public recreations of
/// the bar (see the Glass article): back, close and every glyph action are
/// 44 pt circles with the symbol alone; a text action is a capsule 44 pt high,
/// 12 pt wider than its title on each side. The art reaches past the platter
/// by `margins`, where its shadows fall, so the platter itself lies at
/// (`margins.left`, `margins.top`).
public struct GlassButton: ButtonArt {
  /// What the platter carries.
  public enum Content: Hashable, Sendable {
    case chevron
    case glyph(Glyph)
    case title
  }

  public static let height = 44.0
  public static let radius = height / 2
  /// Space either side of a title inside the capsule.
  public static let titlePadding = 12.0
  /// Room for the shadows: most of the lower, softer one falls within it.
  public static let margins = EdgeInsets(top: 8, left: 12, bottom: 18, right: 12)
  /// The back chevron: 9.5 × 17 pt, stroked 2.4 pt wide.
  static let chevronSize = Size(width: 9.5, height: 17)
  /// The chevron's stroke.
  static let glyphStroke = 2.4

  public let content: Content
  public let size: Size
  public let platter: Rect
  public let labelFrame: Rect?
  public let direction: LayoutDirection
  public let colors: ButtonTheme
  public let capInsets: EdgeInsets?

  public init(
    content: Content, labelSize: Size, fixedWidth: Double?, scales: [Double],
    direction: LayoutDirection, colors: ButtonTheme
  ) {
    self.content = content
    self.direction = direction
    self.colors = colors
    let margins = Self.margins
    let platterWidth: Double
    if content == .title {
      let natural = max(labelSize.width + 2 * Self.titlePadding, Self.height + 1)
      platterWidth = fixedWidth ?? BackButtonLayout.snappedWidth(natural, scales: scales)
      capInsets = EdgeInsets(
        top: 0, left: margins.left + Self.radius, bottom: 0, right: margins.right + Self.radius)
    } else {
      platterWidth = Self.height
      capInsets = nil
    }
    platter = Rect(x: margins.left, y: margins.top, width: platterWidth, height: Self.height)
    size = Size(
      width: platterWidth + margins.left + margins.right,
      height: Self.height + margins.top + margins.bottom)
    labelFrame =
      content == .title && labelSize.width > 0
      ? Rect(
        x: margins.left + (platterWidth - labelSize.width) / 2,
        y: margins.top + (Self.height - labelSize.height) / 2, width: labelSize.width,
        height: labelSize.height)
      : nil
  }

  /// The platter is symmetric; only the chevron turns for right to left.
  public var mirrorsBackground: Bool { false }

  /// Whether the glass is light, with a dark glyph.
  public var isLight: Bool { colors.glass.isLight(platter: platter, artSize: size) }

  /// Why the platter cannot be drawn where its look places it: wholly off
  /// its backdrop (see `PlacedBackdrop.refusal`); nil when it can.
  public var placementRefusal: FieldText? {
    let lined: Bool = if case .bar = colors.glass.placement { true } else { false }
    return colors.glass.placed(artSize: size).refusal(lined ? .linedPlatter : .platter, at: platter)
  }

  /// The platter's outline.
  public var platterPath: Path {
    RoundedPolygon.rectangle(
      width: platter.size.width, height: Self.height, radius: Self.radius
    ).path.translated(by: platter.origin)
  }

  /// Shadows, the glass (bent and lit by its surface) and its rim.
  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    let look = colors.glass
    let highlighted = state == .highlighted
    let backdrop = look.placed(artSize: size)
    let dimming =
      look.variant == .clear ? look.variant.dimming(overLuma: backdrop.meanLuma(under: platter)) : 0
    let material = legible(
      GlassMaterial.platter(
        look.variant, prominentTint: look.prominent ? colors.tint : nil, light: isLight,
        highlighted: highlighted, dimming: dimming))
    let shape = platterPath
    // The shadows read the content under the whole art, where they fall, a
    // pixel a point (a screenshot's every pixel would cost more than the art).
    let content = backdrop.lumaStatistics(
      under: Rect(origin: Point(x: 0, y: 0), size: size),
      step: Int(backdrop.backdrop.pixelsPerPoint.rounded(.down)))
    let shadows = GlassShadow.standard(
      dark: look.appearance == .dark, highlighted: highlighted,
      depth: GlassShadow.depth(mean: content.mean, deviation: content.deviation))
    return shadows.map { Scene.Item.shadow(shape, $0) } + [
      .glass(shape, material, backdrop, surface(light: GlassSurface.standardLight)),
      .clip(shape, [rim(shape)]),
    ]
  }

  /// `material`, asked to thicken where its variant adapts until the glyph
  /// or title is legible over what lies under it (see `GlassLegibility`; the
  /// painter, which blurs the backdrop, decides how much); a prominent
  /// platter's tint is left as it is.
  private func legible(_ material: GlassMaterial) -> GlassMaterial {
    guard colors.glass.variant.adapts, !colors.glass.prominent, let box = inkBox else {
      return material
    }
    let contrast =
      content == .title ? GlassLegibility.titleContrast : GlassLegibility.glyphContrast
    var legible = material
    legible.legibility = GlassLegibility.Requirement(
      ink: glyphColor(.normal), contrast: contrast, box: box)
    return legible
  }

  /// What the glyph or title is kept legible over: a title's frame, or for
  /// every glyph, the chevron included, the 22 pt glyph square and its
  /// stroke, centred on the platter, so that buttons of one platter share
  /// their glass (and a run draws it once); nil for an empty title.
  public var inkBox: Rect? {
    if content == .title { return labelFrame }
    let side = Glyph.size + Self.glyphStroke
    return Rect(
      x: platter.origin.x + platter.size.width / 2 - side / 2,
      y: platter.origin.y + Self.height / 2 - side / 2, width: side, height: side)
  }

  /// The platter's lens (and, `light` above 0, its rim's light).
  public func surface(light: Double) -> GlassSurface {
    GlassSurface(platter: platter, radius: Self.radius, light: light)
  }

  /// A 1 pt rim of white at 12 % just inside the edge.
  private func rim(_ shape: Path) -> Scene.Item {
    .stroke(shape, .solid(Color.white.withAlpha(multipliedBy: 0.12)), width: 2)
  }

  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    let color = glyphColor(state)
    let center = Point(
      x: platter.origin.x + platter.size.width / 2, y: platter.origin.y + Self.height / 2)
    switch content {
    case .title:
      guard let label, let labelFrame, !label.isEmpty else { return [] }
      return [.fill(label.translated(by: labelFrame.origin), .solid(color))]
    case .chevron:
      let chevron = Scene.Item.stroke(
        Self.chevronPath(center: center), .solid(color), width: Self.glyphStroke)
      return direction == .rightToLeft ? [.mirrored(width: size.width, [chevron])] : [chevron]
    case .glyph(let glyph):
      let half = Glyph.size / 2
      let path = glyph.path(at: Point(x: center.x - half, y: center.y - half))
      return [.stroke(path, .solid(color), width: Glyph.strokeWidth)]
    }
  }

  /// The glyph's colour: white on a prominent platter, else near-black on
  /// light glass and white on dark; disabled, at 30 %.
  public func glyphColor(_ state: ButtonState) -> Color {
    let base: Color =
      colors.glass.prominent || !isLight ? .white : Color(red: 0.11, green: 0.11, blue: 0.12)
    return state == .disabled ? base.withAlpha(multipliedBy: 0.3) : base
  }

  /// The back chevron, pointing left, its box centred on `center` and moved
  /// 1 pt left so that it looks centred.
  static func chevronPath(center: Point) -> Path {
    let width = chevronSize.width
    let height = chevronSize.height
    let left = center.x - width / 2 - 1
    var path = Path()
    path.move(to: Point(x: left + width, y: center.y - height / 2))
    path.line(to: Point(x: left, y: center.y))
    path.line(to: Point(x: left + width, y: center.y + height / 2))
    return path
  }

  /// The glyph alone in `color` (black: the template image UIKit tints and
  /// draws its own glass platter under), on a 44 pt square; nil for a title,
  /// which UIKit draws as text.
  public func templateScene(color: Color = .black) -> Scene? {
    guard content != .title else { return nil }
    let square = GlassButton(
      content: content, labelSize: .zero, fixedWidth: nil, scales: [1], direction: direction,
      colors: colors)
    let moved = Point(x: -square.platter.origin.x, y: -square.platter.origin.y)
    let items = square.contentItems(label: nil, state: .normal).map { item in
      Self.recoloured(item, to: color)
    }
    return Scene(
      size: Size(width: Self.height, height: Self.height), items: [.offset(moved, items)])
  }

  /// `item` with every solid paint replaced by `color`.
  private static func recoloured(_ item: Scene.Item, to color: Color) -> Scene.Item {
    switch item {
    case .stroke(let path, _, let width): .stroke(path, .solid(color), width: width)
    case .fill(let path, _): .fill(path, .solid(color))
    case .mirrored(let width, let items):
      .mirrored(width: width, items.map { recoloured($0, to: color) })
    default: item
    }
  }
}
