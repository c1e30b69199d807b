import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A glass theme's asset catalog and Swift accessors: UIKit draws the glass,
/// so the catalog holds each glyph alone as a template vector, one per
/// direction, and the accessors say which buttons are such glyphs.
@Suite struct GlassCatalogTests {
  static let manifest = """
    theme: {style: glass}
    outputs: [xcassets, swift]
    buttons:
      - {name: Back, role: back}
      - {name: Close, role: close}
      - {name: Done, purpose: done, title: Done}
    """

  @Test func glyphsAreTemplateVectorsAndTitlesArePNGs() throws {
    let cli = try CLI()
    defer { cli.remove() }
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
    let done =
      try JSONSerialization.jsonObject(
        with: cli.data(catalog + "Done.imageset/Contents.json")) as? [String: Any]
    let doneFiles = (done?["images"] as? [[String: Any]] ?? []).compactMap {
      $0["filename"] as? String
    }
    #expect(doneFiles == ["Done.png", "Done@2x.png", "Done@3x.png"])
    // The glyph alone, 44 pt square, and the right-to-left one its mirror.
    let left = try page(cli, catalog + "Back.imageset/Back.pdf", "left")
    let right = try page(cli, catalog + "Back.imageset/Back-rtl.pdf", "right")
    #expect(left.width == 44 && left.height == 44)
    #expect(inkCentre(left) < 21 && inkCentre(right) > 23)
    #expect(abs((22 - inkCentre(left)) - (inkCentre(right) - 22)) < 0.5)
    let swift = try String(
      contentsOf: cli.directory.appendingPathComponent(
        "out/swift/ChevGenArt.swift"), encoding: .utf8)
    #expect(swift.components(separatedBy: "isTemplateGlyph: true)").count == 3)
    #expect(swift.components(separatedBy: "isTemplateGlyph: false)").count == 2)
    #expect(swift.contains("item.hidesSharedBackground = true"))
    #expect(!swift.contains("contentEdgeInsets"))
  }

  /// A template glyph is tinted by UIKit, so its image set holds only the
  /// copies that differ (one per direction, no dark copy of the same bytes),
  /// and index.json gives the size of each file it lists: the catalog's PDF
  /// is the 44 pt glyph, the art around it (Android's, the stylesheet's) the
  /// platter with its shadows.
  @Test func templateGlyphsHoldOnlyTheVariantsThatDiffer() throws {
    let cli = try CLI()
    defer { cli.remove() }
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
    let index =
      try JSONSerialization.jsonObject(with: cli.data("out/index.json")) as? [String: Any]
    let buttons = index?["buttons"] as? [[String: Any]] ?? []
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
