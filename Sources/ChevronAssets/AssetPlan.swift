import ChevronGeometry

/// Every file a build of a manifest writes, known from the manifest and
/// `AssetLayout` alone, before anything is drawn: two buttons that would write
/// one file are a manifest error, and files in the way are refused up front.
struct AssetPlan {
  /// One file a build writes.
  struct File {
    /// The path inside the output folder, as written.
    var path: String
    /// Whether it is an Android drawable, which `back.png` and `back.9.png`
    /// both are: the art decides which is written.
    var isDrawable = false
    /// The button that writes it (an index into the manifest's buttons); nil
    /// for the files every button shares.
    var button: Int?
    /// The image it is, when it is one; described only for a message.
    var image: AssetLayout.Image?
    /// What sets a shared file of a button apart (a state's Contents.json).
    var detail = ""

    /// Every path on disk that is this file.
    var names: [String] {
      guard isDrawable else { return [path] }
      let stem = path.hasSuffix(".9.png") ? path.dropLast(6) : path.dropLast(4)
      return [stem + ".png", stem + ".9.png"]
    }

    /// Which of the button's images it is, for messages: `highlighted, de, dark`.
    var variant: String { image.map(AssetPlan.describe) ?? detail }

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
    let direction = AssetRasterizer.direction(
      forced: forced, locale: locale, title: button.title(for: locale))
    let stretches = AssetRasterizer.look(for: button, theme: manifest.theme)
      .artFactory(scales: manifest.scales).stretches
    var files: [File] = []
    for appearance in manifest.appearances {
      for state in manifest.states {
        for scale in manifest.scales {
          let image = AssetLayout.Image(
            name: button.name, locale: locale, direction: direction, state: state,
            appearance: appearance, scale: scale)
          for (output, path) in layout.files(of: image, ninePatch: stretches) {
            files.append(
              File(path: path, isDrawable: output == .android, button: index, image: image))
          }
        }
      }
    }
    return files
  }

  /// The files that describe every button together: the catalog's Contents.json
  /// files, the stylesheet and the index.
  static func aggregates(_ manifest: Manifest, layout: AssetLayout) -> [File] {
    func shared(_ path: String) -> File { File(path: path) }
    var files: [File] = []
    if manifest.outputs.contains(.xcassets) {
      files.append(shared("\(AssetLayout.catalog)/Contents.json"))
      for (index, button) in manifest.buttons.enumerated() {
        for state in manifest.states {
          let path = layout.imageSet(button.name, state) + "/Contents.json"
          files.append(
            File(path: path, button: index, detail: state == .normal ? "" : state.rawValue))
        }
      }
    }
    if manifest.outputs.contains(.css) { files.append(shared(AssetLayout.stylesheet)) }
    if manifest.outputs.contains(.swift) { files.append(shared(AssetLayout.swiftAccessors)) }
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
