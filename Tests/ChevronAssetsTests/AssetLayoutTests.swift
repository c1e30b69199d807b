import ChevronGeometry
import Testing

@testable import ChevronAssets

/// Where each file goes: the catalog's image sets (1x, 2x, 3x), Android's
/// drawable folders (qualifiers in Android's order: language and region,
/// layout direction, night mode, density) and the stylesheet's copies.
@Suite struct AssetLayoutTests {

  /// A layout of the localised example: English first (the default), German, Arabic,
  /// Brazilian Portuguese and Simplified Chinese.
  static let layout = AssetLayout(
    manifest: DrawnButtons.manifest(locales: ["en", "de", "ar", "pt-BR", "zh-Hans"]))
  /// A layout of an app that is not localised.
  static let unlocalised = AssetLayout(manifest: DrawnButtons.manifest())

  static func image(
    _ name: String = "Back", locale: String? = nil, direction: LayoutDirection = .leftToRight,
    state: ButtonState = .normal, appearance: Appearance = .light, scale: Double = 1
  ) -> AssetLayout.Image {
    AssetLayout.Image(
      name: name, locale: locale.map { AssetLocale($0)! }, direction: direction, state: state,
      appearance: appearance, scale: scale)
  }

  @Test(arguments: [
    (image(locale: "en"), "Assets.xcassets/Back.imageset/Back-en.png"),
    (
      image(locale: "de", state: .highlighted, scale: 2),
      "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png"
    ),
    (
      image(locale: "ar", direction: .rightToLeft, appearance: .dark, scale: 3),
      "Assets.xcassets/Back.imageset/Back-ar-dark@3x.png"
    ),
    (image(direction: .rightToLeft, scale: 2), "Assets.xcassets/Back.imageset/Back-rtl@2x.png"),
    (
      image("Close", state: .disabled, appearance: .dark),
      "Assets.xcassets/Close-disabled.imageset/Close-disabled-dark.png"
    ),
    (
      image(locale: "pt-BR", state: .highlighted, appearance: .dark, scale: 3),
      "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-pt-BR-dark@3x.png"
    ),
  ])
  func catalogFiles(_ image: AssetLayout.Image, _ path: String) {
    #expect(Self.layout.catalogFile(image) == path)
  }

  /// Catalogs have no 1.5x or 4x slot.
  @Test func aCatalogHoldsOnlyOneTwoAndThreeX() {
    #expect(Self.layout.catalogFile(Self.image(locale: "en", scale: 1.5)) == nil)
    #expect(Self.layout.catalogFile(Self.image(locale: "en", scale: 4)) == nil)
    #expect(
      Self.layout.imageSet("Back", .highlighted) == "Assets.xcassets/Back-highlighted.imageset")
  }

  /// The first locale is Android's default and has no qualifier; the others
  /// name their language, `-r` and the region, or `b+` with a script.
  @Test(arguments: [
    (image(locale: "en", scale: 2), true, "res/drawable-xhdpi/back.9.png"),
    (image(locale: "de", scale: 3), true, "res/drawable-de-xxhdpi/back.9.png"),
    (
      image(locale: "de", state: .highlighted, appearance: .dark, scale: 2), true,
      "res/drawable-de-night-xhdpi/back_highlighted.9.png"
    ),
    (image(locale: "ar", direction: .rightToLeft), true, "res/drawable-ar-mdpi/back.9.png"),
    (image(locale: "pt-BR", scale: 1.5), true, "res/drawable-pt-rBR-hdpi/back.9.png"),
    (image(locale: "zh-Hans", scale: 4), true, "res/drawable-b+zh+Hans-xxxhdpi/back.9.png"),
    (image("Close", appearance: .dark, scale: 2), false, "res/drawable-night-xhdpi/close.png"),
    (
      image("Back-Large", state: .disabled), false,
      "res/drawable-mdpi/back_large_disabled.png"
    ),
  ])
  func androidFiles(_ image: AssetLayout.Image, _ ninePatch: Bool, _ path: String) {
    #expect(Self.layout.androidFile(image, ninePatch: ninePatch) == path)
  }

  /// Without locales, the mirrored back chevron goes in `ldrtl`, after the
  /// language's place and before night mode.
  @Test func anUnlocalisedRightToLeftDrawableIsQualifiedLdrtl() {
    let layout = Self.unlocalised
    #expect(
      layout.androidFile(Self.image(scale: 2), ninePatch: true) == "res/drawable-xhdpi/back.9.png")
    #expect(
      layout.androidFile(
        Self.image(direction: .rightToLeft, appearance: .dark, scale: 2), ninePatch: true)
        == "res/drawable-ldrtl-night-xhdpi/back.9.png")
    #expect(
      layout.androidFile(Self.image(direction: .rightToLeft, state: .highlighted), ninePatch: true)
        == "res/drawable-ldrtl-mdpi/back_highlighted.9.png")
  }

  /// Android's density buckets: mdpi 1, hdpi 1.5, xhdpi 2, xxhdpi 3, xxxhdpi 4.
  @Test func everyScaleHasItsDensity() {
    let folders = Manifest.allowedScales.map {
      Self.unlocalised.androidFile(Self.image("Close", scale: $0), ninePatch: false)
    }
    #expect(
      folders == [
        "res/drawable-mdpi/close.png", "res/drawable-hdpi/close.png",
        "res/drawable-xhdpi/close.png", "res/drawable-xxhdpi/close.png",
        "res/drawable-xxxhdpi/close.png",
      ])
  }

  /// The stylesheet's copies sit beside it, named as the catalog's files are,
  /// half scales included.
  @Test func stylesheetFiles() {
    let layout = Self.layout
    #expect(layout.cssFile(Self.image(locale: "en")) == "css/Back-en.png")
    #expect(
      layout.cssFile(Self.image(locale: "de", state: .highlighted, scale: 2))
        == "css/Back-highlighted-de@2x.png")
    #expect(
      layout.cssFile(
        Self.image(locale: "ar", direction: .rightToLeft, appearance: .dark, scale: 1.5))
        == "css/Back-ar-dark@1.5x.png")
    #expect(
      Self.unlocalised.cssFile(Self.image(direction: .rightToLeft, scale: 4))
        == "css/Back-rtl@4x.png")
  }

  /// Every file of one image in the manifest's outputs, in catalog, Android,
  /// stylesheet order; a scale the catalog cannot hold skips the catalog.
  @Test func filesOfAnImageFollowTheOutputs() {
    let image = Self.image(locale: "de", state: .highlighted, scale: 2)
    let all = Self.layout.files(of: image, ninePatch: true)
    #expect(all.map(\.output) == [.xcassets, .android, .css])
    #expect(
      all.map(\.path) == [
        "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png",
        "res/drawable-de-xhdpi/back_highlighted.9.png", "css/Back-highlighted-de@2x.png",
      ])
    let half = Self.layout.files(of: Self.image(locale: "de", scale: 1.5), ninePatch: false)
    #expect(half.map(\.path) == ["res/drawable-de-hdpi/back.png", "css/Back-de@1.5x.png"])
    let cssOnly = AssetLayout(manifest: DrawnButtons.manifest(outputs: [.css]))
    #expect(
      cssOnly.files(of: Self.image(scale: 2), ninePatch: true).map(\.path) == ["css/Back@2x.png"])
  }

  /// A state file may name only what chevgen writes: its PNGs, the catalog's
  /// Contents.json files, the stylesheet and the index.
  @Test(arguments: [
    ("index.json", true),
    ("Assets.xcassets/Contents.json", true),
    ("Assets.xcassets/Back.imageset/Contents.json", true),
    ("Assets.xcassets/Back.imageset/Back-en@2x.png", true),
    ("res/drawable-xhdpi/back.9.png", true),
    ("res/drawable-de-night-xxhdpi/back_highlighted.png", true),
    ("css/chevgen.css", true),
    ("css/Back-de@2x.png", true),
    ("css/notes.txt", false),
    ("res/drawable-xhdpi/mine.xml", false),
    ("res/values/strings.xml", false),
    ("Assets.xcassets/Back.imageset/notes.txt", false),
    ("chevgen.yml", false),
    (".chevgen.lock", false),
    ("notes.png", false),
    ("css.png", false),
  ])
  func isOutput(_ path: String, _ written: Bool) {
    #expect(AssetLayout.isOutput(path) == written)
  }

  /// Scales the catalog cannot hold are named, not dropped in silence.
  @Test func scalesTheCatalogCannotHoldAreWarnedAbout() {
    #expect(
      AssetLayout.catalogScaleWarning(DrawnButtons.manifest(scales: [1, 1.5, 2, 4]))
        == "an asset catalog holds 1x, 2x and 3x images only, so 1.5x and 4x are drawn for "
        + "Android and CSS but left out of Assets.xcassets; drop them from scales to silence this")
    #expect(
      AssetLayout.catalogScaleWarning(DrawnButtons.manifest(scales: [1.5]))?
        .contains("so 1.5x is drawn") == true)
    #expect(AssetLayout.catalogScaleWarning(DrawnButtons.manifest(scales: [1, 2, 3])) == nil)
    #expect(
      AssetLayout.catalogScaleWarning(
        DrawnButtons.manifest(scales: [1.5, 4], outputs: [.android, .css])) == nil)
  }
}
