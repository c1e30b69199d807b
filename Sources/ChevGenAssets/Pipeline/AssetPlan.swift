import ChevGenFormat
import ChevGenManifest
import ChevGenSystem

/// Every file a build of a manifest writes, known from the manifest and
/// `AssetLayout` alone, before anything is drawn: two buttons that would write
/// one file are a manifest error, and files in the way are refused up front.
struct AssetPlan {
  /// One file a build writes.
  struct File {
    /// The path inside the output folder, as written.
    var path: String
    /// Whether it is an Android drawable, which `back.png` and `back.9.png`
    /// both are: the art decides which is written (`ImageFile.Form.ninePatch`).
    var isDrawable = false
    /// The button that writes it (an index into the manifest's buttons); nil
    /// for the files every button shares.
    var button: Int?
    /// The image it is, when it is one; described only for a message.
    var image: AssetLayout.Image?
    /// What sets a shared file of a button apart (a state's Contents.json).
    var detail = ""
    /// Whether it is one of a button's Android XML drawables: its state list,
    /// `res/drawable/chevgen_back_states.xml`, or its VectorDrawable.
    var isXMLDrawable = false

    /// The Android drawable it is, `chevgen_back_normal`: an XML drawable and
    /// an image of that name in any folder are one resource to Android.
    var drawableName: String? {
      guard isDrawable || isXMLDrawable, let slash = PathText.lastSlash(in: path)
      else { return nil }
      let file = path[path.index(after: slash)...]
      let stem = file.utf8.firstIndex(of: UInt8(ascii: ".")).map { file[..<$0] } ?? file
      return stem.lowercased()
    }

    /// Every path on disk that is this file.
    var names: [String] {
      guard isDrawable else { return [path] }
      let stem = path.hasSuffix(".9.png") ? path.dropLast(6) : path.dropLast(4)
      return [stem + ".png", stem + ".9.png"]
    }

    /// Which of the button's images it is, for messages: `highlighted, de, dark`.
    var which: String { image.map(AssetPlan.describe) ?? detail }

    /// The path as it collides: file names compared case-folded (macOS and
    /// Windows ignore case), and a nine-patch as the drawable it is.
    var key: String {
      let folded = path.lowercased()
      return folded.hasSuffix(".9.png") ? String(folded.dropLast(6)) + ".png" : folded
    }
  }

  /// The images of one button in one edition: every file they write.
  static func files(button index: Int, edition: ArtEdition, layout: AssetLayout) -> [File] {
    let manifest = layout.manifest
    let button = manifest.buttons[index]
    let scales = layout.scales(of: button, edition)
    let direction = AssetRasterizer.direction(
      forced: edition.direction, locale: edition.locale,
      title: edition.kind == .textless ? nil : button.title(for: edition.locale))
    let stretches = AssetRasterizer.ninePatches(
      AssetRasterizer.look(for: button, theme: manifest.theme), edition)
    var files: [File] = []
    for appearance in manifest.appearances {
      for state in manifest.states {
        for scale in scales {
          let image = AssetLayout.Image(
            button, edition, direction: direction,
            RenderedButton.Image(state: state, appearance: appearance, scale: scale))
          for file in layout.files(of: image, ninePatch: stretches) {
            files.append(
              File(
                path: file.path, isDrawable: file.form == .ninePatch, button: index, image: image))
          }
        }
      }
    }
    return files
  }

  /// Every file of `units`, named on every core.
  static func files(of units: [BuildPlan.Unit], layout: AssetLayout) -> [File] {
    ParallelMap.map(units) { files(button: $0.index, edition: $0.edition, layout: layout) }
      .flatMap { $0 }
  }

  /// Every file of every button, then the shared ones; the buttons' on every
  /// core (a manifest of thousands of images names them in tens of milliseconds).
  static func all(_ layout: AssetLayout) -> [File] {
    let manifest = layout.manifest
    let files = ParallelMap.map(Array(manifest.buttons.indices)) { index in
      ArtEdition.all(of: manifest.buttons[index], layout).flatMap { edition in
        self.files(button: index, edition: edition, layout: layout)
      }
    }
    return files.flatMap { $0 } + layout.plannedFiles
  }

  /// For each button that would write a file an earlier one writes, its first
  /// such file and the earlier one's.
  static func collisions(_ layout: AssetLayout) -> [(file: File, earlier: File)] {
    let files = all(layout)
    // Each name's first file, by its index in `files`.
    var owners: [String: Int] = [:]
    owners.reserveCapacity(files.count * 2)
    var reported: Set<Int> = []
    var collisions: [(file: File, earlier: File)] = []
    for (index, file) in files.enumerated() {
      let key = file.key
      var earlier = owners[key].map { files[$0] }
      // An XML drawable named as another button's image: every image of a
      // drawable's name is one resource (and so are a vector's light and
      // dark files), an XML drawable and an image two.
      if earlier == nil, let name = file.drawableName.map({ "R.drawable." + $0 }) {
        if let owner = owners[name], files[owner].isXMLDrawable != file.isXMLDrawable {
          earlier = files[owner]
        }
        if owners[name] == nil { owners[name] = index }
      }
      guard let earlier else {
        owners[key] = index
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
    if image.kind == .textless { parts.append("Android's textless art") }
    if image.locale == nil || image.kind == .reversed, image.direction == .rightToLeft {
      parts.append("right to left")
    }
    if image.kind == .reversed, image.direction == .leftToRight { parts.append("left to right") }
    if image.appearance == .dark { parts.append("dark") }
    return parts.joined(separator: ", ")
  }
}
