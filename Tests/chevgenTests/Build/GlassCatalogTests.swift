import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A glass theme's asset catalog and Swift accessors: iOS 26 draws the glass
/// live, so the catalog holds each glyph alone as a template vector, one per
/// direction, and no titled art at all; the accessors say which buttons are
/// such glyphs, carry the titles, and configure UIKit's and SwiftUI's glass.
@Suite struct GlassCatalogTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let manifest = """
    theme: {style: glass}
    outputs: [xcassets, swift]
    buttons:
      - {name: Back, role: back}
      - {name: Close, role: close}
      - {name: Done, purpose: done, title: Done}
      - {name: Save, purpose: save, title: Save, prominent: true}
    """

  /// Each button's `static let` in the accessors, by its name.
  static func accessors(_ swift: String) -> [String: String] {
    var found: [String: String] = [:]
    for part in swift.components(separatedBy: "public static let ").dropFirst() {
      guard let name = part.split(separator: " ").first, part.hasPrefix(name + " = Button(")
      else { continue }
      found[String(name)] = part.components(separatedBy: "\n\n").first
    }
    return found
  }

  @Test func glyphsAreTemplateVectorsAndTitledButtonsHaveNoImageSet() throws {
    try Self.manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let catalog = "out/Assets.xcassets/"
    let back =
      try JSONSerialization.jsonObject(
        with: cli.data(catalog + "Back.imageset/Contents.json")) as? [String: Any]
    let properties = back?["properties"] as? [String: Any]
    #expect(properties?["template-rendering-intent"] as? String == "template")
    #expect(properties?["preserves-vector-representation"] as? Bool == true)
    let images = back?["images"] as? [[String: Any]] ?? []
    #expect(images.map { $0["filename"] as? String } == ["Back.pdf", "Back-rtl.pdf"])
    #expect(
      images.map { $0["language-direction"] as? String } == ["left-to-right", "right-to-left"])
    // No platter baked over a frozen backdrop: UIKit draws Done and Save itself.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: cli.directory.appendingPathComponent(catalog).path
      ).sorted() == [
        "Back-highlighted.imageset", "Back.imageset", "Close-highlighted.imageset",
        "Close.imageset", "Contents.json",
      ])
    // The glyph alone, 44 pt square, and the right-to-left one its mirror.
    let left = try page(cli, catalog + "Back.imageset/Back.pdf", "left")
    let right = try page(cli, catalog + "Back.imageset/Back-rtl.pdf", "right")
    #expect(left.width == 44 && left.height == 44)
    #expect(inkCentre(left) < 21 && inkCentre(right) > 23)
    #expect(abs((22 - inkCentre(left)) - (inkCentre(right) - 22)) < 0.5)
    let swift = try String(
      contentsOf: cli.directory.appendingPathComponent(
        "out/swift/ChevGenArt.swift"), encoding: .utf8)
    let accessors = Self.accessors(swift)
    #expect(accessors.keys.sorted() == ["back", "close", "done", "save"])
    for glyph in ["back", "close"] {
      let text = accessors[glyph] ?? ""
      #expect(text.hasSuffix("isTemplateGlyph: true,\n    glass: .regular)"), "\(text)")
    }
    for (titled, glass) in [("done", "regular"), ("save", "prominent")] {
      let text = accessors[titled] ?? ""
      #expect(text.contains("imageNames: [:],"), "\(text)")
      #expect(text.contains("title: \"\(titled.capitalized)\","), "\(text)")
      #expect(text.contains("isTemplateGlyph: false,\n    glass: .\(glass))"), "\(text)")
    }
    // UIKit's glass on iOS 26, and SwiftUI's; the bar's own for an item.
    #expect(swift.contains("configuration = glass == .prominent ? .prominentGlass() : .glass()"))
    #expect(
      swift.contains(
        "glass == .prominent\n          ? AnyView(buttonStyle(.glassProminent)) : "
          + "AnyView(buttonStyle(.glass))"))
    #expect(
      swift.contains(
        "UIBarButtonItem(title: title, style: barItemStyle, target: target, action: action)"))
    #expect(swift.contains("if #available(iOS 26.0, *) { return .prominent }"))
    #expect(swift.contains("item.hidesSharedBackground = true"))
    #expect(!swift.contains("contentEdgeInsets"))
  }

  /// Where nothing draws glass live (the web, Android), a titled glass
  /// button's art is baked, platter and all; index.json lists those files
  /// and no catalog file for it.
  @Test func titledGlassIsBakedForTheWebAndAndroidOnly() throws {
    let manifest = """
      theme: {style: glass}
      scales: [2]
      outputs: [xcassets, android, css]
      android: {scales: [2]}
      buttons:
        - {name: Done, purpose: done, title: Done}
      """
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let buttons = try cli.jsonObject("out/index.json")["buttons"] as? [[String: Any]] ?? []
    var outputs: Set<String> = []
    // Android draws the title itself over its textless art; the web gets the art.
    for button in buttons {
      for image in button["images"] as? [[String: Any]] ?? [] {
        for (output, path) in image["files"] as? [String: String] ?? [:] {
          outputs.insert(output)
          #expect(
            FileManager.default.fileExists(
              atPath: cli.directory.appendingPathComponent("out/" + path).path), "\(path)")
        }
      }
    }
    #expect(outputs == ["android", "css"])
    #expect(try cli.data("out/css/Done@2x.png").starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.directory.appendingPathComponent("out/Assets.xcassets/Done.imageset").path))
  }

  /// A catalog that held a titled button's PNGs (as a glass catalog did
  /// before iOS 26's live glass, and as a capsule theme's does) loses them
  /// on the next build: the state names them as chevgen's, the image sets are
  /// swept, and the build after converges with nothing to do.
  @Test func aRebuildSweepsTheTitledArtTheCatalogNoLongerHolds() throws {
    func build(_ style: String) throws -> CLI.Result {
      let manifest = """
        theme: {style: \(style)}
        outputs: [xcassets, swift]
        buttons:
          - {name: Close, role: close}
          - {name: Done, purpose: done, title: Done}
        """
      try manifest.write(
        to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
      return try cli.run(["build", "chevgen.yml", "--out", "out"])
    }
    let imageSet = cli.directory.appendingPathComponent("out/Assets.xcassets/Done.imageset").path
    let first = try build("capsule")
    try #require(first.status == 0, "\(first.stderr)")
    try #require(FileManager.default.fileExists(atPath: imageSet + "/Done@2x.png"))
    let glass = try build("glass")
    try #require(glass.status == 0, "\(glass.stderr)")
    #expect(!FileManager.default.fileExists(atPath: imageSet))
    #expect(
      !FileManager.default.fileExists(
        atPath: cli.directory.appendingPathComponent(
          "out/Assets.xcassets/Done-highlighted.imageset"
        ).path))
    // Done's six PNGs and two Contents.json, and Close's six PNGs, now its template PDFs.
    #expect(glass.stdout.contains("removed 14 in out"), "\(glass.stdout)")
    let again = try build("glass")
    #expect(again.stdout.contains("is up to date"), "\(again.stdout)")
  }

  /// A template glyph is tinted by UIKit, so its image set holds only the
  /// copies that differ (one per direction, no dark copy of the same bytes),
  /// and index.json gives the size of each file it lists: the catalog's PDF
  /// is the 44 pt glyph, the art around it (Android's, the stylesheet's) the
  /// platter with its shadows.
  @Test func templateGlyphsHoldOnlyTheVariantsThatDiffer() throws {
    let manifest = """
      theme: {style: glass}
      appearances: [light, dark]
      outputs: [xcassets, css]
      buttons:
        - {name: Back, role: back}
      """
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let folder = cli.directory.appendingPathComponent("out/Assets.xcassets/Back.imageset").path
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "Back-rtl.pdf", "Back.pdf", "Contents.json",
      ])
    let contents = String(
      decoding: try cli.data("out/Assets.xcassets/Back.imageset/Contents.json"), as: UTF8.self)
    #expect(!contents.contains("appearances"))
    let buttons = try cli.jsonObject("out/index.json")["buttons"] as? [[String: Any]] ?? []
    var checked = 0
    for button in buttons {
      for image in button["images"] as? [[String: Any]] ?? [] {
        let files = image["files"] as? [String: String] ?? [:]
        let sizes = image["fileSizes"] as? [String: [String: Double]]
        if let pdf = files["xcassets"] {
          #expect(pdf.hasSuffix(".pdf") && image["appearance"] as? String == "light")
          #expect(sizes?["xcassets"] == ["width": 44, "height": 44], "\(pdf)")
          checked += 1
        } else {
          #expect(sizes == nil)
        }
      }
    }
    #expect(checked == 4, "one PDF per state and direction, in the light appearance only")
  }

  /// The PDF's page drawn by pdftoppm at 72 dpi (a pixel a point).
  private func page(_ cli: CLI, _ pdf: String, _ name: String) throws -> RGBAImage {
    let drawn = try cli.tool("pdftoppm", ["-r", "72", "-png", "-singlefile", pdf, name])
    try #require(drawn.status == 0, "\(drawn.stderr)")
    return try PNGDecoder.decode([UInt8](cli.data(name + ".png")))
  }

  /// The mean column of the dark pixels.
  private func inkCentre(_ image: RGBAImage) -> Double {
    var sum = 0.0
    var count = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].red < 128 {
        sum += Double(x) + 0.5
        count += 1
      }
    }
    return sum / max(count, 1)
  }
}
