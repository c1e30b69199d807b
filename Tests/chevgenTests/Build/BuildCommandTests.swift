import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen build` end to end: the issue's manifest, Android's own aapt on every
/// nine-patch, incremental runs, removal, and bad manifests word for word.
@Suite struct BuildCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let manifest = ExampleManifest.text
  /// The example with each locale's title drawn into Android's nine-patches.
  static let baked = manifest + "\nandroid: {text: baked}"
  /// The example's buttons, then its images: Back in each locale and
  /// reversed, and without its title both ways for Android.
  static let counts =
    "chevgen build: 2 buttons (66 images: 3 locales, 2 states, 1 appearance, 3 scales)"

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
      _ = FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &directory)
      return !directory.boolValue
    }.sorted()
  }

  func image(_ cli: CLI, _ path: String) throws -> RGBAImage {
    try PNGDecoder.decode([UInt8](try cli.data("out/" + path)))
  }

  @Test func writesEveryOutputOfTheIssuesManifest() throws {
    let result = try build(cli)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix(Self.counts + ", drew 66, wrote 122 files, removed 0 in out ("))
    let written = files(cli)
    // The catalog: Back per locale both ways, English again unlocalised, and
    // the ✕ once; two states, three scales.
    #expect(written.filter { $0.hasSuffix(".png") && $0.hasPrefix("Assets.xcassets/") }.count == 54)
    // Android: Back without its title per direction, the ✕, at five
    // densities; a state list per button, the ✕'s vector; the titles per locale.
    #expect(written.filter { $0.hasPrefix("res/drawable-") }.count == 30)
    #expect(written.filter { $0.hasPrefix("css/") && $0.hasSuffix(".png") }.count == 24)
    for path in [
      "Assets.xcassets/Contents.json", "Assets.xcassets/Back.imageset/Contents.json",
      "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-ar@3x.png",
      "Assets.xcassets/Back.imageset/Back-en-rtl@2x.png",
      "Assets.xcassets/Back.imageset/Back-ar-ltr.png", "Assets.xcassets/Back.imageset/Back@3x.png",
      "Assets.xcassets/Close.imageset/Close@2x.png", "res/drawable-xhdpi/chevgen_back_normal.9.png",
      "res/drawable-ldrtl-hdpi/chevgen_back_highlighted.9.png",
      "res/drawable-xxxhdpi/chevgen_close_normal.png",
      "res/drawable/chevgen_back_states.xml", "res/drawable/chevgen_close_states.xml",
      "res/drawable/chevgen_close.xml", "res/values/chevgen_strings.xml",
      "res/values-de/chevgen_strings.xml", "res/values-ar/chevgen_strings.xml", "css/chevgen.css",
      "css/Back-de@2x.png", "index.json",
    ] {
      #expect(written.contains(path), "\(path) missing")
    }
    #expect(
      String(decoding: try cli.data("out/res/values-de/chevgen_strings.xml"), as: UTF8.self)
        .contains(
          "  <string name=\"chevgen_back\">Zurück</string>\n"))
  }

  /// Baked titles: each locale's nine-patches, the first unqualified, and the
  /// first locale's title reversed as the right-to-left fallback; no strings.
  @Test func bakedTitlesAreDrawnPerLocaleWithARightToLeftFallback() throws {
    try #require(try build(cli, Self.baked).status == 0)
    let written = files(cli).filter { $0.hasPrefix("res/") }
    for path in [
      "res/drawable-xhdpi/chevgen_back_normal.9.png",
      "res/drawable-de-hdpi/chevgen_back_normal.9.png",
      "res/drawable-ar-xxxhdpi/chevgen_back_highlighted.9.png",
      "res/drawable-ldrtl-mdpi/chevgen_back_normal.9.png",
    ] {
      #expect(written.contains(path), "\(path) missing")
    }
    #expect(!written.contains { $0.hasPrefix("res/values") })
    // The fallback is the catalog's English art pointing right, pixel for pixel.
    let fallback = try image(cli, "res/drawable-ldrtl-xhdpi/chevgen_back_normal.9.png")
    let english = try image(cli, "Assets.xcassets/Back.imageset/Back-en-rtl@2x.png")
    #expect(fallback.width == english.width + 2 && fallback.height == english.height + 2)
    for y in 0..<english.height {
      for x in 0..<english.width where fallback[x + 1, y + 1] != english[x, y] {
        Issue.record("(\(x), \(y)) differs")
        return
      }
    }
  }

  /// `xcassets: {vector: true}`: the ✕ becomes one PDF per state, which
  /// poppler draws at 2x as chevgen draws the PNG; titled art stays PNGs.
  @Test func titleLessArtGoesToTheCatalogAsVectors() throws {
    try #require(try build(cli, Self.manifest + "\nxcassets: {vector: true}").status == 0)
    let close = files(cli).filter { $0.hasPrefix("Assets.xcassets/Close") }
    #expect(
      close == [
        "Assets.xcassets/Close-highlighted.imageset/Close-highlighted.pdf",
        "Assets.xcassets/Close-highlighted.imageset/Contents.json",
        "Assets.xcassets/Close.imageset/Close.pdf", "Assets.xcassets/Close.imageset/Contents.json",
      ])
    #expect(files(cli).contains("Assets.xcassets/Back.imageset/Back-en@2x.png"))
    try #require(
      try cli.tool(
        "pdftoppm",
        ["-r", "144", "-png", "-singlefile", "out/Assets.xcassets/Close.imageset/Close.pdf", "pdf"]
      ).status == 0)
    let pdf = try PNGDecoder.decode([UInt8](cli.data("pdf.png")))
    // Poppler anti-aliases edges its own way: 3% of pixels may differ.
    let result = PixelMatch.compare(onWhite(try image(cli, "css/Close@2x.png")), pdf)
    #expect(
      result.sizesMatch && DiffTolerance(maximumRatio: 0.03).accepts(result), "\(result.summary)")
  }

  @Test(.needs(.aapt)) func aaptAcceptsEveryNinePatchAndTheTicksAreExact() throws {
    try #require(try build(cli).status == 0)
    let patches = files(cli).filter { $0.hasSuffix(".9.png") }
    #expect(patches.count == 20)
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
      // One stretch column on top; on the left one row above the label's
      // rows (the padding on the right) and one below, never the label's own.
      #expect((0..<image.width).filter { image[$0, 0].alpha == 255 }.count == 1)
      let rows = (1..<image.height - 1).filter { image[0, $0].alpha == 255 }
      let label = (1..<image.height - 1).filter { image[image.width - 1, $0].alpha == 255 }
      #expect(rows.count == 2 && !label.isEmpty, "\(patch)")
      #expect(rows.allSatisfy { $0 < label.first! || $0 > label.last! }, "\(patch) \(rows)")
      // Without its title, the art is the same in the label's box as beside it.
      let column = (0..<image.width).first { image[$0, 0].alpha == 255 }!
      let padding = (1..<image.width - 1).filter { image[$0, image.height - 1].alpha == 255 }
      for y in label where padding.first! > 1 {
        #expect(image[padding.first!, y] == image[column, y], "\(patch) row \(y)")
      }
    }
  }

  /// The catalog slices each file at one column of plain background after the
  /// label: exact insets, and that column equals its neighbour, so stretching
  /// repeats background only.
  @Test func catalogSlicesBesideTheLabel() throws {
    try #require(try build(cli).status == 0)
    let contents =
      try JSONSerialization.jsonObject(
        with: try cli.data("out/Assets.xcassets/Back.imageset/Contents.json")) as! [String: Any]
    let images = contents["images"] as! [[String: Any]]
    // Three locales both ways, and English both ways again without a locale.
    #expect(images.count == 24)
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
      let locale = entry["locale"] as? String
      #expect((locale == nil) == !["-en", "-de", "-ar"].contains { file.contains($0) }, "\(file)")
      let rightToLeft = file.contains("-rtl") || (locale == "ar" && !file.contains("-ltr"))
      #expect(
        entry["language-direction"] as? String
          == (rightToLeft ? "right-to-left" : "left-to-right"), "\(file)")
      let image = try image(cli, "Assets.xcassets/Back.imageset/" + file)
      #expect(caps["left"]! + 1 + caps["right"]! == image.width)
      let column = caps["left"]!
      let neighbour = rightToLeft ? column - 1 : column + 1
      for y in 0..<image.height {
        #expect(image[column, y] == image[neighbour, y], "\(file) row \(y)")
      }
    }
    #expect(insets["Back-en.png"] == [45, 7])
    #expect(insets["Back-en@2x.png"] == [90, 15])
    #expect(insets["Back-de@3x.png"] == [178, 22])
    #expect(insets["Back-ar.png"] == [8, 43])
    #expect(insets["Back-en-rtl.png"] == [8, 44])
    #expect(insets["Back.png"] == insets["Back-en.png"])
    let close =
      try JSONSerialization.jsonObject(
        with: try cli.data("out/Assets.xcassets/Close.imageset/Contents.json")) as! [String: Any]
    for entry in close["images"] as! [[String: Any]] {
      #expect(entry["resizing"] == nil && entry["locale"] == nil)
    }
  }

  /// The stylesheet slices each density's PNG at the catalog's column, lists
  /// every density in an image set, picks the locale with :lang(), other
  /// right-to-left languages with :dir(rtl) and the state with :active; checked
  /// in Chromium by hand before image sets (a stretched button, German, Arabic
  /// mirrored, a <button>), not since: no browser is installed here.
  @Test func stylesheetSlicesAtTheStretchColumn() throws {
    try #require(try build(cli).status == 0)
    let css = String(decoding: try cli.data("out/css/chevgen.css"), as: UTF8.self)
    #expect(
      css.hasPrefix(
        """
        /* Generated by chevgen build from chevgen.yml. */

        /* Back (en), normal, light */
        .chevgen-back {
          box-sizing: border-box;
          display: inline-block;
          min-width: 53px;
          height: 30px;
          padding: 8.016px 8.331px 8.016px 12.331px;
          color: transparent;
          border-style: solid;
          border-width: 0;
          background: none;
          border-image: url("Back-en.png") 0 7 0 45 fill / 0 7px 0 45px stretch;
          border-image-source: -webkit-image-set(url("Back-en.png") 1x, url("Back-en@2x.png") 2x, url("Back-en@3x.png") 3x);
          border-image-source: image-set(url("Back-en.png") 1x, url("Back-en@2x.png") 2x, url("Back-en@3x.png") 3x);
        }
        @media (min-resolution: 1.01dppx) {
          .chevgen-back {
            border-style: solid;
            border-width: 0;
            background: none;
            border-image: url("Back-en@2x.png") 0 15 0 90 fill / 0 7.5px 0 45px stretch;
          }
        }

        """))
    let selectors = css.split(separator: "\n").filter { $0.hasPrefix(".") }
      .map { String($0.dropLast(2)) }
    // Hebrew and other right-to-left languages without art borrow Arabic's.
    let others = ":dir(rtl):not(:lang(en)):not(:lang(de)):not(:lang(ar))"
    #expect(
      selectors == [
        ".chevgen-back", ".chevgen-back:lang(de)", ".chevgen-back:lang(ar)",
        ".chevgen-back" + others, ".chevgen-close", ".chevgen-back:active",
        ".chevgen-back:active:lang(de)", ".chevgen-back:active:lang(ar)",
        ".chevgen-back:active" + others, ".chevgen-close:active",
      ])
    #expect(css.contains("background: url(\"Close@3x.png\") no-repeat 0 0 / 30px 30px;"))
  }

  @Test func secondRunRewritesNothingAndChangesRedrawOnlyWhatTheyAffect() throws {
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
    #expect(again.stdout.hasPrefix(Self.counts + ", out is up to date ("))
    #expect(try modified() == before)

    // One German title: its art and its reversed art drawn, 6 images each, the
    // art in the catalog and the stylesheet, the reversed in the catalog,
    // plus the aggregates that list it (Android's strings among them).
    let german = Self.manifest.replacingOccurrences(of: "de: Zurück", with: "de: Zurück!")
    let changed = try build(cli, german, ["--json"])
    #expect(changed.status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as! [String: Any]
    #expect(report["drawnUnits"] as? Int == 2 && report["drawnImages"] as? Int == 12)
    let written = report["written"] as! [String]
    #expect(written.allSatisfy { $0.contains("-de") || !$0.hasSuffix(".png") })
    #expect(written.filter { $0.hasSuffix(".png") }.count == 18)
    #expect(written.contains("res/values-de/chevgen_strings.xml"))

    // Close no longer declared: its files go, the foreign file stays.
    let withoutClose = german.replacingOccurrences(of: "  - {name: Close, role: close}\n", with: "")
      .replacingOccurrences(of: "\n  - {name: Close, role: close}", with: "")
    let removed = try build(cli, withoutClose, ["--json"])
    let removal =
      try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as! [String: Any]
    // The catalog's, the stylesheet's and Android's five densities' images,
    // two Contents.json files, the state list and the vector.
    #expect((removal["removed"] as! [String]).count == 6 + 6 + 10 + 2 + 1 + 1)
    #expect(!files(cli).contains { $0.contains("Close") || $0.contains("close") })
    #expect(files(cli).contains("res/drawable-xhdpi/mine.xml"))
  }

  /// A no-op is answered from the state's fingerprint without parsing the
  /// manifest; whatever the fingerprint stands for, changed, sends the build
  /// the full way, which then does what it always did.
  @Test func aNoOpAnswersFromTheStateUntilAnythingItDependsOnChanges() throws {
    let fonts = cli.directory.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let shipped = try #require(
      FileManager.default.contents(atPath: shippedFonts + "/DejaVuSans-Bold.ttf"))
    try shipped.write(to: fonts.appendingPathComponent("label.ttf"))
    let manifest = Self.manifest.replacingOccurrences(
      of: "tint: \"#4A6FA5\"}", with: "tint: \"#4A6FA5\", font: fonts/label.ttf}")
    try #require(try build(cli, manifest).status == 0)
    func state() throws -> String {
      String(decoding: try cli.data("out/.chevgen-state"), as: UTF8.self)
    }
    func fingerprint() throws -> Substring { try state().split(separator: "\n")[1] }
    #expect(try fingerprint().hasPrefix("M\t"))
    #expect(try state().contains("\nI\t" + fonts.path + "/label.ttf\t"))
    let upToDate = Self.counts + ", out is up to date ("
    #expect(try build(cli, manifest).stdout.hasPrefix(upToDate))

    // A comment changes the manifest's bytes, not its buttons: the full way
    // finds nothing to draw and records the new fingerprint.
    let first = try fingerprint()
    let commented = manifest + "\n# a comment"
    #expect(try build(cli, commented).stdout.hasPrefix(upToDate))
    #expect(try fingerprint() != first)

    // A font touched (same bytes, new time): nothing to draw, a new record.
    let before = try state()
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
      ofItemAtPath: fonts.appendingPathComponent("label.ttf").path)
    #expect(try build(cli, commented).stdout.hasPrefix(upToDate))
    #expect(try state() != before)

    // An output edited in place, of the same size: redrawn.
    let path = "out/css/Back-en@2x.png"
    var bytes = try cli.data(path)
    bytes[bytes.count - 20] ^= 1
    try bytes.write(to: cli.directory.appendingPathComponent(path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 2_000_000)],
      ofItemAtPath: cli.directory.appendingPathComponent(path).path)
    // Back in English: two states at three scales.
    #expect(try build(cli, commented).stdout.hasPrefix(Self.counts + ", drew 6 and kept 60, "))

    // The state edited by hand (a unit's key): its hash no longer checks, so
    // the full way reads it and redraws that unit.
    let edited = try state().replacingOccurrences(of: "\nU\tClose - -\t", with: "\nU\tClose - -\t0")
    try edited.write(
      to: cli.directory.appendingPathComponent("out/.chevgen-state"), atomically: true,
      encoding: .utf8)
    // The ✕: two states at the five scales the catalog and Android need.
    #expect(try build(cli, commented).stdout.hasPrefix(Self.counts + ", drew 10 and kept 56, "))
    #expect(try build(cli, commented).stdout.hasPrefix(upToDate))

    // A fingerprint whose hash is stale (as a chevgen that hashed otherwise
    // wrote it): the full way finds nothing to draw and writes the state anew.
    let written = try state()
    var lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var fields = lines[1].split(separator: "\t").map(String.init)
    fields[3] = String(repeating: "0", count: 16)
    lines[1] = fields.joined(separator: "\t")
    try lines.joined(separator: "\n").write(
      to: cli.directory.appendingPathComponent("out/.chevgen-state"), atomically: true,
      encoding: .utf8)
    #expect(try build(cli, commented).stdout.hasPrefix(upToDate))
    #expect(try state() == written)

    // A folder on the way replaced by a link to a copy of it: not up to date.
    let css = cli.directory.appendingPathComponent("out/css")
    let copy = cli.directory.appendingPathComponent("css-copy")
    try FileManager.default.copyItem(at: css, to: copy)
    try FileManager.default.removeItem(at: css)
    try FileManager.default.createSymbolicLink(at: css, withDestinationURL: copy)
    let linked = try build(cli, commented)
    #expect(!(linked.status == 0 && linked.stdout.hasPrefix(upToDate) && linked.stderr.isEmpty))
  }

  @Test func printsTheShippedSchema() throws {
    let printed = try cli.run(["build", "--schema"])
    #expect(printed.status == 0 && printed.stderr == "")
    let shipped = SourceTree.url("Sources/ChevGenManifest/chevgen.schema.json")
    let same = printed.stdout == (try String(contentsOf: shipped, encoding: .utf8))
    #expect(same, "chevgen build --schema differs from \(shipped.path)")
    #expect(try cli.files().isEmpty)
  }
}
