import ChevGenFormat
import ChevGenKit
import ChevGenManifest
import ChevGenStyles

/// `Assets.xcassets`: an image set per button and state, each image at the
/// scales Xcode takes (1x, 2x, 3x) with its slice, per locale and layout
/// direction, and the default locale's images again without a locale; or
/// one PDF per image for art held as vectors.
///
/// A titled button whose glass iOS draws live is not held at all: UIKit and
/// SwiftUI draw it from its title and glass configuration (the Swift
/// accessors carry both), never from a platter baked over a backdrop.
struct CatalogWriter: OutputWriter {
  static let folder = "Assets.xcassets"
  /// The scales an asset catalog holds.
  static let scales = AssetOutput.catalogScales

  let manifest: Manifest

  static func writes(_ path: String) -> Bool {
    path.hasPrefix(folder + "/")
      && [".png", ".pdf", "/Contents.json"].contains { path.hasSuffix($0) }
  }

  /// Whether the catalog holds `button` at all: not a titled button whose
  /// glass the platform draws. A glass glyph is held, as a template.
  func holds(_ button: ManifestButton) -> Bool {
    let rules = button.role.rules(theme: manifest.theme.style)
    return !rules.platformDrawsGlass || button.titles.isEmpty || !rules.drawsTitle
  }

  /// Whether the catalog holds `button` as vectors: art without a title,
  /// when the manifest asks, and always where the platform draws glass,
  /// whose catalog holds each glyph alone for UIKit to draw its glass under.
  func holdsVectors(_ button: ManifestButton) -> Bool {
    let rules = button.role.rules(theme: manifest.theme.style)
    return (manifest.catalogVectors || rules.platformDrawsGlass)
      && (button.titles.isEmpty || !rules.drawsTitle)
  }

  /// Whether the catalog has a slot for `image`: art of a button it holds,
  /// at a scale it holds (the manifest's), or once at 1x as a PDF.
  func holds(_ image: AssetLayout.Image) -> Bool {
    guard image.kind != .textless, holds(image.button) else { return false }
    guard holdsVectors(image.button) else {
      return Self.scales.contains(image.scale) && manifest.scales.contains(image.scale)
    }
    // A PDF the platform's glass takes is a template UIKit tints: in dark it is the same bytes.
    let rules = image.button.role.rules(theme: manifest.theme.style)
    return image.scale == 1 && !(image.appearance == .dark && rules.platformDrawsGlass)
  }

  /// The image's file in its image set and, for the default locale, its
  /// unlocalised copy beside it: what a device in a language the app does
  /// not list gets.
  func files(of image: AssetLayout.Image, ninePatch: Bool) -> [ImageFile] {
    guard holds(image) else { return [] }
    let form: ImageFile.Form = holdsVectors(image.button) ? .pdf : .png
    let folder = imageSet(image.button.name, image.state) + "/"
    return ([fileName(image)] + [fallbackName(image)].compactMap { $0 }).map {
      ImageFile(output: AssetOutput.xcassets.rawValue, path: folder + $0, form: form)
    }
  }

  /// `Back-highlighted-de@2x.png`, or `.pdf` for vectors.
  func fileName(_ image: AssetLayout.Image) -> String {
    image.stem
      + (holdsVectors(image.button) ? ".pdf" : AssetLayout.scaleSuffix(image.scale) + ".png")
  }

  /// The unlocalised name of the default locale's file, `Back@2x.png`; nil for other images.
  func fallbackName(_ image: AssetLayout.Image) -> String? {
    guard let locale = image.locale, locale == manifest.locales.first else { return nil }
    var unlocalised = image
    unlocalised.locale = nil
    return fileName(unlocalised)
  }

  /// The image set folder of a button's state.
  func imageSet(_ name: String, _ state: ButtonState) -> String {
    "\(Self.folder)/\(AssetNames.stateName(name, state)).imageset"
  }

  /// The catalog's own Contents.json and one per button it holds and state.
  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] {
    var files = [AssetPlan.File(path: "\(Self.folder)/Contents.json")]
    for (index, button) in manifest.buttons.enumerated() where holds(button) {
      for state in manifest.states {
        files.append(
          AssetPlan.File(
            path: imageSet(button.name, state) + "/Contents.json", button: index,
            detail: state == .normal ? "" : state.rawValue))
      }
    }
    return files
  }

  /// The Contents.json files, of the art both ways (textless art is Android's alone).
  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    var files = [json("\(Self.folder)/Contents.json", CatalogContents.root)]
    let byName = Dictionary(grouping: drawn.filter { $0.kind != .textless }, by: \.button.name)
    for button in manifest.buttons where holds(button) {
      for state in manifest.states {
        let contents = CatalogContents.imageSet(
          state: state, drawn: byName[button.name] ?? [], catalog: self)
        files.append(json(imageSet(button.name, state) + "/Contents.json", contents))
      }
    }
    return files
  }

  /// A back button's art reversed in every locale: the image set's other
  /// layout direction, so that the system never mirrors a title.
  func needsReversedArt(of button: ManifestButton, in locale: AssetLocale) -> Bool { true }

  /// Scales the catalog cannot hold (1.5x, 4x), named rather than dropped in
  /// silence: those are drawn for the stylesheet only.
  var warnings: [String] {
    let left = manifest.scales.filter { !Self.scales.contains($0) }
    guard !left.isEmpty else { return [] }
    let names = left.map { Stylesheet.number($0) + "x" }.joined(separator: " and ")
    return [
      "an asset catalog holds 1x, 2x and 3x images only, so \(names) "
        + "\(left.count == 1 ? "is" : "are") drawn for the stylesheet but left out of "
        + "Assets.xcassets; drop \(left.count == 1 ? "it" : "them") from scales to silence this "
        + "(Android's densities are android.scales)"
    ]
  }

  private func json(_ path: String, _ value: JSONValue) -> OutputFile {
    OutputFile(path: path, bytes: value.bytes())
  }
}
