/// The settings of a pixelmatch comparison; the defaults are pixelmatch 7.2.0's.
public struct PixelMatchOptions: Hashable, Sendable {
  /// What translucent pixels are blended over before their colours are compared.
  public enum Background: String, Hashable, Sendable, CaseIterable {
    /// pixelmatch 7's pattern of dark and light channels, so that a colour change
    /// under low alpha still shows.
    case checkerboard
    /// White, as pixelmatch 5 and 6 (and the PyPI port) blend.
    case white
  }

  /// Matching threshold from 0 to 1; smaller is more sensitive.
  public var threshold: Double = 0.1
  /// Count anti-aliased pixels as differences instead of ignoring them.
  public var includeAntiAliased = false
  /// Opacity of the faded grey copy of the first image under the diff.
  public var alpha: Double = 0.1
  /// Colour of anti-aliased pixels in the diff image.
  public var antiAliasedColor = DiffColor(255, 255, 0)
  /// Colour of differing pixels in the diff image.
  public var diffColor = DiffColor(255, 0, 0)
  /// Colour of differing pixels that are darker in the second image; `diffColor` if nil.
  public var darkerDiffColor: DiffColor?
  /// Draw only the differences, over a transparent background.
  public var diffMask = false
  public var background = Background.checkerboard

  public init() {}
}
