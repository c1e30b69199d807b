import ChevGenTestSupport
import Foundation
import Testing

/// The asset catalog `chevgen build` writes, against Apple's format: the
/// checker first accepts what Xcode itself wrote (Fixtures/catalogs), then every
/// `Contents.json` of real builds in every style, locale, state and appearance
/// passes it with its files in place, and broken copies fail it word for word.
@Suite struct CatalogFormatTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// The repository's Fixtures/catalogs, found from this file.
  static let fixtures = SourceTree.url("Fixtures/catalogs")

  /// Every button kind the style draws, in three locales (one right-to-left),
  /// with dark art and all three states. The minimal style draws the chevron
  /// and glyphs alone: no titled back button, no done; its run writes them
  /// as vectors, one PDF each.
  static func manifest(style: String) -> (text: String, buttons: Int) {
    let titled = """
        - {name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}
        - {name: Done, purpose: done, titles: {en: Done, de: Fertig, ar: تم}}
      """
    // At its natural width a capsule's title reaches into its caps, leaving no
    // column to stretch: a wider button gives the catalog a slice to write.
    let stretches = style == "classic" || style == "capsule"
    let wide = "  - {name: Wide, role: back, titles: {en: Back, de: Zurück, ar: رجوع}, width: 120}"
    let text = """
      theme: {style: \(style), tint: "#4A6FA5"}
      locales: [en, de, ar]
      appearances: [light, dark]
      states: [normal, highlighted, disabled]
      outputs: [xcassets]
      xcassets: {vector: \(style == "minimal")}
      buttons:
      \(style == "minimal" ? "  - {name: Back, role: back}" : titled)
      \(stretches ? wide : "")
        - {name: Close, role: close}
        - {name: Add, purpose: add}
        - {name: Search, purpose: search}
        - {name: Share, purpose: share}
      """
    return (text, (style == "minimal" ? 5 : 6) + (stretches ? 1 : 0))
  }

  /// Every `Contents.json` below `root`, as paths relative to it, sorted.
  static func contentsFiles(_ root: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix("Contents.json") }.sorted()
  }

  @Test func acceptsEveryContentsFileXcodeWrote() throws {
    let files = Self.contentsFiles(Self.fixtures)
    #expect(files.count >= 10)
    for file in files {
      let text = try String(contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8)
      #expect(CatalogFormat.problems(in: text) == [], "\(file)")
    }
  }

  /// Xcode 11 and later write every object's keys in sorted order (the
  /// fixtures that do are the ones with `author` first), and so does chevgen.
  @Test func xcodeSortsKeysAsChevgenDoes() throws {
    var sortedFiles = 0
    for file in Self.contentsFiles(Self.fixtures) {
      let text = try String(contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8)
      let document = try CatalogJSON.parse(text)
      if document["info"]?.keys.first == "author" {
        #expect(Self.unsortedObjects(document, at: "") == [], "\(file)")
        sortedFiles += 1
      }
    }
    #expect(sortedFiles >= 5)
  }

  /// The paths of objects whose keys are not in sorted order.
  static func unsortedObjects(_ value: CatalogJSON, at path: String) -> [String] {
    switch value {
    case .object(let members):
      let own =
        members.map(\.key) == members.map(\.key).sorted()
        ? [] : [path.isEmpty ? "(document)" : path]
      return own
        + members.flatMap {
          unsortedObjects($0.value, at: path.isEmpty ? $0.key : "\(path).\($0.key)")
        }
    case .array(let values):
      return values.enumerated().flatMap { unsortedObjects($1, at: "\(path)[\($0)]") }
    default:
      return []
    }
  }

  @Test(arguments: ["classic", "plain", "minimal", "capsule"])
  func everyContentsFileChevgenWritesIsApplesFormat(style: String) throws {
    let manifest = Self.manifest(style: style)
    try manifest.text.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(result.status == 0, "\(result.stderr)")
    let catalog = cli.directory.appendingPathComponent("out/Assets.xcassets")
    let files = Self.contentsFiles(catalog)
    // The root, and per button one set for each of the three states.
    #expect(files.count == 1 + manifest.buttons * 3, "\(files)")
    var sliced = 0
    for file in files {
      let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
      #expect(CatalogFormat.problems(in: text) == [], "\(style): \(file)")
      let document = try CatalogJSON.parse(text)
      sliced += document["images"]?.elements.filter { $0["resizing"] != nil }.count ?? 0
      #expect(Self.unsortedObjects(document, at: "") == [], "\(style): \(file)")
      if file != "Contents.json" {
        let folder = catalog.appendingPathComponent(file).deletingLastPathComponent()
        #expect(try CatalogFolder.problems(folder, document) == [], "\(style)")
      }
    }
    // Classic and capsule art stretches (the wide button at least), so slices are checked.
    #expect(
      (sliced > 0) == (style == "classic" || style == "capsule"), "\(style): \(sliced) slices")
  }

  /// The folder check itself: a missing file, a slice that does not add up to
  /// its PNG's width, and a PNG no entry names are each reported.
  @Test func theFolderCheckSeesMissingStrayAndMisslicedFiles() throws {
    let folder = cli.directory.appendingPathComponent("Set.imageset")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, width) in [("A@2x.png", 106), ("B@2x.png", 100), ("Stray.png", 5)] {
      try Self.pngHeader(width: width).write(to: folder.appendingPathComponent(name))
    }
    let slice =
      #""resizing": {"cap-insets": {"left": 90, "right": 15}, "center": {"mode": "stretch", "width": 1}, "mode": "3-part-horizontal"}"#
    let document = try CatalogJSON.parse(
      """
      {"images": [
        {"filename": "A@2x.png", "idiom": "universal", \(slice), "scale": "2x"},
        {"filename": "B@2x.png", "idiom": "universal", \(slice), "scale": "2x", "locale": "de"},
        {"filename": "Missing.png", "idiom": "universal", "scale": "3x"}
      ], "info": {"author": "test", "version": 1}}
      """)
    #expect(
      try CatalogFolder.problems(folder, document) == [
        "Set.imageset/B@2x.png: cap insets 90 + 15 and centre 1 do not add up to its width, 100",
        "Set.imageset images[2]: Missing.png is not in the folder",
        "Set.imageset/Stray.png: no entry names it",
      ])
  }

  /// The first 24 bytes of a PNG `width` pixels wide: all the folder check reads.
  static func pngHeader(width: Int) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: width >> $0) } + [0, 0, 0, 1]
    return Data(bytes)
  }
}
