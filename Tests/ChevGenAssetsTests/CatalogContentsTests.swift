import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The asset catalog's `Contents.json` files, in Xcode's format: keys sorted
/// as Xcode writes them, one entry per file of the state, cap insets in the
/// pixels of each file, and the properties that make UIKit pick the locale,
/// direction and appearance.
@Suite struct CatalogContentsTests {

  /// The entries of one image set, by file name.
  func entries(_ contents: JSONValue) -> [String: JSONValue] {
    var entries: [String: JSONValue] = [:]
    for entry in contents["images"]?.elements ?? [] {
      if case .string(let file) = entry["filename"] { entries[file] = entry }
    }
    return entries
  }

  @Test func theCatalogRootNamesItsAuthorAndVersion() {
    #expect(
      CatalogContents.root.serialized() == """
        {
          "info": {
            "author": "chevgen",
            "version": 1
          }
        }

        """)
  }

  /// English and Arabic, each also reversed: each file carries its locale,
  /// its direction and its own three-part slice, so the system never mirrors
  /// a title; English comes again without a locale, the fallback for
  /// languages the app does not list; the set is localisable and keeps its colours.
  @Test func aLocalisedBackButtonWordForWord() {
    let manifest = DrawnButtons.manifest(locales: ["en", "ar"])
    let drawn = [
      DrawnButtons.drawn(
        DrawnButtons.back, in: manifest, locale: "en", size: Size(width: 53, height: 30),
        slices: [1: StretchSlice(left: 45, right: 7)]),
      DrawnButtons.drawn(
        DrawnButtons.back, in: manifest, locale: "en", direction: .rightToLeft, kind: .reversed,
        size: Size(width: 53, height: 30), slices: [1: StretchSlice(left: 7, right: 45)]),
      DrawnButtons.drawn(
        DrawnButtons.back, in: manifest, locale: "ar", direction: .rightToLeft,
        size: Size(width: 52, height: 30), slices: [1: StretchSlice(left: 8, right: 43)]),
      DrawnButtons.drawn(
        DrawnButtons.back, in: manifest, locale: "ar", kind: .reversed,
        size: Size(width: 52, height: 30), slices: [1: StretchSlice(left: 43, right: 8)]),
    ]
    let contents = CatalogContents.imageSet(
      state: .normal, drawn: drawn, catalog: CatalogWriter(manifest: manifest))
    #expect(
      contents.serialized() == """
        {
          "images": [
            {
              "filename": "Back-en.png",
              "idiom": "universal",
              "language-direction": "left-to-right",
              "locale": "en",
              "resizing": {
                "cap-insets": {
                  "left": 45,
                  "right": 7
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            },
            {
              "filename": "Back.png",
              "idiom": "universal",
              "language-direction": "left-to-right",
              "resizing": {
                "cap-insets": {
                  "left": 45,
                  "right": 7
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            },
            {
              "filename": "Back-en-rtl.png",
              "idiom": "universal",
              "language-direction": "right-to-left",
              "locale": "en",
              "resizing": {
                "cap-insets": {
                  "left": 7,
                  "right": 45
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            },
            {
              "filename": "Back-rtl.png",
              "idiom": "universal",
              "language-direction": "right-to-left",
              "resizing": {
                "cap-insets": {
                  "left": 7,
                  "right": 45
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            },
            {
              "filename": "Back-ar.png",
              "idiom": "universal",
              "language-direction": "right-to-left",
              "locale": "ar",
              "resizing": {
                "cap-insets": {
                  "left": 8,
                  "right": 43
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            },
            {
              "filename": "Back-ar-ltr.png",
              "idiom": "universal",
              "language-direction": "left-to-right",
              "locale": "ar",
              "resizing": {
                "cap-insets": {
                  "left": 43,
                  "right": 8
                },
                "center": {
                  "mode": "stretch",
                  "width": 1
                },
                "mode": "3-part-horizontal"
              },
              "scale": "1x"
            }
          ],
          "info": {
            "author": "chevgen",
            "version": 1
          },
          "properties": {
            "localizable": true,
            "template-rendering-intent": "original"
          }
        }

        """)
  }

  /// One set per state: the highlighted set lists only highlighted files, with
  /// each scale's own insets; a dark file says so, a light one names no appearance.
  @Test func aStateSetHoldsOnlyItsStateWithEveryAppearanceAndScale() {
    let manifest = DrawnButtons.manifest(
      locales: ["de"], states: [.normal, .highlighted], appearances: [.light, .dark],
      scales: [1, 2, 3])
    let slices: [Double: StretchSlice] = [
      1: StretchSlice(left: 45, right: 7), 2: StretchSlice(left: 90, right: 15),
      3: StretchSlice(left: 134, right: 24),
    ]
    let drawn = DrawnButtons.drawn(
      DrawnButtons.back, in: manifest, locale: "de", size: Size(width: 53, height: 30),
      slices: slices)
    let entries = entries(
      CatalogContents.imageSet(
        state: .highlighted, drawn: [drawn], catalog: CatalogWriter(manifest: manifest)))
    #expect(
      entries.keys.sorted() == [
        "Back-highlighted-dark.png", "Back-highlighted-dark@2x.png",
        "Back-highlighted-dark@3x.png", "Back-highlighted-de-dark.png",
        "Back-highlighted-de-dark@2x.png", "Back-highlighted-de-dark@3x.png",
        "Back-highlighted-de.png", "Back-highlighted-de@2x.png", "Back-highlighted-de@3x.png",
        "Back-highlighted.png", "Back-highlighted@2x.png", "Back-highlighted@3x.png",
      ])
    // The unlocalised fallback is the default locale's image again, without a locale.
    #expect(entries["Back-highlighted@2x.png"]?["locale"] == nil)
    #expect(entries["Back-highlighted-de@2x.png"]?["locale"] == .string("de"))
    let dark = entries["Back-highlighted-de-dark@2x.png"]
    #expect(
      dark?["appearances"]
        == .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])]))
    #expect(dark?.keys.first == "appearances", "Xcode sorts appearances before filename")
    #expect(entries["Back-highlighted-de@2x.png"]?["appearances"] == nil)
    #expect(dark?["scale"] == .string("2x"))
    #expect(entries["Back-highlighted-de@3x.png"]?["scale"] == .string("3x"))
    #expect(
      entries["Back-highlighted-de-dark@3x.png"]?["resizing"]
        == CatalogContents.resizing(StretchSlice(left: 134, right: 24)))
    // One locale and left to right only: nothing mirrors, so no direction is named.
    #expect(dark?["language-direction"] == nil)
    #expect(dark?["locale"] == .string("de"))
  }

  /// Catalogs hold 1x, 2x and 3x: the 1.5x and 4x files (Android's hdpi and
  /// xxxhdpi) have no slot and no entry.
  @Test func scalesACatalogCannotHoldAreLeftOut() {
    let manifest = DrawnButtons.manifest(scales: [1, 1.5, 2, 4], buttons: [DrawnButtons.close])
    let contents = CatalogContents.imageSet(
      state: .normal, drawn: [DrawnButtons.drawnClose(in: manifest)],
      catalog: CatalogWriter(manifest: manifest))
    let entries = entries(contents)
    #expect(entries.keys.sorted() == ["Close.png", "Close@2x.png"])
    #expect(entries["Close.png"]?["scale"] == .string("1x"))
    #expect(entries["Close@2x.png"]?["scale"] == .string("2x"))
  }

  /// The ✕ neither stretches, mirrors nor varies by locale: no slice, no
  /// direction, no locale, not localisable.
  @Test func aButtonThatDoesNotStretchHasNoResizing() {
    let manifest = DrawnButtons.manifest(locales: ["en", "ar"], buttons: [DrawnButtons.close])
    let contents = CatalogContents.imageSet(
      state: .normal, drawn: [DrawnButtons.drawnClose(in: manifest)],
      catalog: CatalogWriter(manifest: manifest))
    #expect(
      contents.serialized() == """
        {
          "images": [
            {
              "filename": "Close.png",
              "idiom": "universal",
              "scale": "1x"
            }
          ],
          "info": {
            "author": "chevgen",
            "version": 1
          },
          "properties": {
            "template-rendering-intent": "original"
          }
        }

        """)
  }

  /// An unlocalised back button is drawn both ways: the catalog tells UIKit
  /// which file is for which direction, and nothing is localisable.
  @Test func anUnlocalisedBackButtonNamesBothDirections() {
    let manifest = DrawnButtons.manifest()
    let size = Size(width: 53, height: 30)
    let drawn = [
      DrawnButtons.drawn(DrawnButtons.back, in: manifest, size: size),
      DrawnButtons.drawn(DrawnButtons.back, in: manifest, direction: .rightToLeft, size: size),
    ]
    let contents = CatalogContents.imageSet(
      state: .normal, drawn: drawn, catalog: CatalogWriter(manifest: manifest))
    let entries = entries(contents)
    #expect(entries["Back.png"]?["language-direction"] == .string("left-to-right"))
    #expect(entries["Back-rtl.png"]?["language-direction"] == .string("right-to-left"))
    #expect(entries["Back-rtl.png"]?["locale"] == nil)
    #expect(
      contents["properties"] == .object([("template-rendering-intent", .string("original"))]),
      "no locale, so not localizable")
  }

  /// Vectors: title-less art as one PDF per appearance and direction, no
  /// scale, and the set keeps its vector data; titled art stays PNGs.
  @Test func titleLessArtAsVectors() {
    let minimal = ManifestButton(name: "Back", role: .back)
    var manifest = DrawnButtons.manifest(
      appearances: [.light, .dark], scales: [1, 2], buttons: [minimal, DrawnButtons.back])
    manifest.catalogVectors = true
    let catalog = CatalogWriter(manifest: manifest)
    let drawn = [LayoutDirection.leftToRight, .rightToLeft].map {
      DrawnButtons.drawn(minimal, in: manifest, direction: $0, size: Size(width: 22, height: 30))
    }
    let contents = CatalogContents.imageSet(state: .normal, drawn: drawn, catalog: catalog)
    let entries = entries(contents)
    #expect(
      entries.keys.sorted() == ["Back-dark.pdf", "Back-rtl-dark.pdf", "Back-rtl.pdf", "Back.pdf"])
    #expect(entries.values.allSatisfy { $0["scale"] == nil })
    #expect(entries["Back-rtl.pdf"]?["language-direction"] == .string("right-to-left"))
    #expect(contents["properties"]?["preserves-vector-representation"] == .bool(true))
    let titled = CatalogContents.imageSet(
      state: .normal,
      drawn: [
        DrawnButtons.drawn(
          DrawnButtons.back, in: manifest, locale: nil, size: Size(width: 53, height: 30))
      ], catalog: catalog)
    #expect(titled["properties"]?["preserves-vector-representation"] == nil)
    #expect(self.entries(titled).keys.allSatisfy { $0.hasSuffix(".png") })
  }

  /// Only back buttons mirror by direction: a titled action drawn in Arabic
  /// is picked by its locale alone.
  @Test func onlyBackButtonsNameADirection() {
    let done = ManifestButton(
      name: "Done", role: .action(.done), titles: ["en": "Done", "ar": "تم"])
    let manifest = DrawnButtons.manifest(locales: ["en", "ar"], buttons: [done])
    let drawn = [
      DrawnButtons.drawn(done, in: manifest, locale: "en", size: Size(width: 50, height: 30)),
      DrawnButtons.drawn(
        done, in: manifest, locale: "ar", direction: .rightToLeft,
        size: Size(width: 40, height: 30)),
    ]
    let entries = entries(
      CatalogContents.imageSet(
        state: .normal, drawn: drawn, catalog: CatalogWriter(manifest: manifest))
    )
    #expect(entries.keys.sorted() == ["Done-ar.png", "Done-en.png", "Done.png"])
    #expect(entries.values.allSatisfy { $0["language-direction"] == nil })
    #expect(entries["Done-ar.png"]?["locale"] == .string("ar"))
  }

  /// Cap insets are whole pixels of the file; the centre is one stretched column.
  @Test func resizingIsAThreePartHorizontalSlice() {
    #expect(
      CatalogContents.resizing(StretchSlice(left: 90, right: 15))
        == .object([
          ("cap-insets", .object([("left", .number(90)), ("right", .number(15))])),
          ("center", .object([("mode", .string("stretch")), ("width", .number(1))])),
          ("mode", .string("3-part-horizontal")),
        ]))
  }

  /// UIKit tints template images: the bare chevron and the glyphs drawn in
  /// the tint colour without a background; art with its own colours,
  /// a bezel, a platter or a title keeps them.
  @Test(arguments: [
    (ButtonStyleKind.minimal, ButtonRole.back, true),
    (.plain, .action(.add), true),
    (.minimal, .action(.share), true),
    (.plain, .back, false),
    (.plain, .action(.done), false),
    (.classic, .back, false),
    (.classic, .action(.add), false),
    (.capsule, .action(.add), false),
    (.plain, .close, false),
  ])
  func templateRenderingIntent(style: ButtonStyleKind, role: ButtonRole, template: Bool) {
    let button = ManifestButton(name: "B", role: role)
    var drawn = DrawnButtons.drawn(
      button, in: DrawnButtons.manifest(buttons: [button]), size: Size(width: 30, height: 30))
    drawn.style = style
    #expect(CatalogContents.intent(drawn) == template)
  }

  /// A button with nothing drawn for the state still gets a well-formed set.
  @Test func aSetWithNothingDrawnIsEmpty() {
    let manifest = DrawnButtons.manifest()
    #expect(
      CatalogContents.imageSet(
        state: .normal, drawn: [], catalog: CatalogWriter(manifest: manifest))
        == .object([
          ("images", .array([])), ("info", CatalogContents.info), ("properties", .object([])),
        ]))
  }

  @Test func directionsAreSpelledAsXcodeSpellsThem() {
    #expect(LayoutDirection.leftToRight.catalogName == "left-to-right")
    #expect(LayoutDirection.rightToLeft.catalogName == "right-to-left")
  }
}
