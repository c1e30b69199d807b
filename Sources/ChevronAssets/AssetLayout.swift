import ChevGenKit
import ChevronGeometry

/// Where every output file goes inside the output directory.
///
/// ```
/// Assets.xcassets/Back-highlighted.imageset/Back-highlighted-de@2x.png
/// res/drawable-de-night-xhdpi/back_highlighted.9.png
/// css/chevgen.css, css/Back-highlighted-de@2x.png
/// swift/ChevgenAssets.swift
/// index.json
/// ```
public struct AssetLayout: Sendable {
  public let manifest: Manifest

  public init(manifest: Manifest) {
    self.manifest = manifest
  }

  public static let catalog = "Assets.xcassets"
  public static let stylesheet = "css/chevgen.css"
  public static let index = "index.json"
  /// The typed accessors, one file per manifest.
  public static let swiftAccessors = "swift/ChevgenAssets.swift"
  static let drawables = "res/drawable-"

  /// Whether chevgen could have written `path`: a PNG, a Contents.json or the
  /// stylesheet in one of its folders, the Swift accessors or the index. A hand-edited state that
  /// names anything else (the manifest, a font, the lock) is not trusted.
  static func isOutput(_ path: String) -> Bool {
    path == index || path == swiftAccessors
      || ([catalog + "/", drawables, "css/"].contains { path.hasPrefix($0) }
        && [".png", "/Contents.json", stylesheet].contains { path.hasSuffix($0) })
  }

  /// Android's density buckets by scale.
  static let densities: [Double: String] = [
    1: "mdpi", 1.5: "hdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi",
  ]
  /// The scales an asset catalog holds.
  static let catalogScales: Set<Double> = [1, 2, 3]

  /// A warning when the manifest asks for a catalog and for scales it cannot
  /// hold (1.5x, 4x): those are drawn for Android and CSS only, which the
  /// user should hear rather than find out.
  static func catalogScaleWarning(_ manifest: Manifest) -> String? {
    let left = manifest.scales.filter { !catalogScales.contains($0) }
    guard manifest.outputs.contains(.xcassets), !left.isEmpty else { return nil }
    let names = left.map { Stylesheet.number($0) + "x" }.joined(separator: " and ")
    return "an asset catalog holds 1x, 2x and 3x images only, so \(names) "
      + "\(left.count == 1 ? "is" : "are") drawn for Android and CSS but left out of "
      + "Assets.xcassets; drop \(left.count == 1 ? "it" : "them") from scales to silence this"
  }

  /// What names one image's files, known from the manifest before anything is drawn.
  struct Image: Hashable {
    var name: String
    var locale: AssetLocale?
    var direction: LayoutDirection
    var state: ButtonState
    var appearance: Appearance
    var scale: Double

    init(_ drawn: RenderedButton, _ image: RenderedButton.Image) {
      self.init(
        name: drawn.button.name, locale: drawn.locale, direction: drawn.direction,
        state: image.state, appearance: image.appearance, scale: image.scale)
    }

    init(
      name: String, locale: AssetLocale?, direction: LayoutDirection, state: ButtonState,
      appearance: Appearance, scale: Double
    ) {
      self.name = name
      self.locale = locale
      self.direction = direction
      self.state = state
      self.appearance = appearance
      self.scale = scale
    }
  }

  /// `Back-highlighted-de-rtl-dark`: the part of a file name before the scale.
  func stem(_ image: Image) -> String {
    AssetNames.stateName(image.name, image.state)
      + (image.locale.map { "-\($0)" } ?? "")
      + (image.locale == nil && image.direction == .rightToLeft ? "-rtl" : "")
      + image.appearance.fileSuffix
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
    guard Self.catalogScales.contains(image.scale) else { return nil }
    return imageSet(image.name, image.state) + "/" + catalogFileName(image)
  }

  func catalogFileName(_ image: Image) -> String {
    stem(image) + Self.scaleSuffix(image.scale) + ".png"
  }

  /// The Android drawable of `image`: a nine-patch when the art stretches. The
  /// first locale is the default (no language qualifier): Android needs one.
  func androidFile(_ image: Image, ninePatch: Bool) -> String {
    var qualifiers: [String] = []
    if let locale = image.locale, locale != manifest.locales.first {
      qualifiers.append(locale.androidQualifier)
    }
    if image.locale == nil, image.direction == .rightToLeft { qualifiers.append("ldrtl") }
    if image.appearance == .dark { qualifiers.append("night") }
    qualifiers.append(Self.densities[image.scale] ?? "nodpi")
    let name = AssetNames.resource(AssetNames.stateName(image.name, image.state))
    return Self.drawables + qualifiers.joined(separator: "-") + "/" + name
      + (ninePatch ? ".9.png" : ".png")
  }

  /// The stylesheet's copy of `image`, beside the stylesheet.
  func cssFile(_ image: Image) -> String {
    "css/" + stem(image) + Self.scaleSuffix(image.scale) + ".png"
  }

  /// Every file `image` is written as, in the outputs the manifest asks for: the
  /// catalog's PNG (when its scale has a slot), the Android drawable (a
  /// nine-patch for art that stretches) and the stylesheet's copy.
  func files(of image: Image, ninePatch: Bool) -> [(output: AssetOutput, path: String)] {
    var files: [(output: AssetOutput, path: String)] = []
    if manifest.outputs.contains(.xcassets), let path = catalogFile(image) {
      files.append((.xcassets, path))
    }
    if manifest.outputs.contains(.android) {
      files.append((.android, androidFile(image, ninePatch: ninePatch)))
    }
    if manifest.outputs.contains(.css) { files.append((.css, cssFile(image))) }
    return files
  }

  func catalogFile(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String? {
    catalogFile(Image(drawn, image))
  }

  func catalogFileName(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String {
    catalogFileName(Image(drawn, image))
  }

  func cssFile(_ drawn: RenderedButton, _ image: RenderedButton.Image) -> String {
    cssFile(Image(drawn, image))
  }
}
