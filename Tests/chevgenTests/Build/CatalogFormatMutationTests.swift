import ChevGenTestSupport
import Foundation
import Testing

/// The catalog check can fail: a `Contents.json` as chevgen writes it passes,
/// and each broken copy (a misspelled key, a value Xcode does not know, a wrong
/// type, a rule across keys broken) is reported with its exact message.
@Suite struct CatalogFormatMutationTests {
  /// A localised back button's set as chevgen writes it, one dark entry, one Arabic.
  static let valid = """
    {
      "images": [
        {
          "filename": "Back-en@2x.png",
          "idiom": "universal",
          "language-direction": "left-to-right",
          "locale": "en",
          "resizing": {
            "cap-insets": {"left": 90, "right": 15},
            "center": {"mode": "stretch", "width": 1},
            "mode": "3-part-horizontal"
          },
          "scale": "2x"
        },
        {
          "appearances": [{"appearance": "luminosity", "value": "dark"}],
          "filename": "Back-en-dark@2x.png",
          "idiom": "universal",
          "language-direction": "left-to-right",
          "locale": "en",
          "scale": "2x"
        },
        {
          "filename": "Back-ar@2x.png",
          "idiom": "universal",
          "language-direction": "right-to-left",
          "locale": "ar",
          "scale": "2x"
        }
      ],
      "info": {"author": "chevgen", "version": 1},
      "properties": {"localizable": true, "template-rendering-intent": "original"}
    }
    """

  /// `valid` with `old` replaced by `new` once (the test fails if `old` is absent).
  func mutated(_ old: String, _ new: String) throws -> String {
    let range = try #require(Self.valid.range(of: old), "\(old) is not in the document")
    return Self.valid.replacingCharacters(in: range, with: new)
  }

  @Test func theUnbrokenDocumentPasses() {
    #expect(CatalogFormat.problems(in: Self.valid) == [])
  }

  @Test(arguments: [
    (
      #""idiom": "universal","#, #""idoim": "universal","#,
      ["images[0].idoim: unknown key", "images[0].idiom: missing"]
    ),
    (
      #""mode": "stretch""#, #""mode": "strech""#,
      [#"images[0].resizing.center.mode: "strech" is not one of stretch, tile"#]
    ),
    (
      #""scale": "2x""#, #""scale": 2"#,
      ["images[0].scale: 2 is a number, expected a string, one of 1x, 2x, 3x"]
    ),
    (
      #""left": 90"#, #""left": "90""#,
      [#"images[0].resizing.cap-insets.left: "90" is a string, expected a number"#]
    ),
    (#""left": 90"#, #""left": -1"#, ["images[0].resizing.cap-insets.left: -1 is below 0"]),
    (
      #""localizable": true"#, #""localizable": "true""#,
      [
        #"properties.localizable: "true" is a string, expected a boolean"#,
        #"images[0].locale: "en" needs properties.localizable: true"#,
        #"images[1].locale: "en" needs properties.localizable: true"#,
        #"images[2].locale: "ar" needs properties.localizable: true"#,
      ]
    ),
    (
      #""left": 90"#, #""top": 3, "left": 90"#,
      [
        "images[0].resizing.cap-insets.top: not used by mode 3-part-horizontal, which uses left, right"
      ]
    ),
    (
      #""width": 1"#, #""height": 1"#,
      [
        "images[0].resizing.center.width: missing; mode 3-part-horizontal uses width",
        "images[0].resizing.center.height: not used by mode 3-part-horizontal, which uses width",
      ]
    ),
    (
      #""3-part-horizontal""#, #""9-part""#,
      [
        "images[0].resizing.cap-insets.top: missing; mode 9-part uses top, left, bottom, right",
        "images[0].resizing.cap-insets.bottom: missing; mode 9-part uses top, left, bottom, right",
        "images[0].resizing.center.height: missing; mode 9-part uses width, height",
      ]
    ),
    (
      #""value": "dark""#, #""value": "high""#,
      [#"images[1].appearances[0].value: "high" is not one of light, dark (for luminosity)"#]
    ),
    (
      #""appearance": "luminosity""#, #""appearance": "brightness""#,
      [#"images[1].appearances[0].appearance: "brightness" is not one of luminosity, contrast"#]
    ),
    (
      #""right-to-left""#, #""rtl""#,
      [#"images[2].language-direction: "rtl" is not one of left-to-right, right-to-left"#]
    ),
    (
      #""locale": "ar""#, #""locale": "Arabic""#,
      [#"images[2].locale: "Arabic" is not a locale such as "de" or "es-419""#]
    ),
    (
      #""appearances": [{"appearance": "luminosity", "value": "dark"}],"#, "",
      [
        #"images[1]: fills the same slot as images[0] (idiom "universal", language-direction "left-to-right", locale "en", scale "2x")"#
      ]
    ),
    (
      #""localizable": true, "#, "",
      [
        #"images[0].locale: "en" needs properties.localizable: true"#,
        #"images[1].locale: "en" needs properties.localizable: true"#,
        #"images[2].locale: "ar" needs properties.localizable: true"#,
      ]
    ),
    (
      #""original""#, #""orignal""#,
      [#"properties.template-rendering-intent: "orignal" is not one of original, template"#]
    ),
    (#""version": 1"#, #""version": 2"#, ["info.version: 2 is not 1, the only format version"]),
    (#""author": "chevgen", "#, "", ["info.author: missing"]),
    (
      #""properties": {"#, #""properties": {"preserves-vector-representation": 1, "#,
      ["properties.preserves-vector-representation: 1 is a number, expected a boolean"]
    ),
    (
      #""Back-ar@2x.png""#, #""ar/Back@2x.png""#,
      [#"images[2].filename: "ar/Back@2x.png" is not a file name in the folder"#]
    ),
    (#""info": {"#, #""infos": {}, "info": {"#, ["infos: unknown key"]),
    ("\n}", ",\n}", [#"(document): not JSON: byte 879: expected a key"#]),
  ])
  func eachBreakIsReportedWordForWord(old: String, new: String, expected: [String]) throws {
    #expect(CatalogFormat.problems(in: try mutated(old, new)) == expected)
  }

  /// Shapes the catalog may take next stay valid: an unlocalised fallback
  /// beside the locales, a right-to-left render of a left-to-right locale, and a
  /// single-scale PDF that keeps its vectors.
  @Test func fallbacksMirroredLocalesAndVectorsPass() {
    let localised = """
      {"images": [
        {"filename": "Back@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": "Back-en@2x.png", "idiom": "universal", "language-direction": "left-to-right", "locale": "en", "scale": "2x"},
        {"filename": "Back-en-rtl@2x.png", "idiom": "universal", "language-direction": "right-to-left", "locale": "en", "scale": "2x"}
      ], "info": {"author": "chevgen", "version": 1}, "properties": {"localizable": true}}
      """
    let vector = """
      {"images": [
        {"filename": "Add.pdf", "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "Add-dark.pdf", "idiom": "universal"}
      ], "info": {"author": "chevgen", "version": 1},
      "properties": {"preserves-vector-representation": true, "template-rendering-intent": "template"}}
      """
    #expect(CatalogFormat.problems(in: localised) == [])
    #expect(CatalogFormat.problems(in: vector) == [])
  }

  /// The same breaks in a set `chevgen build` really wrote: each entry that
  /// holds the broken key or value is named.
  @Test func brokenCopiesOfABuiltSetFail() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try """
    theme: {style: classic}
    locales: [en, ar]
    states: [normal]
    scales: [2]
    outputs: [xcassets]
    buttons:
      - {name: Back, role: back, titles: {en: Back, ar: رجوع}}
    """.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    try #require(try cli.run(["build", "chevgen.yml", "--out", "out"]).status == 0)
    let built = String(
      decoding: try cli.data("out/Assets.xcassets/Back.imageset/Contents.json"), as: UTF8.self)
    #expect(CatalogFormat.problems(in: built) == [])
    let cases: [(String, String, [String])] = [
      (
        #""mode": "stretch""#, #""mode": "strech""#,
        (0..<6).map {
          #"images[\#($0)].resizing.center.mode: "strech" is not one of stretch, tile"#
        }
      ),
      (
        #""idiom": "universal""#, #""idiom": "universel""#,
        (0..<6).map {
          #"images[\#($0)].idiom: "universel" is not one of "#
            + "universal, iphone, ipad, mac, tv, watch, car, vision, ios-marketing, watch-marketing, tv-marketing"
        }
      ),
      (
        #""scale": "2x""#, #""scale": 2"#,
        (0..<6).map { "images[\($0)].scale: 2 is a number, expected a string, one of 1x, 2x, 3x" }
      ),
      // English and Arabic each both ways, English again without a locale.
      (#""locale""#, #""lcoale""#, [0, 2, 4, 5].map { "images[\($0)].lcoale: unknown key" }),
    ]
    for (old, new, expected) in cases {
      #expect(built.contains(old), "\(old)")
      #expect(
        CatalogFormat.problems(in: built.replacingOccurrences(of: old, with: new)) == expected)
    }
  }
}
