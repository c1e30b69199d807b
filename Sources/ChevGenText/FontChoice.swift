/// Which font files a label is set in, and at what size.
public struct FontChoice: Hashable, Sendable {
  /// The primary font file; its family, weight and style are used as they are.
  public var file: String
  /// Files tried, in order, for characters the primary font lacks.
  public var fallbackFiles: [String]
  /// The font size in points (1 pt is one unit of the drawing, whatever the scale).
  public var size: Double

  public init(
    file: String = FontChoice.defaultFile, fallbackFiles: [String] = [], size: Double = 12
  ) {
    self.file = file
    self.fallbackFiles = fallbackFiles
    self.size = size
  }

  /// DejaVu Sans Bold 2.37, the copy chevgen ships (see `DefaultFonts`).
  public static let defaultFile = DefaultFonts.path(of: DefaultFonts.boldName)
  /// DejaVu Sans (regular), shipped beside it, for the modern styles' titles.
  public static let regularFile = DefaultFonts.path(of: DefaultFonts.regularName)
}
