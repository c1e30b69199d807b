/// Which font files a label is set in, and at what size.
public struct FontChoice: Hashable, Sendable {
  /// The primary font file; its family, weight and style are used as they are.
  public var file: String
  /// Files tried, in order, for characters the primary font lacks.
  public var fallbackFiles: [String]
  /// The font size in points (1 pt is one unit of the drawing, whatever the scale).
  public var size: Double

  public init(
    file: String = FontChoice.classicFile, fallbackFiles: [String] = [], size: Double = 12
  ) {
    self.file = file
    self.fallbackFiles = fallbackFiles
    self.size = size
  }

  /// DejaVu Sans Bold 2.37, classic's stand-in for iOS 6's bold Helvetica (see `DefaultFonts`).
  public static let classicFile = DefaultFonts.path(of: DefaultFonts.boldName)
  /// Inter Regular, the other styles' titles: the open face closest to iOS's SF Pro.
  public static let titleFile = DefaultFonts.path(of: DefaultFonts.interName)
  /// Inter SemiBold, a bar's title, as iOS sets it semibold.
  public static let barTitleFile = DefaultFonts.path(of: DefaultFonts.interSemiBoldName)
  /// DejaVu Sans then DejaVu Sans Bold: what a shipped Inter falls back to.
  static let interFallbackFiles = [
    DefaultFonts.path(of: DefaultFonts.regularName), DefaultFonts.path(of: DefaultFonts.boldName),
  ]

  /// Every file the label is set from: the primary, `fallbackFiles`, and,
  /// when the primary is a shipped Inter, DejaVu Sans and DejaVu Sans Bold
  /// last, for the scripts Inter lacks and DejaVu has (Arabic, Hebrew…), in
  /// which chevgen's titles were set before Inter. Among fallbacks that have
  /// a character, fontconfig picks the nearest to the primary's weight and
  /// width, so Inter SemiBold falls back to DejaVu Sans Bold. A font the user
  /// names instead decides alone, with the user's fallback fonts.
  public var files: [String] {
    let shippedInter = file == Self.titleFile || file == Self.barTitleFile
    return [file] + fallbackFiles + (shippedInter ? Self.interFallbackFiles : [])
  }
}
