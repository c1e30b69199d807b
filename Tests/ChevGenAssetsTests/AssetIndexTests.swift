import ChevGenGeometry
import ChevGenSystem
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// `index.json`: per button and locale its size, label frame and title, and
/// per image its pixel size, cap insets in points and in the file's pixels,
/// and every file it was written as.
@Suite struct AssetIndexTests {
  /// The ✕ at 1x, unlocalised: no title, no label, no insets, three files.
  @Test func theCloseButtonWordForWord() {
    let manifest = DrawnButtons.manifest(buttons: [DrawnButtons.close])
    let index = AssetIndex.json(
      [DrawnButtons.drawnClose(in: manifest)], layout: AssetLayout(manifest: manifest))
    #expect(
      index.serialized() == """
        {
          "manifest": "chevgen.yml",
          "buttons": [
            {
              "name": "Close",
              "role": "close",
              "locale": null,
              "direction": "ltr",
              "variant": "art",
              "title": null,
              "titleTruncated": false,
              "size": {
                "width": 30,
                "height": 30
              },
              "labelFrame": null,
              "images": [
                {
                  "state": "normal",
                  "appearance": "light",
                  "scale": 1,
                  "pixelWidth": 30,
                  "pixelHeight": 30,
                  "capInsets": null,
                  "capInsetsPixels": null,
                  "files": {
                    "xcassets": "Assets.xcassets/Close.imageset/Close.png",
                    "android": "res/drawable-mdpi/chevgen_close_normal.png",
                    "css": "css/Close.png"
                  }
                }
              ]
            }
          ]
        }

        """)
  }

  /// Arabic at 1.5x and 2x: insets in points are the pixels ÷ scale, the
  /// hdpi file has no catalog slot, the drawable is a nine-patch.
  @Test func aStretchingButtonListsItsInsetsInPointsAndPixels() {
    let manifest = DrawnButtons.manifest(
      path: "config/chevgen.yml", locales: ["en", "ar"], appearances: [.dark], scales: [1.5, 2],
      android: AndroidOptions(text: .baked))
    var drawn = DrawnButtons.drawn(
      DrawnButtons.back, in: manifest, locale: "ar", direction: .rightToLeft,
      size: Size(width: 52, height: 30),
      labelFrame: Rect(x: 7.669, y: 8.016, width: 32, height: 13.968),
      slices: [1.5: StretchSlice(left: 11, right: 66), 2: StretchSlice(left: 15, right: 88)])
    drawn.titleTruncated = true
    let index = AssetIndex.json([drawn], layout: AssetLayout(manifest: manifest))
    #expect(index["manifest"] == .string("chevgen.yml"))
    let button = index["buttons"]?[0]
    #expect(button?["locale"] == .string("ar"))
    #expect(button?["direction"] == .string("rtl"))
    #expect(button?["title"] == .string("رجوع"))
    #expect(button?["titleTruncated"] == .bool(true))
    #expect(
      button?["labelFrame"]
        == .object([
          ("x", .number(7.669)), ("y", .number(8.016)), ("width", .number(32)),
          ("height", .number(13.968)),
        ]))
    let half = button?["images"]?[0]
    #expect(half?["appearance"] == .string("dark"))
    #expect(half?["scale"] == .number(1.5))
    #expect(half?["pixelWidth"] == .number(78) && half?["pixelHeight"] == .number(45))
    #expect(half?["capInsets"]?["left"] == .number(11 / 1.5))
    #expect(half?["capInsets"]?["right"] == .number(44))
    #expect(half?["capInsetsPixels"]?["left"] == .number(11))
    #expect(half?["capInsetsPixels"]?["right"] == .number(66))
    #expect(
      half?["files"]
        == .object([
          ("android", .string("res/drawable-ar-night-hdpi/chevgen_back_normal.9.png")),
          ("css", .string("css/Back-ar-dark@1.5x.png")),
        ]))
    let double = button?["images"]?[1]
    #expect(
      double?["capInsets"]
        == .object([
          ("top", .number(0)), ("left", .number(7.5)), ("bottom", .number(0)),
          ("right", .number(44)),
        ]))
    #expect(
      double?["files"]?["xcassets"]
        == .string("Assets.xcassets/Back.imageset/Back-ar-dark@2x.png"))
  }

  /// One entry per drawn unit, in the order drawn; the index lists only the
  /// outputs the manifest asks for.
  @Test func everyUnitIsListedWithOnlyTheAskedOutputs() {
    let manifest = DrawnButtons.manifest(
      states: [.normal, .highlighted], outputs: [.android],
      android: AndroidOptions(scales: [1], text: .baked),
      buttons: [DrawnButtons.back, DrawnButtons.close])
    let size = Size(width: 53, height: 30)
    let drawn = [
      DrawnButtons.drawn(DrawnButtons.back, in: manifest, size: size),
      DrawnButtons.drawn(DrawnButtons.back, in: manifest, direction: .rightToLeft, size: size),
      DrawnButtons.drawnClose(in: manifest),
    ]
    let buttons = AssetIndex.json(drawn, layout: AssetLayout(manifest: manifest))["buttons"]
    #expect(
      buttons?.elements.map { $0["name"] } == [.string("Back"), .string("Back"), .string("Close")])
    #expect(buttons?[1]?["direction"] == .string("rtl"))
    let files = buttons?[1]?["images"]?.elements.map { $0["files"] }
    #expect(
      files == [
        .object([("android", .string("res/drawable-ldrtl-mdpi/chevgen_back_normal.png"))]),
        .object([("android", .string("res/drawable-ldrtl-mdpi/chevgen_back_highlighted.png"))]),
      ])
  }
}
