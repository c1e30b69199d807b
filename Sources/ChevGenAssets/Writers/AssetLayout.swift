import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import ChevGenManifest
import ChevGenStyles

/// Where every output file goes inside the output directory.
///
/// ```
/// Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png
/// res/drawable-de-night-xhdpi/chevgen_back_highlighted.9.png
/// res/drawable/chevgen_close.xml, res/values/chevgen_strings.xml
/// css/chevgen.css, css/Back-highlighted-de@2x.png
/// swift/ChevGenArt.swift
/// index.json
/// ```
public struct AssetLayout: Sendable {
  public let manifest: Manifest

  public init(manifest: Manifest) {
    self.manifest = manifest
  }

  public static let catalog = "Assets.xcassets"
  public static let stylesheet = "css/chevgen.css"
  /// A glass theme's lens filter, for the stylesheet's live glass.
  public static let glassFilters = "css/chevgen-glass.svg"
  public static let index = "index.json"
  /// The typed accessors, one file per manifest.
  public static let swiftAccessors = "swift/ChevGenArt.swift"
  static let drawables = "res/drawable-"

  /// Whether chevgen could have written `path`: a PNG, a Contents.json or the
  /// stylesheet (and glass's lens filter, titles' font and its licence) in one of its folders, an Android resource, the Swift accessors or the index.
  /// A hand-edited state that names anything else (the manifest, its fonts, the lock) is not trusted.
  /// Android's XML files are matched by folder and extension, whatever their
  /// prefix, so that a state written under another `android.prefix` (or
  /// before there was one) still names files the next build may remove.
  static func isOutput(_ path: String) -> Bool {
    path == index || path == swiftAccessors || path == glassFilters
      || GlassTitleFont.paths.contains(path)
      || ([catalog + "/", "css/"].contains { path.hasPrefix($0) }
        && [".png", "/Contents.json", stylesheet].contains { path.hasSuffix($0) })
      || (path.hasPrefix(catalog + "/") && path.hasSuffix(".pdf"))
      || (path.hasPrefix(drawables) && path.hasSuffix(".png"))
      || isFile(in: "res/drawable/", path) || isFile(in: "res/drawable-night/", path)
      || isValues(path)
  }

  /// Whether `path` is an XML file directly in `folder`.
  private static func isFile(in folder: String, _ path: String) -> Bool {
    path.utf8.starts(with: folder.utf8) && path.utf8.reversed().starts(with: "lmx.".utf8)
      && !path.utf8.dropFirst(folder.utf8.count).contains(UInt8(ascii: "/"))
  }

  /// Whether `path` is a titles or colours file directly in a `res/values…`
  /// folder: `strings.xml` as builds before `android.prefix` named it, or
  /// either with a prefix (a colours file never came without one).
  private static func isValues(_ path: String) -> Bool {
    let parts = PathText.components(of: path, keepingEmpty: true)
    return parts.count == 3 && parts[0] == "res" && parts[1].hasPrefix("values")
      && (parts[2].hasSuffix("strings.xml")
        || (parts[2].hasSuffix("colors.xml") && parts[2] != "colors.xml"))
  }

  /// What Android's resource names start with: `android.prefix`.
  var androidPrefix: String { manifest.android.prefix }

  /// A button's Android resource name: `chevgen_back_large` for `Back-Large`.
  func androidName(_ name: String) -> String {
    androidPrefix + AssetNames.resource(name)
  }

  /// A button's state list, `res/drawable/chevgen_back_states.xml`: the
  /// drawable a view names as its background. `_states`, since the button's
  /// own name is its VectorDrawable's where it has one.
  func stateList(_ name: String) -> String {
    "res/drawable/" + androidName(name) + "_states.xml"
  }

  /// A button's VectorDrawable, `res/drawable/chevgen_back.xml`, and
  /// `res/drawable-night/` for the dark one.
  func vectorDrawable(_ name: String, night: Bool) -> String {
    "res/drawable" + (night ? "-night/" : "/") + androidName(name) + ".xml"
  }

  /// The titles in `locale`, `res/values-de/chevgen_strings.xml`; the default
  /// locale's (or the only title's) in `res/values`.
  func strings(_ locale: AssetLocale?) -> String {
    let qualifier = locale.flatMap { $0 == manifest.locales.first ? nil : $0.androidQualifier }
    return "res/values" + (qualifier.map { "-" + $0 } ?? "") + "/" + androidPrefix + "strings.xml"
  }

  /// The colours of the titles Android draws, `res/values/chevgen_colors.xml`,
  /// and `res/values-night/` for the dark ones.
  func colors(night: Bool) -> String {
    "res/values" + (night ? "-night/" : "/") + androidPrefix + "colors.xml"
  }

  /// Android's density buckets by scale.
  static let densities: [Double: String] = [
    1: "mdpi", 1.5: "hdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi",
  ]
  /// The scales an asset catalog holds.
  static let catalogScales: Set<Double> = [1, 2, 3]

  /// A warning when the manifest asks for a catalog and for scales it cannot
  /// hold (1.5x, 4x): those are drawn for the stylesheet only, which the
  /// user should hear rather than find out.
  static func catalogScaleWarning(_ manifest: Manifest) -> String? {
    let left = manifest.scales.filter { !catalogScales.contains($0) }
    guard manifest.outputs.contains(.xcassets), !left.isEmpty else { return nil }
    let names = left.map { Stylesheet.number($0) + "x" }.joined(separator: " and ")
    return "an asset catalog holds 1x, 2x and 3x images only, so \(names) "
      + "\(left.count == 1 ? "is" : "are") drawn for the stylesheet but left out of "
      + "Assets.xcassets; drop \(left.count == 1 ? "it" : "them") from scales to silence this "
      + "(Android's densities are android.scales)"
  }

  /// What names one image's files, known from the manifest before anything is drawn.
  struct Image: Hashable {
    var name: String
    var locale: AssetLocale?
    /// The way the art faces.
    var direction: LayoutDirection
    var kind: AssetVariant.Kind
    var state: ButtonState
    var appearance: Appearance
    var scale: Double
    /// Whether Android draws the button's title, so its titled art stays off Android.
    var androidDrawsTitle: Bool
    /// Whether the button points (a back button), so Android gets a right-to-left fallback.
    var points: Bool
    /// Whether the catalog holds it as a PDF, drawn once at 1x.
    var vector = false
    /// Whether the catalog holds the button at all (`Manifest.catalogHolds`).
    var inCatalog = true
  }

  /// The image `image` of the drawn `unit`.
  func image(_ unit: RenderedButton, _ image: RenderedButton.Image) -> Image {
    self.image(
      unit.button, AssetVariant(unit.locale, nil, unit.kind), direction: unit.direction, image)
  }

  /// The image `image` of `button` drawn as `variant`, facing `direction`.
  func image(
    _ button: ManifestButton, _ variant: AssetVariant, direction: LayoutDirection,
    _ image: RenderedButton.Image
  ) -> Image {
    Image(
      name: button.name, locale: variant.locale, direction: direction, kind: variant.kind,
      state: image.state, appearance: image.appearance, scale: image.scale,
      androidDrawsTitle: manifest.androidDrawsTitle(button), points: button.role == .back,
      vector: manifest.isVector(button), inCatalog: manifest.catalogHolds(button))
  }

  /// The scales `variant` of `button` is drawn at: those some file of it
  /// needs, 1x among them for a catalog's PDF, drawn once at 1x even when
  /// the manifest's scales leave 1 out.
  func scales(of button: ManifestButton, _ variant: AssetVariant) -> [Double] {
    let vector = manifest.isVector(button) && !manifest.drawnScales.contains(1)
    return ((vector ? [1] : []) + manifest.drawnScales).filter { scale in
      let image = RenderedButton.Image(state: .normal, appearance: .light, scale: scale)
      let named = self.image(
        button, variant, direction: variant.direction ?? .leftToRight, image)
      return hasFiles(named)
    }
  }

  /// How many images `variant` of `button` has: every state and appearance
  /// at each scale its files need.
  func imageCount(of button: ManifestButton, _ variant: AssetVariant) -> Int {
    manifest.states.count * manifest.appearances.count * scales(of: button, variant).count
  }

  /// `Back-highlighted-de-rtl-dark`: the part of a file name before the scale.
  func stem(_ image: Image) -> String {
    AssetNames.stateName(image.name, image.state)
      + (image.locale.map { "-\($0)" } ?? "")
      + directionSuffix(image)
      + image.appearance.fileSuffix
  }

  /// `-rtl` for the unlocalised back chevron pointing right and a locale's
  /// art reversed that way; `-ltr` for a right-to-left locale's art reversed.
  private func directionSuffix(_ image: Image) -> String {
    guard image.locale == nil || image.kind == .reversed else { return "" }
    switch image.direction {
    case .rightToLeft: return "-rtl"
    case .leftToRight: return image.kind == .reversed ? "-ltr" : ""
    }
  }

  static func scaleSuffix(_ scale: Double) -> String {
    scale == 1 ? "" : "@\(OutputPlan.format(scale))x"
  }

  /// The image set folder of a button's state.
  func imageSet(_ name: String, _ state: ButtonState) -> String {
    "\(Self.catalog)/\(AssetNames.stateName(name, state)).imageset"
  }

  /// The catalog file of `image`; nil for a scale catalogs do not hold.
  func catalogFile(_ image: Image) -> String? {
    guard catalogHolds(image) else { return nil }
    return imageSet(image.name, image.state) + "/" + catalogFileName(image)
  }

  /// Whether a catalog has a slot for `image`: art of a button it holds, at a scale it holds.
  private func catalogHolds(_ image: Image) -> Bool {
    guard image.inCatalog, image.kind != .textless else { return false }
    // A glass glyph's PDF is a template UIKit tints: in dark it is the same bytes.
    if image.vector, image.appearance == .dark, manifest.theme.style == .glass { return false }
    guard !image.vector else { return image.scale == 1 }
    return Self.catalogScales.contains(image.scale) && manifest.scales.contains(image.scale)
  }

  func catalogFileName(_ image: Image) -> String {
    stem(image) + (image.vector ? ".pdf" : Self.scaleSuffix(image.scale) + ".png")
  }

  /// The unlocalised copy of the default locale's catalog file, `Back@2x.png`:
  /// what a device in a language the app does not list gets; nil for other images.
  func catalogFallbackName(_ image: Image) -> String? {
    guard let locale = image.locale, locale == manifest.locales.first else { return nil }
    var unlocalised = image
    unlocalised.locale = nil
    return catalogFileName(unlocalised)
  }

  /// The Android drawables of `image`: a nine-patch when the art stretches,
  /// named for its state (`chevgen_back_normal.9.png`), since the button's own
  /// name is its VectorDrawable's. The first locale is the default (no language qualifier):
  /// Android needs one.
  func androidFiles(_ image: Image, ninePatch: Bool) -> [String] {
    guard androidHolds(image) else { return [] }
    return androidFolders(image).map { language, direction in
      var qualifiers: [String] = []
      if let language { qualifiers.append(language.androidQualifier) }
      if let direction { qualifiers.append(direction == .rightToLeft ? "ldrtl" : "ldltr") }
      if image.appearance == .dark { qualifiers.append("night") }
      qualifiers.append(Self.densities[image.scale] ?? "nodpi")
      return Self.drawables + qualifiers.joined(separator: "-") + "/"
        + androidImageName(image.name, image.state) + (ninePatch ? ".9.png" : ".png")
    }
  }

  /// Whether Android's output takes `image`'s scale at all.
  private func androidHolds(_ image: Image) -> Bool {
    manifest.outputs.contains(.android) && manifest.android.scales.contains(image.scale)
  }

  /// The drawable of one state: `chevgen_back_normal`, `chevgen_back_highlighted`.
  func androidImageName(_ name: String, _ state: ButtonState) -> String {
    androidName(name) + "_" + state.rawValue
  }

  /// The language and layout direction qualifiers of each folder `image` goes
  /// to. A back button's right-to-left art also goes to `-ldrtl` for a
  /// language the manifest does not list: the default locale's title, reversed.
  private func androidFolders(
    _ image: Image
  ) -> [(language: AssetLocale?, direction: LayoutDirection?)] {
    let defaultLocale = manifest.locales.first
    switch image.kind {
    case .textless:
      return [(nil, image.points && image.direction == .rightToLeft ? .rightToLeft : nil)]
    case .art where image.androidDrawsTitle:
      return []
    case .art:
      guard let locale = image.locale else {
        return [(nil, image.points && image.direction == .rightToLeft ? .rightToLeft : nil)]
      }
      return [(locale == defaultLocale ? nil : locale, nil)]
    case .reversed:
      guard !image.androidDrawsTitle, image.locale == defaultLocale else { return [] }
      return [(nil, image.direction)]
    }
  }

  /// The stylesheet's copy of `image`, beside the stylesheet; nil for an
  /// image the stylesheet does not hold (drawn for another output only).
  func cssFile(_ image: Image) -> String? {
    guard stylesheetHolds(image) else { return nil }
    return "css/" + stem(image) + Self.scaleSuffix(image.scale) + ".png"
  }

  /// Every file `image` is written as, in the outputs the manifest asks for: the
  /// catalog's PNG (when its scale has a slot), the Android drawables (a
  /// nine-patch for art that stretches) and the stylesheet's copy.
  func files(of image: Image, ninePatch: Bool) -> [(output: AssetOutput, path: String)] {
    var files: [(output: AssetOutput, path: String)] = []
    if manifest.outputs.contains(.xcassets), let path = catalogFile(image) {
      files.append((.xcassets, path))
      if let fallback = catalogFallbackName(image) {
        files.append((.xcassets, imageSet(image.name, image.state) + "/" + fallback))
      }
    }
    files += androidFiles(image, ninePatch: ninePatch).map { (.android, $0) }
    if let path = cssFile(image) { files.append((.css, path)) }
    return files
  }

  /// Whether `files(of:ninePatch:)` has any file for `image`, by the same
  /// rules, without making a path: a build asks it of every scale of every
  /// variant, and making the paths was 2% of a build's instructions.
  func hasFiles(_ image: Image) -> Bool {
    (manifest.outputs.contains(.xcassets) && catalogHolds(image))
      || (androidHolds(image) && !androidFolders(image).isEmpty) || stylesheetHolds(image)
  }

  /// Whether the stylesheet has a copy of `image`: art at a scale the manifest lists.
  private func stylesheetHolds(_ image: Image) -> Bool {
    manifest.outputs.contains(.css) && image.kind == .art && manifest.scales.contains(image.scale)
  }

  func catalogFile(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String? {
    catalogFile(self.image(drawn, image))
  }

  func catalogFileName(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String {
    catalogFileName(self.image(drawn, image))
  }

  func catalogFallbackName(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String? {
    catalogFallbackName(self.image(drawn, image))
  }

  func cssFile(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String? {
    cssFile(self.image(drawn, image))
  }
}
