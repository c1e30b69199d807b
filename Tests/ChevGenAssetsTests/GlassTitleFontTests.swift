import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The live glass's title font: written beside the stylesheet only when a
/// titled live class is, byte for byte the shipped Inter Regular with its
/// licence, named by the stylesheet, recorded and swept as the build's own.
@Suite struct GlassTitleFontTests {
  static let fonts = SourceTree.url("Sources/ChevGenText/Fonts")

  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-title-font-")
  }

  static func manifest(
    style: String = "glass", outputs: String = "[css]", buttons: String, font: String = ""
  ) -> String {
    """
    theme: {style: \(style)\(font)}
    scales: [1]
    outputs: \(outputs)
    buttons: \(buttons)
    """
  }

  static let titled = "[{name: Close, role: close}, {name: Done, purpose: done}]"
  static let glyphs = "[{name: Back, role: back}, {name: Close, role: close}]"

  @Test(
    arguments: [
      (manifest(buttons: titled), true),
      (manifest(buttons: glyphs), false),
      (manifest(outputs: "[xcassets, android]", buttons: titled), false),
      (manifest(style: "capsule", buttons: "[{name: Back, role: back, title: Back}]"), false),
      (manifest(buttons: titled, font: ", font: mine.ttf"), false),
    ])
  func theFontGoesWithATitledLiveClassInTheShippedFontOnly(text: String, shipped: Bool) throws {
    let manifest = try ManifestLoader.load(text: text, path: "chevgen.yml")
    #expect(
      AssetLayout(manifest: manifest).plannedFiles.map(\.path)
        .filter { $0.hasPrefix("css/chevgen-inter") }
        == (shipped ? ["css/chevgen-inter-regular.otf", "css/chevgen-inter-license.txt"] : []),
      "\(text)")
  }

  func build(_ text: String) throws -> BuildReport {
    let manifest = try ManifestLoader.load(text: text, path: folder.path("chevgen.yml"))
    return try AssetBuilder(manifest: manifest, outputDirectory: folder.path("out")).build()
  }

  func text(_ path: String) throws -> String {
    try String(contentsOf: folder.url("out/" + path), encoding: .utf8)
  }

  @Test func aBuildShipsTheFontWithItsLicenceAndSweepsThemWhenNoTitleIsLeft() throws {
    defer { folder.remove() }
    _ = try build(Self.manifest(buttons: Self.titled))
    #expect(
      try Data(contentsOf: folder.url("out/css/chevgen-inter-regular.otf"))
        == Data(contentsOf: Self.fonts.appendingPathComponent("Inter-Regular.otf")))
    #expect(
      try Data(contentsOf: folder.url("out/css/chevgen-inter-license.txt"))
        == Data(contentsOf: Self.fonts.appendingPathComponent("LICENSE-Inter")))
    let css = try text("css/chevgen.css")
    let face = """
      @font-face {
        font-family: "chevgen Inter Regular";
        src: url("chevgen-inter-regular.otf") format("opentype");
        font-weight: 400;
        font-style: normal;
        font-display: block;
      }

      """
    #expect(css.components(separatedBy: "@font-face").count == 2)
    let faceAt = try #require(css.range(of: face))
    let liveAt = try #require(css.range(of: ".chevgen-done_glass {\n"))
    #expect(faceAt.upperBound <= liveAt.lowerBound)
    #expect(
      css[liveAt.upperBound...].hasPrefix(
        """
          box-sizing: border-box;
          display: inline-block;
          min-width: 44px;
          height: 44px;
          border: 0;
          border-radius: 22px;
          border-image: none;
          padding: 0 12px;
          line-height: 44px;
          text-align: center;
          font-family: "chevgen Inter Regular", system-ui, sans-serif;
          font-weight: 400;
          font-size: 17px;
          font-style: normal;
          letter-spacing: normal;
          white-space: nowrap;

        """))
    // The circle's live class sets no font: it has no text to show.
    let close = try #require(css.components(separatedBy: ".chevgen-close_glass {\n").last)
    #expect(!close.prefix { $0 != "}" }.contains("font"))
    let state = try text(".chevgen-state")
    #expect(state.contains("\tcss/chevgen-inter-regular.otf\t258992\t"))
    #expect(state.contains("\tcss/chevgen-inter-license.txt\t4980\t"))

    let report = try build(Self.manifest(buttons: "[{name: Close, role: close}]"))
    #expect(
      report.removedFiles.filter { $0.contains("chevgen-inter") }.sorted()
        == ["css/chevgen-inter-license.txt", "css/chevgen-inter-regular.otf"])
    let css2 = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/css")).sorted()
    #expect(css2 == ["Close-highlighted.png", "Close.png", "chevgen-glass.svg", "chevgen.css"])
    #expect(!(try text("css/chevgen.css")).contains("@font-face"))
    #expect(!(try text(".chevgen-state")).contains("chevgen-inter"))
  }

  /// A theme's own font is the page's to load: its size alone, no file.
  @Test func aThemesOwnFontGetsItsSizeAlone() throws {
    defer { folder.remove() }
    let font = Self.fonts.appendingPathComponent("DejaVuSans.ttf").path
    _ = try build(
      Self.manifest(buttons: Self.titled, font: ", font: '\(font)', font-size: 15"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/css"))
    #expect(!files.contains { $0.hasPrefix("chevgen-inter") }, "\(files)")
    let css = try text("css/chevgen.css")
    #expect(!css.contains("@font-face"))
    let live = try #require(
      css.components(separatedBy: ".chevgen-done_glass {\n").dropFirst().first)
    #expect(
      live.contains(
        "  text-align: center;\n  font-size: 15px;\n  font-style: normal;\n"
          + "  letter-spacing: normal;\n  white-space: nowrap;\n"))
    #expect(!live.prefix { $0 != "}" }.contains("font-family"))
  }

  /// A file of the user's where the font goes stays, and the build says so.
  @Test func aFileInTheFontsPlaceIsNotOverwritten() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.url("out/css"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: folder.url("out/css/chevgen-inter-regular.otf"))
    #expect {
      try build(Self.manifest(buttons: Self.titled))
    } throws: { error in
      guard let error = error as? AssetError, case .foreignFile(let path, 0, _) = error else {
        return false
      }
      return path.hasSuffix("out/css/chevgen-inter-regular.otf")
    }
    #expect(
      try Data(contentsOf: folder.url("out/css/chevgen-inter-regular.otf")) == Data("mine".utf8))
  }
}
