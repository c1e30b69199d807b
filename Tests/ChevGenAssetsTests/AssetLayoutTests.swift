import ChevGenGeometry
import ChevGenStyles
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Where each file goes: the catalog's image sets (1x, 2x, 3x), Android's
/// drawable folders (qualifiers in Android's order: language and region,
/// layout direction, night mode, density) and the stylesheet's copies.
@Suite struct AssetLayoutTests {

  /// A layout of the localised example: English first (the default), German, Arabic,
  /// Brazilian Portuguese and Simplified Chinese.
  static let layout = AssetLayout(
    manifest: DrawnButtons.manifest(
      locales: ["en", "de", "ar", "pt-BR", "zh-Hans"], scales: Manifest.allowedScales))
  /// A layout of an app that is not localised.
  static let unlocalised = AssetLayout(manifest: DrawnButtons.manifest())

  static func image(
    _ name: String = "Back", locale: String? = nil, direction: LayoutDirection = .leftToRight,
    kind: ArtEdition.Kind = .art, state: ButtonState = .normal,
    appearance: Appearance = .light, scale: Double = 1, androidDrawsTitle: Bool = false
  ) -> AssetLayout.Image {
    // A title is Android's to draw (android.text: native, the default).
    let button = ManifestButton(
      name: name, role: name.hasPrefix("Back") ? .back : .close,
      titles: androidDrawsTitle ? ["en": "Back"] : [:])
    return AssetLayout.Image(
      button: button, locale: locale.map { AssetLocale($0)! }, direction: direction, kind: kind,
      state: state, appearance: appearance, scale: scale)
  }

  /// The catalog's file of `image` in `layout`'s manifest.
  static func catalogFile(_ image: AssetLayout.Image, in layout: AssetLayout = layout) -> String? {
    CatalogWriter(manifest: layout.manifest).files(of: image, ninePatch: false).first?.path
  }

  /// Android's drawables of `image` in `layout`'s manifest.
  static func androidFiles(
    _ image: AssetLayout.Image, ninePatch: Bool, in layout: AssetLayout = layout
  ) -> [String] {
    AndroidDrawablesWriter(manifest: layout.manifest).files(of: image, ninePatch: ninePatch)
      .map(\.path)
  }

  /// The stylesheet's copy of `image` in `layout`'s manifest.
  static func cssFile(_ image: AssetLayout.Image, in layout: AssetLayout = layout) -> String? {
    StylesheetWriter(manifest: layout.manifest).file(of: image)
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
    #expect(Self.catalogFile(image) == path)
  }

  /// Catalogs have no 1.5x or 4x slot.
  @Test func aCatalogHoldsOnlyOneTwoAndThreeX() {
    #expect(Self.catalogFile(Self.image(locale: "en", scale: 1.5)) == nil)
    #expect(Self.catalogFile(Self.image(locale: "en", scale: 4)) == nil)
    #expect(
      CatalogWriter(manifest: Self.layout.manifest).imageSet("Back", .highlighted)
        == "Assets.xcassets/Back-highlighted.imageset")
  }

  /// The first locale is Android's default and has no qualifier; the others
  /// name their language, `-r` and the region, or `b+` with a script. Each
  /// state's drawable is named for it: the button's own name is its state list.
  @Test(arguments: [
    (image(locale: "en", scale: 2), true, "res/drawable-xhdpi/chevgen_back_normal.9.png"),
    (image(locale: "de", scale: 3), true, "res/drawable-de-xxhdpi/chevgen_back_normal.9.png"),
    (
      image(locale: "de", state: .highlighted, appearance: .dark, scale: 2), true,
      "res/drawable-de-night-xhdpi/chevgen_back_highlighted.9.png"
    ),
    (
      image(locale: "ar", direction: .rightToLeft), true,
      "res/drawable-ar-mdpi/chevgen_back_normal.9.png"
    ),
    (
      image(locale: "pt-BR", scale: 1.5), true, "res/drawable-pt-rBR-hdpi/chevgen_back_normal.9.png"
    ),
    (
      image(locale: "zh-Hans", scale: 4), true,
      "res/drawable-b+zh+Hans-xxxhdpi/chevgen_back_normal.9.png"
    ),
    (
      image("Close", appearance: .dark, scale: 2), false,
      "res/drawable-night-xhdpi/chevgen_close_normal.png"
    ),
    (
      image("Back-Large", state: .disabled), false,
      "res/drawable-mdpi/chevgen_back_large_disabled.png"
    ),
    // The default locale reversed is the fallback for right-to-left languages not listed.
    (
      image(locale: "en", direction: .rightToLeft, kind: .reversed, scale: 2), true,
      "res/drawable-ldrtl-xhdpi/chevgen_back_normal.9.png"
    ),
    // Textless art, whose title Android draws: once per direction.
    (
      image(direction: .rightToLeft, kind: .textless, appearance: .dark), true,
      "res/drawable-ldrtl-night-mdpi/chevgen_back_normal.9.png"
    ),
    (image(kind: .textless, scale: 3), true, "res/drawable-xxhdpi/chevgen_back_normal.9.png"),
  ])
  func androidFiles(_ image: AssetLayout.Image, _ ninePatch: Bool, _ path: String) {
    #expect(Self.androidFiles(image, ninePatch: ninePatch) == [path])
  }

  /// What Android does not get: other locales reversed (the catalog's alone),
  /// and titled art whose title Android draws itself.
  @Test func catalogOnlyArtHasNoDrawable() {
    let reversed = Self.image(locale: "de", direction: .rightToLeft, kind: .reversed)
    #expect(Self.androidFiles(reversed, ninePatch: true) == [])
    #expect(Self.catalogFile(reversed) == "Assets.xcassets/Back.imageset/Back-de-rtl.png")
    let native = Self.image(locale: "en", androidDrawsTitle: true)
    #expect(Self.androidFiles(native, ninePatch: true) == [])
    #expect(Self.catalogFile(native) == "Assets.xcassets/Back.imageset/Back-en.png")
    #expect(Self.catalogFile(Self.image(kind: .textless)) == nil)
  }

  /// The default locale's catalog files come again without a locale, for
  /// devices in languages the app does not list.
  @Test func theDefaultLocaleHasAnUnlocalisedFallback() {
    let catalog = CatalogWriter(manifest: Self.layout.manifest)
    #expect(catalog.fallbackName(Self.image(locale: "en", scale: 2)) == "Back@2x.png")
    #expect(
      catalog.fallbackName(
        Self.image(locale: "en", direction: .rightToLeft, kind: .reversed)) == "Back-rtl.png")
    #expect(catalog.fallbackName(Self.image(locale: "de")) == nil)
    #expect(catalog.fallbackName(Self.image()) == nil)
  }

  /// Titles go to `values`, qualified as the drawables are.
  @Test func stringsFollowTheLocale() {
    let values = AndroidValuesWriter(manifest: Self.layout.manifest)
    #expect(values.strings(AssetLocale("en")) == "res/values/chevgen_strings.xml")
    #expect(values.strings(AssetLocale("pt-BR")) == "res/values-pt-rBR/chevgen_strings.xml")
    #expect(values.strings(AssetLocale("zh-Hans")) == "res/values-b+zh+Hans/chevgen_strings.xml")
    // aapt2 refuses `es-r419`: a numeric region needs BCP 47's form.
    #expect(values.strings(AssetLocale("es-419")) == "res/values-b+es+419/chevgen_strings.xml")
    #expect(
      AndroidValuesWriter(manifest: Self.unlocalised.manifest).strings(nil)
        == "res/values/chevgen_strings.xml")
    #expect(
      AndroidDrawablesWriter(manifest: Self.layout.manifest).stateList("Back-Large")
        == "res/drawable/chevgen_back_large_states.xml")
  }

  /// Every Android name carries `android.prefix`: files, drawables, colours.
  @Test func androidNamesCarryThePrefix() {
    var manifest = DrawnButtons.manifest(locales: ["en", "de"])
    manifest.android.prefix = "acme"
    let values = AndroidValuesWriter(manifest: manifest)
    #expect(
      AndroidDrawablesWriter(manifest: manifest).stateList("Back-Large")
        == "res/drawable/acmeback_large_states.xml")
    #expect(AndroidVectors.path("Close", night: false, manifest) == "res/drawable/acmeclose.xml")
    #expect(
      AndroidVectors.path("Close", night: true, manifest) == "res/drawable-night/acmeclose.xml")
    #expect(values.strings(AssetLocale("de")) == "res/values-de/acmestrings.xml")
    #expect(values.colors(night: false) == "res/values/acmecolors.xml")
    #expect(values.colors(night: true) == "res/values-night/acmecolors.xml")
    #expect(
      Self.androidFiles(
        Self.image("Close", scale: 2), ninePatch: false, in: AssetLayout(manifest: manifest))
        == ["res/drawable-xhdpi/acmeclose_normal.png"])
  }

  /// Without locales, the mirrored back chevron goes in `ldrtl`, after the
  /// language's place and before night mode.
  @Test func anUnlocalisedRightToLeftDrawableIsQualifiedLdrtl() {
    let layout = Self.unlocalised
    #expect(
      Self.androidFiles(Self.image(scale: 2), ninePatch: true, in: layout)
        == ["res/drawable-xhdpi/chevgen_back_normal.9.png"])
    #expect(
      Self.androidFiles(
        Self.image(direction: .rightToLeft, appearance: .dark, scale: 2), ninePatch: true,
        in: layout)
        == ["res/drawable-ldrtl-night-xhdpi/chevgen_back_normal.9.png"])
    #expect(
      Self.androidFiles(
        Self.image(direction: .rightToLeft, state: .highlighted), ninePatch: true, in: layout)
        == ["res/drawable-ldrtl-mdpi/chevgen_back_highlighted.9.png"])
  }

  /// Android's density buckets: mdpi 1, hdpi 1.5, xhdpi 2, xxhdpi 3, xxxhdpi 4,
  /// every one by default, whatever the catalog's scales.
  @Test func everyScaleHasItsDensity() {
    let folders = Manifest.allowedScales.flatMap {
      Self.androidFiles(Self.image("Close", scale: $0), ninePatch: false, in: Self.unlocalised)
    }
    #expect(
      folders == [
        "res/drawable-mdpi/chevgen_close_normal.png", "res/drawable-hdpi/chevgen_close_normal.png",
        "res/drawable-xhdpi/chevgen_close_normal.png",
        "res/drawable-xxhdpi/chevgen_close_normal.png",
        "res/drawable-xxxhdpi/chevgen_close_normal.png",
      ])
    let close = DrawnButtons.close
    #expect(Self.unlocalised.scales(of: close, ArtEdition(nil, nil)) == [1, 1.5, 2, 3, 4])
    var iOSOnly = Self.unlocalised.manifest
    iOSOnly.outputs = [.xcassets]
    #expect(AssetLayout(manifest: iOSOnly).scales(of: close, ArtEdition(nil, nil)) == [1])
  }

  /// The stylesheet's copies sit beside it, named as the catalog's files are,
  /// half scales included; a scale only Android's densities add has none.
  @Test func stylesheetFiles() {
    #expect(Self.cssFile(Self.image(locale: "en")) == "css/Back-en.png")
    #expect(
      Self.cssFile(Self.image(locale: "de", state: .highlighted, scale: 2))
        == "css/Back-highlighted-de@2x.png")
    #expect(
      Self.cssFile(
        Self.image(locale: "ar", direction: .rightToLeft, appearance: .dark, scale: 1.5))
        == "css/Back-ar-dark@1.5x.png")
    #expect(
      Self.cssFile(Self.image(direction: .rightToLeft, scale: 4), in: Self.unlocalised) == nil)
    var everyScale = Self.unlocalised.manifest
    everyScale.scales = [1, 1.5, 2, 3, 4]
    #expect(
      Self.cssFile(
        Self.image(direction: .rightToLeft, scale: 4), in: AssetLayout(manifest: everyScale))
        == "css/Back-rtl@4x.png")
  }

  /// Every file of one image in the manifest's outputs, in catalog, Android,
  /// stylesheet order; a scale the catalog cannot hold skips the catalog.
  @Test func filesOfAnImageFollowTheOutputs() {
    let image = Self.image(locale: "de", state: .highlighted, scale: 2)
    let all = Self.layout.files(of: image, ninePatch: true)
    #expect(all.map(\.output) == ["xcassets", "android", "css"])
    #expect(
      all.map(\.path) == [
        "Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png",
        "res/drawable-de-xhdpi/chevgen_back_highlighted.9.png", "css/Back-highlighted-de@2x.png",
      ])
    let half = Self.layout.files(of: Self.image(locale: "de", scale: 1.5), ninePatch: false)
    #expect(
      half.map(\.path) == ["res/drawable-de-hdpi/chevgen_back_normal.png", "css/Back-de@1.5x.png"])
    let cssOnly = AssetLayout(manifest: DrawnButtons.manifest(scales: [1, 2], outputs: [.css]))
    #expect(
      cssOnly.files(of: Self.image(scale: 2), ninePatch: true).map(\.path) == ["css/Back@2x.png"])
  }

  /// A state file may name only what chevgen writes: its PNGs, the catalog's
  /// Contents.json files, Android's state lists and titles, the stylesheet and the index.
  @Test(arguments: [
    ("index.json", true),
    ("Assets.xcassets/Contents.json", true),
    ("Assets.xcassets/Back.imageset/Contents.json", true),
    ("Assets.xcassets/Back.imageset/Back-en@2x.png", true),
    ("res/drawable-xhdpi/back.9.png", true),
    ("res/drawable-de-night-xxhdpi/chevgen_back_highlighted.png", true),
    ("css/chevgen.css", true),
    ("css/Back-de@2x.png", true),
    ("css/notes.txt", false),
    ("res/drawable-xhdpi/mine.xml", false),
    ("res/drawable/back.xml", true),
    ("res/drawable/sub/back.xml", false),
    ("res/values/strings.xml", true),
    ("res/values-de/strings.xml", true),
    ("res/values/colors.xml", false),
    ("res/values/chevgen_colors.xml", true),
    ("res/values-night/chevgen_colors.xml", true),
    ("res/values/chevgen_strings.xml", true),
    ("res/values/sub/chevgen_strings.xml", false),
    ("res/drawable-night/chevgen_back.xml", true),
    ("res/drawable-night/sub/chevgen_back.xml", false),
    ("Assets.xcassets/Back.imageset/notes.txt", false),
    ("chevgen.yml", false),
    (".chevgen.lock", false),
    ("notes.png", false),
    ("css.png", false),
  ])
  func isOutput(_ path: String, _ written: Bool) {
    #expect(OutputTable.standard.writes(path) == written)
  }

  /// Scales the catalog cannot hold are named, not dropped in silence.
  @Test func scalesTheCatalogCannotHoldAreWarnedAbout() {
    #expect(
      AssetLayout(manifest: DrawnButtons.manifest(scales: [1, 1.5, 2, 4])).warnings.first
        == "an asset catalog holds 1x, 2x and 3x images only, so 1.5x and 4x are drawn for "
        + "the stylesheet but left out of Assets.xcassets; drop them from scales to silence "
        + "this (Android's densities are android.scales)")
    #expect(
      AssetLayout(manifest: DrawnButtons.manifest(scales: [1.5])).warnings.first?
        .contains("so 1.5x is drawn") == true)
    #expect(AssetLayout(manifest: DrawnButtons.manifest(scales: [1, 2, 3])).warnings.first == nil)
    #expect(
      AssetLayout(manifest: DrawnButtons.manifest(scales: [1.5, 4], outputs: [.android, .css]))
        .warnings.first == nil)
  }
}
