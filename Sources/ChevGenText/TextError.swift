/// Why the text layer could not be set up.
///
/// Font problems name which font of the choice is at fault, not how the caller
/// spells it: each front end names the field in its own words (`--fallback-font`
/// on the command line, `theme.fallback-fonts[1]` in a manifest).
public enum TextError: Error, Hashable, Sendable {
  /// Which file of a `FontChoice`.
  public enum Font: Hashable, Sendable {
    /// The label font, `FontChoice.file`.
    case primary
    /// `FontChoice.fallbackFiles[index]`.
    case fallback(index: Int)
  }

  case fontFileMissing(path: String, font: Font)
  /// A default font is wanted, and no folder looked in holds the fonts chevgen
  /// ships (`DefaultFonts`); `searched` lists them in order.
  case defaultFontsMissing(searched: [String], font: Font)
  /// The file exists but is not a regular file (a folder, a named pipe, a device).
  case notAFile(path: String, font: Font)
  case notAFont(path: String, font: Font)
  case fontEngineFailed(step: String)
  /// A font read at the start could not be loaded to draw (its file became
  /// unreadable: a disk error, a file replaced mid-run).
  case fontUnloadable

  /// The message, naming the font as "the font" or "fallback font N".
  public var message: String {
    message {
      switch $0 {
      case .primary: "the font"
      case .fallback(let index): "fallback font \(index + 1)"
      }
    }
  }

  /// A one-line message that names the problem and the fix; `name` spells the
  /// font's field in the caller's words.
  public func message(naming name: (Font) -> String) -> String {
    switch self {
    case .fontFileMissing(let path, let font):
      "font file '\(path)' does not exist; give \(name(font)) the path of a .ttf or .otf file"
    case .defaultFontsMissing(let searched, let font):
      "chevgen's fonts \(DefaultFonts.namesText) are not in "
        + searched.map { "'\($0)'" }.joined(separator: " or ") + "; give \(name(font)) a .ttf "
        + "or .otf file, set \(DefaultFonts.environmentVariable) to a folder holding them, or "
        + "install them in \(DefaultFonts.installedFolder) of chevgen's prefix"
    case .notAFile(let path, let font):
      "font file '\(path)' is not a regular file; "
        + Self.fix(path, or: "give \(name(font)) the path of a .ttf or .otf file")
    case .notAFont(let path, let font):
      "'\(path)' is not a font file fontconfig can read; "
        + Self.fix(path, or: "give \(name(font)) a .ttf or .otf file")
    case .fontEngineFailed(let step):
      "the text engine failed to \(step); reinstall libpango1.0-0 and fontconfig"
    case .fontUnloadable:
      "a font could not be loaded to draw the title after it was read; check the font files and "
        + "the disk, then retry"
    }
  }

  /// How to mend the font file `path`: through `CHEVGEN_FONTS` when that is
  /// where it came from, else `otherwise`.
  private static func fix(_ path: String, or otherwise: String) -> String {
    guard let folder = DefaultFonts.overrideFolder(holding: path) else { return otherwise }
    return "it is chevgen's font in \(DefaultFonts.environmentVariable)='\(folder)'; set "
      + "\(DefaultFonts.environmentVariable) to a folder holding \(DefaultFonts.namesText) as "
      + "chevgen ships them, or unset it"
  }
}
