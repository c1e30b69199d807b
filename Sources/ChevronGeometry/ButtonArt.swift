/// One laid-out bar-button image of any style: its size, what stretches, where
/// the label goes, and its scene per state and scale.
public protocol ButtonArt: Sendable {
  var size: Size { get }
  /// The stretchable middle's insets; nil for art without a background, which
  /// is not meant to stretch.
  var capInsets: EdgeInsets? { get }
  /// The label's line box; nil when the art has no label.
  var labelFrame: Rect? { get }
  var direction: LayoutDirection { get }

  /// The scene for `state` at `scale`; `label` holds the label's glyph outlines
  /// with its line box's top-left corner at the origin.
  func scene(label: Path?, state: ButtonState, scale: Double) -> Scene

  /// The art without its content (title or glyph): what stretches between the
  /// cap insets. By default the scene without a label.
  func backgroundScene(state: ButtonState, scale: Double) -> Scene

  /// Images that must ship beside the art, by file-name variant, such as the
  /// transition mask of a back indicator; none by default.
  func companionScenes(scale: Double) -> [(variant: String, scene: Scene)]
}

extension ButtonArt {
  public func backgroundScene(state: ButtonState, scale: Double) -> Scene {
    scene(label: nil, state: state, scale: scale)
  }

  public func companionScenes(scale: Double) -> [(variant: String, scene: Scene)] { [] }
}

extension ClassicBackButton: ButtonArt {
  public var size: Size { layout.size }
  public var capInsets: EdgeInsets? { layout.capInsets }
  public var labelFrame: Rect? { layout.labelFrame }
  public var direction: LayoutDirection { layout.direction }
}
