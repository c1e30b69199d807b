import ChevGenGeometry
import ChevGenManifest
import ChevGenStyles

/// Android's drawables: each image as a PNG, or a nine-patch where the art
/// stretches, in `res/drawable-…` folders qualified by language, layout
/// direction, night mode and density, and each button's state list,
/// `res/drawable/chevgen_back_states.xml`, which a view names as its background.
///
/// Art whose title Android draws is drawn without it (textless), once per
/// direction; a back button's default locale is also drawn reversed, for
/// right-to-left languages the manifest does not list.
struct AndroidDrawablesWriter: OutputWriter {
  static let folderPrefix = "res/drawable-"
  /// Android's density buckets by scale.
  static let densities: [Double: String] = [
    1: "mdpi", 1.5: "hdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi",
  ]

  let manifest: Manifest

  static func writes(_ path: String) -> Bool {
    (path.hasPrefix(folderPrefix) && path.hasSuffix(".png"))
      || AndroidResources.isXMLFile(path, in: "res/drawable/")
  }

  /// A button's state list, `res/drawable/chevgen_back_states.xml`: the
  /// drawable a view names as its background. `_states`, since the button's
  /// own name is its VectorDrawable's where it has one.
  func stateList(_ name: String) -> String {
    "res/drawable/" + AndroidResources.name(name, manifest) + "_states.xml"
  }

  /// The drawables of `image`: a nine-patch when the art stretches, named
  /// for its state (`chevgen_back_normal.9.png`), since the button's own
  /// name is its VectorDrawable's. The first locale is the default (no
  /// language qualifier): Android needs one.
  func files(of image: AssetLayout.Image, ninePatch: Bool) -> [ImageFile] {
    guard manifest.android.scales.contains(image.scale) else { return [] }
    return folders(image).map { language, direction in
      var qualifiers: [String] = []
      if let language { qualifiers.append(language.androidQualifier) }
      if let direction { qualifiers.append(direction == .rightToLeft ? "ldrtl" : "ldltr") }
      if image.appearance == .dark { qualifiers.append("night") }
      qualifiers.append(Self.densities[image.scale] ?? "nodpi")
      let path =
        Self.folderPrefix + qualifiers.joined(separator: "-") + "/"
        + AndroidResources.imageName(image.button.name, image.state, manifest)
        + (ninePatch ? ".9.png" : ".png")
      return ImageFile(output: AssetOutput.android.rawValue, path: path, form: .ninePatch)
    }
  }

  func holds(_ image: AssetLayout.Image) -> Bool {
    manifest.android.scales.contains(image.scale) && !folders(image).isEmpty
  }

  /// The language and layout direction qualifiers of each folder `image` goes
  /// to. A back button's right-to-left art also goes to `-ldrtl` for a
  /// language the manifest does not list: the default locale's title, reversed.
  private func folders(
    _ image: AssetLayout.Image
  ) -> [(language: AssetLocale?, direction: LayoutDirection?)] {
    let defaultLocale = manifest.locales.first
    let points = image.button.role == .back
    switch image.kind {
    case .textless:
      return [(nil, points && image.direction == .rightToLeft ? .rightToLeft : nil)]
    case .art where drawsTitle(of: image.button):
      return []
    case .art:
      guard let locale = image.locale else {
        return [(nil, points && image.direction == .rightToLeft ? .rightToLeft : nil)]
      }
      return [(locale == defaultLocale ? nil : locale, nil)]
    case .reversed:
      guard !drawsTitle(of: image.button), image.locale == defaultLocale else { return [] }
      return [(nil, image.direction)]
    }
  }

  /// A state list per button.
  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] {
    manifest.buttons.enumerated().map { index, button in
      AssetPlan.File(path: stateList(button.name), button: index, isXMLDrawable: true)
    }
  }

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    manifest.buttons.map { button in
      let xml = AndroidResources.stateList(button, states: manifest.states, manifest: manifest)
      return OutputFile(path: stateList(button.name), text: xml)
    }
  }

  /// The default locale's back button reversed, where Android draws no
  /// title: the `-ldrtl` (or `-ldltr`) fallback for languages it lacks.
  func needsReversedArt(of button: ManifestButton, in locale: AssetLocale) -> Bool {
    locale == manifest.locales.first && !drawsTitle(of: button)
  }

  func drawsTitle(of button: ManifestButton) -> Bool {
    AndroidResources.drawsTitle(button, manifest)
  }
}
