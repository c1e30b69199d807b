import ChevronDiff
import ChevronRender
import Foundation
import Testing

/// `chevgen build` end to end: the issue's manifest, Android's own aapt on every
/// nine-patch, incremental runs, removal, and bad manifests word for word.
@Suite struct BuildCommandTests {
  static let manifest = """
    theme: {style: classic, tint: "#4A6FA5"}
    locales: [en, de, ar]
    states: [normal, highlighted]
    scales: [1, 2, 3]
    outputs: [xcassets, android, css]
    buttons:
      - {name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}
      - {name: Close, role: close}
    """

  func build(_ cli: CLI, _ manifest: String = Self.manifest, _ extra: [String] = []) throws
    -> CLI.Result
  {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    return try cli.run(["build", "chevgen.yml", "--out", "out"] + extra)
  }

  func files(_ cli: CLI) -> [String] {
    let root = cli.directory.appendingPathComponent("out").path
    let enumerator = FileManager.default.enumerator(atPath: root)!
    return (enumerator.allObjects as! [String]).filter {
      var directory: ObjCBool = false
      FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &directory)
      return !directory.boolValue
    }.sorted()
  }

  func image(_ cli: CLI, _ path: String) throws -> RGBAImage {
    try PNGDecoder.decode([UInt8](try cli.data("out/" + path)))
  }

  @Test func writesEveryOutputOfTheIssuesManifest() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let result = try build(cli)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("chevgen build: drew 4 of 4 buttons × locales (24 images)"))
    let written = files(cli)
    // Back per locale, Close once (it has no title), two states, three scales.
    #expect(written.filter { $0.hasSuffix(".png") && $0.hasPrefix("Assets.xcassets/") }.count == 24)
    #expect(written.filter { $0.hasPrefix("res/") }.count == 24)
    #expect(written.filter { $0.hasPrefix("css/") && $0.hasSuffix(".png") }.count == 24)
    for path in [
      "Assets.xcassets/Contents.json", "Assets.xcassets/Back.imageset/Contents.json",
      "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-ar@3x.png",
      "Assets.xcassets/Close.imageset/Close@2x.png", "res/drawable-xhdpi/back.9.png",
      "res/drawable-de-xxhdpi/back_highlighted.9.png", "res/drawable-ar-mdpi/back.9.png",
      "res/drawable-xhdpi/close.png", "css/chevgen.css", "css/Back-de@2x.png", "index.json",
    ] {
      #expect(written.contains(path), "\(path) missing")
    }
  }

  @Test func aaptAcceptsEveryNinePatchAndTheTicksAreExact() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try #require(try build(cli).status == 0)
    let patches = files(cli).filter { $0.hasSuffix(".9.png") }
    #expect(patches.count == 18)
    for patch in patches {
      let crunch = try cli.tool(
        "aapt", ["singleCrunch", "-i", "out/" + patch, "-o", "crunched.png"])
      #expect(crunch.status == 0, "aapt rejects \(patch): \(crunch.stderr)")
      // The frame holds transparent pixels and opaque black ticks, nothing between.
      let image = try image(cli, patch)
      var frame: [(Int, Int)] = []
      for x in 0..<image.width { frame += [(x, 0), (x, image.height - 1)] }
      for y in 0..<image.height { frame += [(0, y), (image.width - 1, y)] }
      for (x, y) in frame {
        let pixel = image[x, y]
        #expect(
          (pixel.red, pixel.green, pixel.blue) == (0, 0, 0) && [0, 255].contains(pixel.alpha),
          "\(patch) (\(x), \(y))")
      }
      // One stretch tick on top; the whole art height on the left.
      #expect((0..<image.width).filter { image[$0, 0].alpha == 255 }.count == 1)
      #expect((1..<image.height - 1).allSatisfy { image[0, $0].alpha == 255 })
    }
  }

  /// The catalog slices each file at one column of plain background after the
  /// label: exact insets, and that column equals its neighbour, so stretching
  /// repeats background only.
  @Test func catalogSlicesBesideTheLabel() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try #require(try build(cli).status == 0)
    let contents =
      try JSONSerialization.jsonObject(
        with: try cli.data("out/Assets.xcassets/Back.imageset/Contents.json")) as! [String: Any]
    let images = contents["images"] as! [[String: Any]]
    #expect(images.count == 9)
    #expect((contents["properties"] as! [String: Any])["localizable"] as? Bool == true)
    var insets: [String: [Int]] = [:]
    for entry in images {
      let file = entry["filename"] as! String
      let resizing = entry["resizing"] as! [String: Any]
      #expect(resizing["mode"] as? String == "3-part-horizontal")
      let center = resizing["center"] as! [String: Any]
      #expect(center["mode"] as? String == "stretch" && center["width"] as? Int == 1)
      let caps = resizing["cap-insets"] as! [String: Int]
      insets[file] = [caps["left"]!, caps["right"]!]
      let locale = entry["locale"] as! String
      #expect(
        entry["language-direction"] as? String
          == (locale == "ar" ? "right-to-left" : "left-to-right"))
      let image = try image(cli, "Assets.xcassets/Back.imageset/" + file)
      #expect(caps["left"]! + 1 + caps["right"]! == image.width)
      let column = caps["left"]!
      let neighbour = locale == "ar" ? column - 1 : column + 1
      for y in 0..<image.height {
        #expect(image[column, y] == image[neighbour, y], "\(file) row \(y)")
      }
    }
    #expect(insets["Back-en.png"] == [45, 7])
    #expect(insets["Back-en@2x.png"] == [90, 15])
    #expect(insets["Back-de@3x.png"] == [178, 22])
    #expect(insets["Back-ar.png"] == [8, 43])
    let close =
      try JSONSerialization.jsonObject(
        with: try cli.data("out/Assets.xcassets/Close.imageset/Contents.json")) as! [String: Any]
    for entry in close["images"] as! [[String: Any]] {
      #expect(entry["resizing"] == nil && entry["locale"] == nil)
    }
  }

  @Test func secondRunRewritesNothingAndChangesRedrawOnlyWhatTheyAffect() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try #require(try build(cli).status == 0)
    let foreign = cli.directory.appendingPathComponent("out/res/drawable-xhdpi/mine.xml")
    try "<keep/>".write(to: foreign, atomically: true, encoding: .utf8)
    func modified() throws -> [String: Date] {
      Dictionary(
        uniqueKeysWithValues: try files(cli).map {
          (
            $0,
            try FileManager.default.attributesOfItem(
              atPath: cli.directory.appendingPathComponent("out/" + $0).path)[.modificationDate]
              as! Date
          )
        })
    }
    let before = try modified()
    let again = try build(cli)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("chevgen build: out is up to date (4 buttons × locales, "))
    #expect(try modified() == before)

    // One German title: one unit drawn, its 6 images in three outputs, plus the
    // aggregates that list it.
    let german = Self.manifest.replacingOccurrences(of: "de: Zurück", with: "de: Zurück!")
    let changed = try build(cli, german, ["--json"])
    #expect(changed.status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as! [String: Any]
    #expect(report["drawnUnits"] as? Int == 1 && report["drawnImages"] as? Int == 6)
    let written = report["written"] as! [String]
    #expect(written.allSatisfy { $0.contains("-de") || !$0.hasSuffix(".png") })
    #expect(written.filter { $0.hasSuffix(".png") }.count == 18)

    // Close no longer declared: its files go, the foreign file stays.
    let withoutClose = german.replacingOccurrences(of: "  - {name: Close, role: close}\n", with: "")
      .replacingOccurrences(of: "\n  - {name: Close, role: close}", with: "")
    let removed = try build(cli, withoutClose, ["--json"])
    let removal =
      try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as! [String: Any]
    #expect((removal["removed"] as! [String]).count == 6 + 6 + 6 + 2)
    #expect(!files(cli).contains { $0.contains("Close") || $0.contains("close") })
    #expect(files(cli).contains("res/drawable-xhdpi/mine.xml"))
  }

  @Test func badManifestsListEveryProblemAndWriteNothing() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let result = try build(
      cli,
      """
      theme: {style: classic, tint: "#4A6FA5"}
      locales: [en, de]
      buttons:
        - {name: Back, role: back, titles: {en: Back}}
        - {name: Back, role: close}
        - {name: Add, role: add}
      """)
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        chevgen build: error: chevgen.yml:4:38: buttons[0].titles: no title for locale 'de'; add de: … (every declared locale needs one)
        chevgen build: error: chevgen.yml:5:12: buttons[1].name: 'Back' writes the same files as 'Back' on line 4 (names ignore case, '-' is '_', and states add -highlighted or -disabled); give each button its own name
        chevgen build: error: chevgen.yml:6:23: buttons[2].role: add is a purpose; write purpose: add

        """)
    #expect(result.stdout == "")
    #expect(
      !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))

    let missing = try cli.run(["build", "nowhere.yml"])
    #expect(missing.status == 64)
    #expect(
      missing.stderr
        == "chevgen build: error: cannot read manifest 'nowhere.yml': No such file or directory; "
        + "pass the manifest's path, e.g. chevgen build chevgen.yml\n")
  }
}
