import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenText

/// The shipped fonts' folder in this checkout.
private let shippedFolder = SourceTree.url("Sources/ChevGenText/Fonts").path

/// A fresh prefix as scripts/install lays it out, with the shipped fonts in
/// `share/chevgen/fonts` when `installed`.
private func installation(installed: Bool) throws -> TemporaryFolder {
  let root = try TemporaryFolder(prefix: "chevgen-fonts-")
  let fonts = root.url("share/chevgen/fonts")
  try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
  if installed {
    for name in DefaultFonts.names {
      try FileManager.default.copyItem(
        atPath: shippedFolder + "/" + name, toPath: fonts.appendingPathComponent(name).path)
    }
  }
  return root
}

/// A fresh, empty folder to stand for the user's cache folder.
private func cacheFolder() throws -> TemporaryFolder {
  try TemporaryFolder(prefix: "chevgen-cache-")
}

/// Whether `folder` holds the shipped files, byte for byte.
private func holdsShippedFiles(_ folder: String) -> Bool {
  DefaultFonts.names.allSatisfy {
    FileManager.default.contentsEqual(atPath: folder + "/" + $0, andPath: shippedFolder + "/" + $0)
  }
}

/// A test binary is not installed: the defaults are the carried copy, in the
/// user's cache folder, the same bytes as the shipped files.
@Test func theDefaultsAreTheCarriedCopy() throws {
  guard case .found(let folder) = DefaultFonts.location else {
    Issue.record("no default fonts: \(DefaultFonts.location)")
    return
  }
  #expect(folder.hasSuffix("/chevgen/fonts-" + CarriedFonts.digest))
  #expect(FontChoice.classicFile == folder + "/DejaVuSans-Bold.ttf")
  #expect(FontChoice.titleFile == folder + "/Inter-Regular.otf")
  #expect(FontChoice.barTitleFile == folder + "/Inter-SemiBold.otf")
  #expect(holdsShippedFiles(folder))
}

/// The carried copy's folder is named by the files' digest: a new font
/// version gets a folder of its own.
@Test func theCarriedCopysDigestIsTheShippedFiles() throws {
  var hash = ContentHash()
  #expect(
    DefaultFonts.names == [
      "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf",
    ])
  for name in DefaultFonts.names {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: shippedFolder + "/" + name)))
    hash.combine(wordsOf: bytes[...])
  }
  #expect(hash.hex == CarriedFonts.digest)
}

/// The fonts of an installed chevgen's prefix win over the carried copy,
/// which is then not written.
@Test func anInstalledFolderBesideTheProgramComesFirst() throws {
  let prefix = try installation(installed: true)
  defer { prefix.remove() }
  let root = prefix.url
  let cacheHome = try cacheFolder()
  defer { cacheHome.remove() }
  let cache = cacheHome.path
  let location = DefaultFonts.search(
    override: nil, executable: root.path + "/bin/chevgen", cacheFolder: cache)
  #expect(location == .found(root.path + "/share/chevgen/fonts"))
  #expect(try FileManager.default.contentsOfDirectory(atPath: cache) == [])
}

/// A folder missing one of the files does not count (DejaVu alone, as an
/// install before Inter left it); the carried copy follows, written into the
/// cache folder.
@Test func anIncompleteFolderIsPassedOver() throws {
  let prefix = try installation(installed: false)
  defer { prefix.remove() }
  let root = prefix.url
  for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "Inter-Regular.otf"] {
    try FileManager.default.copyItem(
      atPath: shippedFolder + "/" + name, toPath: root.path + "/share/chevgen/fonts/" + name)
  }
  let cacheHome = try cacheFolder()
  defer { cacheHome.remove() }
  let cache = cacheHome.path
  let carried = cache + "/chevgen/fonts-" + CarriedFonts.digest
  #expect(
    DefaultFonts.search(override: "", executable: root.path + "/bin/chevgen", cacheFolder: cache)
      == .found(carried))
  #expect(holdsShippedFiles(carried))
}

/// A cached file that differs from the carried bytes (cut short, or another
/// file put there) is written again before it is drawn with.
@Test func aChangedCachedFontIsWrittenAgain() throws {
  let cacheHome = try cacheFolder()
  defer { cacheHome.remove() }
  let cache = cacheHome.path
  let carried = cache + "/chevgen/fonts-" + CarriedFonts.digest
  #expect(
    DefaultFonts.search(override: nil, executable: nil, cacheFolder: cache) == .found(carried))
  let bold = carried + "/" + DefaultFonts.boldName
  let whole = try Data(contentsOf: URL(fileURLWithPath: bold))
  try whole.prefix(1000).write(to: URL(fileURLWithPath: bold))
  #expect(
    DefaultFonts.search(override: nil, executable: nil, cacheFolder: cache) == .found(carried))
  #expect(holdsShippedFiles(carried))
}

/// Where the cache folder cannot be written, every place looked is named.
@Test func anUnwritableCacheIsNamedAmongThePlacesLooked() throws {
  let prefix = try installation(installed: false)
  defer { prefix.remove() }
  let root = prefix.url
  let file = root.path + "/not-a-folder"
  try Data("x".utf8).write(to: URL(fileURLWithPath: file))
  let location = DefaultFonts.search(
    override: nil, executable: root.path + "/bin/chevgen", cacheFolder: file)
  #expect(
    location
      == .missing(searched: [
        root.path + "/share/chevgen/fonts", file + "/chevgen/fonts-" + CarriedFonts.digest,
      ]))
}

/// CHEVGEN_FONTS is the only place looked when set: a wrong value is reported,
/// not bypassed by the fonts the search would otherwise find.
@Test func theOverrideIsTheOnlyPlaceLooked() throws {
  let prefix = try installation(installed: true)
  defer { prefix.remove() }
  let root = prefix.url
  let executable = root.path + "/bin/chevgen"
  #expect(
    DefaultFonts.search(
      override: root.path + "/share/chevgen/fonts/", executable: nil, cacheFolder: nil)
      == .found(root.path + "/share/chevgen/fonts"))
  #expect(
    DefaultFonts.search(
      override: "/nonexistent/fonts", executable: executable, cacheFolder: "/tmp")
      == .missing(searched: ["/nonexistent/fonts"]))
}

/// The error names every place looked and each way out, in the caller's words.
@Test func missingFontsAreOneLineNamingThePlacesAndTheFixes() {
  let error = TextError.defaultFontsMissing(
    searched: ["/opt/share/chevgen/fonts", "/src/Sources/ChevGenText/Fonts"], font: .primary)
  #expect(
    error.message { _ in "--font" }
      == "chevgen's fonts DejaVuSans-Bold.ttf, DejaVuSans.ttf, Inter-Regular.otf and "
      + "Inter-SemiBold.otf are not in "
      + "'/opt/share/chevgen/fonts' or '/src/Sources/ChevGenText/Fonts'; give --font a .ttf or "
      + ".otf file, set CHEVGEN_FONTS to a folder holding them, or install them in "
      + "share/chevgen/fonts of chevgen's prefix")
}
