/// Why the text layer could not be set up.
public enum TextError: Error, Hashable, Sendable {
  case fontFileMissing(path: String)
  case notAFont(path: String)
  case fontEngineFailed(step: String)

  /// A one-line message that names the problem and the fix.
  public var message: String {
    switch self {
    case .fontFileMissing(let path):
      "font file '\(path)' does not exist; pass --font with the path of a .ttf or .otf file"
    case .notAFont(let path):
      "'\(path)' is not a font file fontconfig can read; pass --font with a .ttf or .otf file"
    case .fontEngineFailed(let step):
      "the text engine failed to \(step); reinstall libpango1.0-0 and fontconfig"
    }
  }
}
