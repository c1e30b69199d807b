import ChevGenFormat
import ChevGenSystem

/// The fonts chevgen ships, and the folder they are in on this machine.
///
/// Inter Regular and Inter SemiBold 3.19 (SIL OFL 1.1; the files Debian's
/// fonts-inter 4.0~beta7+ds-1 installs, upstream https://rsms.me/inter/) set
/// the modern styles' titles, the open face closest to iOS's SF Pro, which may
/// not be redistributed. DejaVu Sans Bold 2.37 is classic's stand-in for iOS 6's
/// bold Helvetica, and DejaVu Sans and DejaVu Sans Bold are Inter's fallback for
/// the scripts it lacks and DejaVu has (Arabic, Hebrew…; neither has Devanagari
/// or CJK); they are the files Debian's fonts-dejavu-core 2.37 installs. All four travel with chevgen
/// (`Sources/ChevGenText/Fonts`, with `LICENSE` for DejaVu and `LICENSE-Inter`)
/// so that a render without `--font` draws the same glyphs on every machine,
/// whatever fonts it has. The folder is looked for once, without Foundation's
/// `Bundle`, which would slow every start-up, in `searchOrder`:
/// 1. the folder `CHEVGEN_FONTS` names, when it is set, and then nowhere else,
///    so that a mistyped override is reported rather than quietly bypassed;
/// 2. `share/chevgen/fonts` of the prefix the running program is installed
///    in, links resolved: `PREFIX/bin/chevgen` finds `../share/chevgen/fonts`
///    (scripts/install, the Homebrew formula, the archives scripts/release package
///    writes and its artifact bundle);
/// 3. the copy the program carries (`CarriedFonts`), written into the user's
///    cache folder on first use: `swift package experimental-install`, which
///    copies the program alone, `swift run`, the builds in `.build`, the
///    plugin's tool and a dependent package's tests. Not SwiftPM resources:
///    their bundle is a folder beside the program that experimental-install
///    leaves behind, and reading it needs Foundation's `Bundle`.
public enum DefaultFonts {
  /// The environment variable naming the folder, which then is the only place looked.
  public static let environmentVariable = "CHEVGEN_FONTS"
  /// Where an installed chevgen keeps the fonts, in its prefix.
  public static let installedFolder = "share/chevgen/fonts"
  /// Where the folder is looked for, in order, in a user's words.
  public static let searchOrder =
    "the folder \(environmentVariable) names, else share/chevgen/fonts in chevgen's "
    + "installation, else the copy chevgen carries, written to the user's cache folder"

  /// DejaVu Sans Bold, classic's label font and Inter SemiBold's fallback.
  static let boldName = "DejaVuSans-Bold.ttf"
  /// DejaVu Sans, Inter Regular's fallback.
  static let regularName = "DejaVuSans.ttf"
  /// Inter Regular, the other styles' label font.
  static let interName = "Inter-Regular.otf"
  /// Inter SemiBold, the preview's bar titles.
  static let interSemiBoldName = "Inter-SemiBold.otf"
  /// Every file shipped, in the order the carried copy holds them.
  static let names = [boldName, regularName, interName, interSemiBoldName]
  /// The files' names as a sentence lists them.
  static let namesText =
    names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")

  /// What the search found.
  enum Location: Hashable {
    /// The folder holding every file.
    case found(String)
    /// Every folder looked in, in order, none holding every file.
    case missing(searched: [String])
  }

  /// This process's answer, found on first use.
  static let location = search(
    override: CurrentProcess.environment(environmentVariable),
    executable: CurrentProcess.executablePath, cacheFolder: CurrentProcess.userCacheFolder)

  /// The path of the shipped file `name`: in the folder found, or in the first
  /// place looked when none was (opening it then reports `missingError`).
  static func path(of name: String) -> String {
    switch location {
    case .found(let folder): folder + "/" + name
    case .missing(let searched): (searched.first ?? ".") + "/" + name
    }
  }

  /// The folder holding every file, given the override's value, the
  /// program's path and the user's cache folder: the override alone when it is
  /// set, else the installed folder, else the carried copy, written into the
  /// cache folder only when no installed folder holds the files.
  static func search(override: String?, executable: String?, cacheFolder: String?) -> Location {
    if let override, !override.isEmpty {
      let folder = withoutTrailingSlash(override)
      return holdsFonts(folder) ? .found(folder) : .missing(searched: [folder])
    }
    var searched: [String] = []
    if let executable {
      let installed = folder(of: folder(of: executable)) + "/" + installedFolder
      if holdsFonts(installed) { return .found(installed) }
      searched.append(installed)
    }
    if let cacheFolder {
      if let carried = CarriedFonts.written(in: cacheFolder) { return .found(carried) }
      searched.append(CarriedFonts.folder(in: cacheFolder))
    }
    return .missing(searched: searched)
  }

  /// The error for a default font file that does not exist because no folder
  /// holds the shipped fonts; nil for any other path. Callers that read a font
  /// file before `PangoTextShaper` does report this instead of their own error.
  public static func missingError(path: String, font: TextError.Font) -> TextError? {
    guard case .missing(let searched) = location,
      names.contains(where: { path == self.path(of: $0) })
    else { return nil }
    return .defaultFontsMissing(searched: searched, font: font)
  }

  /// The folder `CHEVGEN_FONTS` names when `path` is a shipped font's file
  /// in it; nil for any other path. A font there that cannot be used is then
  /// fixed by the variable, not by an option the user never gave.
  static func overrideFolder(holding path: String) -> String? {
    guard let override = CurrentProcess.environment(environmentVariable), !override.isEmpty,
      case .found(let folder) = location, names.contains(where: { path == folder + "/" + $0 })
    else { return nil }
    return folder
  }

  private static func holdsFonts(_ folder: String) -> Bool {
    names.allSatisfy { FileStatus(folder + "/" + $0)?.kind == .regular }
  }

  /// The folder holding `path`'s last component, without a trailing slash
  /// (empty for the root, so that appending "/name" gives one slash).
  private static func folder(of path: String) -> String {
    guard let slash = PathText.lastSlash(in: path) else { return "." }
    return String(path[..<slash])
  }

  private static func withoutTrailingSlash(_ path: String) -> String {
    var path = Substring(path)
    while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") {
      path = Substring(path.utf8.dropLast())
    }
    return String(path)
  }
}
