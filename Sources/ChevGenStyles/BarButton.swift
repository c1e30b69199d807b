import ChevGenGeometry

/// A bar button for an action (`--purpose` other than back) in any style but
/// close: its glyph or its title, centred, on the style's background.
///
/// - classic: the iOS 3–6 bordered button, a rounded rectangle 30 pt high with
///   the back button's bezel; white content with the label shadow.
/// - plain: the tinted glyph in a 44 × 44 pt tap area, or the tinted title.
/// - minimal: the tinted glyph alone in its 22 × 22 pt box.
/// - capsule: the glyph in a 44 pt circle, or the title in a capsule.
/// Backgrounds are built at a reference width and widened by moving their right
/// half, so they stretch exactly between the cap insets.
public struct BarButton: ButtonArt {
  public static let classicHeight = 30.0
  public static let classicRadius = 4.0
  /// Space either side of a title: classic, plain, capsule.
  public static let classicPadding = 10.0
  public static let plainPadding = 8.0
  public static let capsulePadding = 16.0
  static let referenceWidth = 64.0

  public let style: ButtonStyleKind
  public let purpose: Purpose
  public let size: Size
  public let labelFrame: Rect?
  public let direction: LayoutDirection
  public let colors: ButtonTheme
  public let capInsets: EdgeInsets?

  /// Lays out the button for `purpose`; `labelSize` is the title's for titled
  /// purposes (zero for glyphs). `fixedWidth` applies to styles with a background.
  public init(
    style: ButtonStyleKind, purpose: Purpose, labelSize: Size, fixedWidth: Double?,
    scales: [Double], direction: LayoutDirection, colors: ButtonTheme
  ) {
    self.style = style
    self.purpose = purpose
    self.direction = direction
    self.colors = colors
    let content = purpose.glyph != nil ? Size(width: Glyph.size, height: Glyph.size) : labelSize
    let height: Double
    let padding: Double
    switch style {
    case .classic:
      height = Self.classicHeight
      padding = purpose.glyph != nil ? 8 : Self.classicPadding
    case .capsule:
      height = CapsuleButton.height
      padding = purpose.glyph != nil ? (height - Glyph.size) / 2 : Self.capsulePadding
    case .plain:
      height = 44
      padding = purpose.glyph != nil ? (height - Glyph.size) / 2 : Self.plainPadding
    case .minimal, .close, .glass:
      // Glass is GlassButton's; never laid out here.
      height = Glyph.size
      padding = 0
    }
    let caps: EdgeInsets?
    switch style {
    case .classic:
      let cap = Self.classicRadius + 1
      caps = EdgeInsets(top: 0, left: cap, bottom: 0, right: cap)
    case .capsule where purpose.glyph == nil:
      caps = EdgeInsets(top: 0, left: height / 2, bottom: 0, right: height / 2)
    default:
      caps = nil
    }
    capInsets = caps
    let natural = content.width + 2 * padding
    let minimum = caps.map { $0.left + $0.right + 1 } ?? 0
    let width =
      caps != nil
      ? (fixedWidth ?? BackButtonLayout.snappedWidth(max(natural, minimum), scales: scales))
      : BackButtonLayout.snappedWidth(natural, scales: scales)
    size = Size(width: width, height: height)
    labelFrame =
      purpose.glyph == nil && labelSize.width > 0
      ? Rect(
        x: (width - labelSize.width) / 2, y: (height - labelSize.height) / 2,
        width: labelSize.width, height: labelSize.height)
      : nil
  }

  /// The narrowest stretchable art for `style` (titled capsule or any classic).
  public static func minimumWidth(style: ButtonStyleKind) -> Double? {
    switch style {
    case .classic: 2 * (classicRadius + 1) + 1
    case .capsule: CapsuleButton.height + 1
    default: nil
    }
  }

  /// Symmetric backgrounds and glyphs: right to left draws the same picture.
  public var mirrorsBackground: Bool { false }

  public func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item] {
    background(state: state, scale: scale)
  }

  /// The glyph's strokes or the title: white over the label shadow in classic,
  /// tinted in the other styles.
  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] {
    let content: ((Point, Paint) -> Scene.Item)
    let modern: Color
    if let glyph = purpose.glyph {
      let path = glyph.path(
        at: Point(x: (size.width - Glyph.size) / 2, y: (size.height - Glyph.size) / 2))
      content = { .stroke(path.translated(by: $0), $1, width: Glyph.strokeWidth) }
      modern = colors.tint
    } else if let label, let labelFrame, !label.isEmpty {
      let path = label.translated(by: labelFrame.origin)
      content = { .fill(path.translated(by: $0), $1) }
      modern = colors.text
    } else {
      return []
    }
    guard style != .classic else {
      return [
        content(colors.shadowOffset, .solid(colors.shadow)),
        content(Point(x: 0, y: 0), .solid(colors.text)),
      ]
    }
    return [content(Point(x: 0, y: 0), .solid(state == .disabled ? colors.disabled : modern))]
  }

  public func opacity(for state: ButtonState) -> Double {
    switch style {
    case .classic: colors.classicOpacity(for: state)
    case .capsule: 1
    default: colors.plainOpacity(for: state)
    }
  }

  private func background(state: ButtonState, scale: Double) -> [Scene.Item] {
    switch style {
    case .classic:
      let grid = PixelGrid(scale: scale)
      let border = grid.snapThickness(1)
      let outer = RoundedPolygon.rectangle(
        width: Self.referenceWidth, height: size.height, radius: Self.classicRadius)
      let inner = outer.inset(by: border)
      let band = Path(
        rect: Rect(x: 0, y: border, width: Self.referenceWidth, height: grid.pixel))
      return colors.classicBezel(
        outer: widened(outer.path), inner: widened(inner.path), highlight: widened(band),
        borderWidth: border, height: size.height, state: state)
    case .capsule:
      let radius = size.height / 2
      let reference = purpose.glyph != nil ? size.width : Self.referenceWidth
      let platter = RoundedPolygon.rectangle(width: reference, height: size.height, radius: radius)
      let path = purpose.glyph != nil ? platter.path : widened(platter.path)
      return [.fill(path, .solid(colors.platterColor(for: state)))]
    case .plain, .minimal, .close, .glass:
      return []
    }
  }

  /// A path built at the reference width, with its right half moved to the real width.
  private func widened(_ path: Path) -> Path {
    path.movingPoints(rightOf: Self.referenceWidth / 2, by: size.width - Self.referenceWidth)
  }
}
