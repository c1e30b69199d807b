import Foundation
import Testing

@testable import ChevronText

/// The shipped fonts' folder in this checkout, found from this test's own path.
private let shippedFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("../../Sources/ChevronText/Fonts")
  .standardized.path

/// A fresh prefix as scripts/install lays it out, with the shipped fonts in
/// `share/chevgen/fonts` when `installed`.
private func installation(installed: Bool) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("chevgen-fonts-\(UUID().uuidString)")
  let fonts = root.appendingPathComponent("share/chevgen/fonts")
  try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
  if installed {
    for name in [DefaultFonts.boldName, DefaultFonts.regularName] {
      try FileManager.default.copyItem(
        atPath: shippedFolder + "/" + name, toPath: fonts.appendingPathComponent(name).path)
    }
  }
  return root
}

/// A test binary is not installed: the defaults come from the source tree.
@Test func theDefaultsAreTheShippedFilesInTheSourceTree() {
  #expect(DefaultFonts.location == .found(shippedFolder))
  #expect(FontChoice.defaultFile == shippedFolder + "/DejaVuSans-Bold.ttf")
  #expect(FontChoice.regularFile == shippedFolder + "/DejaVuSans.ttf")
}

/// The fonts of an installed chevgen's prefix win over the source tree it was built from.
@Test func anInstalledFolderBesideTheProgramComesBeforeTheSourceTree() throws {
  let root = try installation(installed: true)
  defer { try? FileManager.default.removeItem(at: root) }
  let location = DefaultFonts.search(
    override: nil, executable: root.path + "/libexec/chevgen/chevgen-engine",
    sourceFile: shippedFolder + "/../X.swift"
  )
  #expect(location == .found(root.path + "/share/chevgen/fonts"))
}

/// A folder missing one of the two files does not count; the source tree follows.
@Test func anIncompleteFolderIsPassedOver() throws {
  let root = try installation(installed: false)
  defer { try? FileManager.default.removeItem(at: root) }
  try FileManager.default.copyItem(
    atPath: shippedFolder + "/DejaVuSans.ttf",
    toPath: root.path + "/share/chevgen/fonts/DejaVuSans.ttf")
  let location = DefaultFonts.search(
    override: "", executable: root.path + "/libexec/chevgen/chevgen-engine",
    sourceFile: root.path + "/Sources/ChevronText/DefaultFonts.swift")
  #expect(
    location
      == .missing(searched: [
        root.path + "/share/chevgen/fonts", root.path + "/Sources/ChevronText/Fonts",
      ]))
}

/// CHEVGEN_FONTS is the only place looked when set: a wrong value is reported,
/// not bypassed by the fonts the search would otherwise find.
@Test func theOverrideIsTheOnlyPlaceLooked() throws {
  let root = try installation(installed: true)
  defer { try? FileManager.default.removeItem(at: root) }
  let executable = root.path + "/libexec/chevgen/chevgen-engine"
  #expect(
    DefaultFonts.search(
      override: root.path + "/share/chevgen/fonts/", executable: nil, sourceFile: "/x/Y.swift")
      == .found(root.path + "/share/chevgen/fonts"))
  #expect(
    DefaultFonts.search(
      override: "/nonexistent/fonts", executable: executable, sourceFile: shippedFolder + "/Y")
      == .missing(searched: ["/nonexistent/fonts"]))
}

/// The error names every place looked and each way out, in the caller's words.
@Test func missingFontsAreOneLineNamingThePlacesAndTheFixes() {
  let error = TextError.defaultFontsMissing(
    searched: ["/opt/share/chevgen/fonts", "/src/Sources/ChevronText/Fonts"], font: .primary)
  #expect(
    error.message { _ in "--font" }
      == "chevgen's fonts DejaVuSans-Bold.ttf and DejaVuSans.ttf are not in "
      + "'/opt/share/chevgen/fonts' or '/src/Sources/ChevronText/Fonts'; give --font a .ttf or "
      + ".otf file, set CHEVGEN_FONTS to a folder holding them, or install them in "
      + "share/chevgen/fonts of chevgen's prefix")
}
