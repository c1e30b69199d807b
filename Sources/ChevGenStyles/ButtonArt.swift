import ChevGenGeometry

/// One laid-out bar-button image of any style: its size, what stretches, where
/// the label goes, and its parts per state and scale.
///
/// Every art is two layers: a background (the bezel, platter or chevron: what
/// stays when the title changes) and its content (the title or the glyph). The
/// whole art is composited at the state's opacity. Keeping the layers apart lets
/// an animation keep one background while two labels cross-fade over it.
public protocol ButtonArt: Sendable {
  var size: Size { get }
  /// The stretchable middle's insets; nil for art without a background, which
  /// is not meant to stretch.
  var capInsets: EdgeInsets? { get }
  /// The label's line box; nil when the art has no label.
  var labelFrame: Rect? { get }
  var direction: LayoutDirection { get }
  /// Whether right to left draws the background mirrored, as back art does;
  /// symmetric art (a bordered rectangle, a circle) is drawn as it is.
  var mirrorsBackground: Bool { get }

  /// The background at `scale`, always drawn left to right (see `placedBackground`).
  func backgroundItems(state: ButtonState, scale: Double) -> [Scene.Item]

  /// The content in place: `label` (its glyph outlines with the line box's
  /// top-left corner at the origin) moved into `labelFrame`, or the glyph.
  func contentItems(label: Path?, state: ButtonState) -> [Scene.Item]

  /// The opacity the whole art is composited at in `state`.
  func opacity(for state: ButtonState) -> Double

  /// Images that must ship beside the art, by the name their files carry, such
  /// as the transition mask of a back indicator; none by default.
  func companionScenes(scale: Double) -> [(name: String, scene: Scene)]
}

extension ButtonArt {
  public var mirrorsBackground: Bool { true }

  public func contentItems(label: Path?, state: ButtonState) -> [Scene.Item] { [] }

  public func opacity(for state: ButtonState) -> Double { 1 }

  public func companionScenes(scale: Double) -> [(name: String, scene: Scene)] { [] }

  /// The background as the art draws it: mirrored within the art's width for
  /// right to left when the art mirrors.
  public func placedBackground(state: ButtonState, scale: Double) -> [Scene.Item] {
    let items = backgroundItems(state: state, scale: scale)
    guard direction == .rightToLeft, mirrorsBackground, !items.isEmpty else { return items }
    return [.mirrored(width: size.width, items)]
  }

  /// The scene for `state` at `scale`: background, then content, at the state's opacity.
  public func scene(label: Path?, state: ButtonState, scale: Double) -> Scene {
    Scene(
      size: size,
      items: composited(
        placedBackground(state: state, scale: scale) + contentItems(label: label, state: state),
        state: state))
  }

  /// The art without its content (title or glyph): what stretches between the
  /// cap insets.
  public func backgroundScene(state: ButtonState, scale: Double) -> Scene {
    Scene(size: size, items: composited(placedBackground(state: state, scale: scale), state: state))
  }

  /// `items` composited at the state's opacity: as they are when opaque.
  public func composited(_ items: [Scene.Item], state: ButtonState) -> [Scene.Item] {
    let opacity = opacity(for: state)
    return opacity < 1 && !items.isEmpty ? [.group(opacity: opacity, items)] : items
  }

  /// The colour the art fills its title with in `state`, at the state's
  /// opacity; nil for art without a title. What a platform that draws the
  /// title itself over textless art must draw it in, so read from the art's
  /// own content (the last solid fill: a classic title's shadow comes before
  /// it) rather than worked out again beside it.
  public func titleColor(_ state: ButtonState) -> Color? {
    guard labelFrame != nil else { return nil }
    let probe = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
    let drawn = Self.lastSolidFill(
      in: composited(contentItems(label: probe, state: state), state: state))
    return drawn.map { $0.color.withAlpha(multipliedBy: $0.opacity) }
  }

  /// The last solid fill among `items`, and the opacity of the groups around it.
  private static func lastSolidFill(in items: [Scene.Item]) -> (color: Color, opacity: Double)? {
    for item in items.reversed() {
      switch item {
      case .fill(_, .solid(let color)): return (color, 1)
      case .offset(_, let inner), .mirrored(_, let inner), .clip(_, let inner):
        if let found = lastSolidFill(in: inner) { return found }
      case .group(let opacity, let inner):
        if let found = lastSolidFill(in: inner) { return (found.color, found.opacity * opacity) }
      default: continue
      }
    }
    return nil
  }
}

extension ClassicBackButton: ButtonArt {
  public var size: Size { layout.size }
  public var capInsets: EdgeInsets? { layout.capInsets }
  public var labelFrame: Rect? { layout.labelFrame }
  public var direction: LayoutDirection { layout.direction }
}
