import ChevronGeometry

/// Every file a build of a manifest writes, known from the manifest and
/// `AssetLayout` alone, before anything is drawn: two buttons that would write
/// one file are a manifest error, and files in the way are refused up front.
struct AssetPlan {
  /// One file a build writes.
  struct File {
    /// The path inside the output folder, as written.
    var path: String
    /// Every path on disk that is this file: Android takes `back.png` and
    /// `back.9.png` as one drawable, and the art decides which is written.
    var names: [String]
    /// The button that writes it (an index into the manifest's buttons); nil
    /// for the files every button shares.
    var button: Int?
    /// Which of the button's images it is, for messages: `highlighted, de, dark`.
    var variant: String

    /// The path as it collides: file names compared case-folded (macOS and
    /// Windows ignore case), and a nine-patch as the drawable it is.
    var key: String {
      let folded = path.lowercased()
      return folded.hasSuffix(".9.png") ? String(folded.dropLast(6)) + ".png" : folded
    }
  }

  /// The locales or directions a button is drawn in: titled art per locale;
  /// untitled art once, or once per direction for the back chevron, which mirrors.
  static func variants(
    of button: ManifestButton, _ manifest: Manifest
  ) -> [(locale: AssetLocale?, direction: LayoutDirection?)] {
    if !button.titles.isEmpty && !manifest.locales.isEmpty {
      return manifest.locales.map { ($0, nil) }
    }
    return button.role == .back ? [(nil, .leftToRight), (nil, .rightToLeft)] : [(nil, nil)]
  }

  /// The images of one button in one locale or direction: every file they write.
  static func files(
    button index: Int, locale: AssetLocale?, direction forced: LayoutDirection?,
    manifest: Manifest, layout: AssetLayout
  ) -> [File] {
    let button = manifest.buttons[index]
    let direction = AssetRenderer.direction(
      forced: forced, locale: locale, title: button.title(for: locale))
    let stretches = AssetRenderer.request(for: button, theme: manifest.theme)
      .artFactory(scales: manifest.scales).stretches
    var files: [File] = []
    for appearance in manifest.appearances {
      for state in manifest.states {
        for scale in manifest.scales {
          let image = AssetLayout.Image(
            name: button.name, locale: locale, direction: direction, state: state,
            appearance: appearance, scale: scale)
          let variant = describe(image)
          for (output, path) in layout.files(of: image, ninePatch: stretches) {
            let names =
              output == .android
              ? [false, true].map { layout.androidFile(image, ninePatch: $0) } : [path]
            files.append(File(path: path, names: names, button: index, variant: variant))
          }
        }
      }
    }
    return files
  }

  /// The files that describe every button together: the catalog's Contents.json
  /// files, the stylesheet and the index.
  static func aggregates(_ manifest: Manifest, layout: AssetLayout) -> [File] {
    func shared(_ path: String) -> File {
      File(path: path, names: [path], button: nil, variant: "")
    }
    var files: [File] = []
    if manifest.outputs.contains(.xcassets) {
      files.append(shared("\(AssetLayout.catalog)/Contents.json"))
      for (index, button) in manifest.buttons.enumerated() {
        for state in manifest.states {
          let path = layout.imageSet(button.name, state) + "/Contents.json"
          files.append(
            File(
              path: path, names: [path], button: index,
              variant: state == .normal ? "" : state.rawValue))
        }
      }
    }
    if manifest.outputs.contains(.css) { files.append(shared(AssetLayout.stylesheet)) }
    files.append(shared(AssetLayout.index))
    return files
  }

  /// Every file of every button, then the shared ones.
  static func all(_ manifest: Manifest) -> [File] {
    let layout = AssetLayout(manifest: manifest)
    var files: [File] = []
    for index in manifest.buttons.indices {
      for (locale, direction) in variants(of: manifest.buttons[index], manifest) {
        files += self.files(
          button: index, locale: locale, direction: direction, manifest: manifest,
          layout: layout)
      }
    }
    return files + aggregates(manifest, layout: layout)
  }

  /// For each button that would write a file an earlier one writes, its first
  /// such file and the earlier one's.
  static func collisions(_ manifest: Manifest) -> [(file: File, earlier: File)] {
    var owners: [String: File] = [:]
    var reported: Set<Int> = []
    var collisions: [(file: File, earlier: File)] = []
    for file in all(manifest) {
      guard let earlier = owners[file.key] else {
        owners[file.key] = file
        continue
      }
      guard let button = file.button, earlier.button != nil, !reported.contains(button)
      else { continue }
      reported.insert(button)
      collisions.append((file, earlier))
    }
    return collisions
  }

  /// `highlighted, de, dark`: what sets an image apart from the button's plain one.
  static func describe(_ image: AssetLayout.Image) -> String {
    var parts: [String] = []
    if image.state != .normal { parts.append(image.state.rawValue) }
    if let locale = image.locale { parts.append(locale.description) }
    if image.locale == nil, image.direction == .rightToLeft { parts.append("right to left") }
    if image.appearance == .dark { parts.append("dark") }
    return parts.joined(separator: ", ")
  }
}
