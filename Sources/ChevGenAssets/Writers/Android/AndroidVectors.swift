import ChevGenGeometry
import ChevGenManifest
import ChevGenStyles

/// Which buttons Android also gets as a VectorDrawable, and those files:
/// `res/drawable/chevgen_close.xml`, and `res/drawable-night/` where the
/// dark art's colours differ.
///
/// A vector is written for title-less art that does not stretch: the back
/// chevron (minimal's; plain's and the capsule's circle as each style draws
/// it without a title, for a back button whose title Android draws), the ✕,
/// and each glyph purpose (add, edit, delete, search, share) in plain,
/// minimal and capsule. Art with a baked title has no title-less form, and
/// stretching art (classic's bezels, a capsule with a width) needs the
/// nine-patch's stretch marks, which a vector, scaled as a whole, cannot have. The vector is the
/// whole picture of the PNG it stands beside, platter included, so that it
/// replaces that PNG wherever the PNG is used; an app that wants the glyph
/// alone on its own surface takes the minimal style.
enum AndroidVectors {
  /// One VectorDrawable to write.
  struct File: Sendable {
    var path: String
    var xml: String
    /// The button it draws: an index into the manifest's buttons.
    var button: Int
  }

  /// The state a vector draws: the one a state list falls back to, normal
  /// when it is drawn. A vector has no states; an app shows pressed and
  /// disabled its own way (a ripple, an alpha), or uses the state list.
  static func state(_ manifest: Manifest) -> ButtonState {
    manifest.states.contains(.normal) ? .normal : manifest.states[0]
  }

  /// The appearance of `res/drawable/`: light, unless only dark is drawn.
  /// Dark goes to `res/drawable-night/` beside it, where it differs.
  static func defaultAppearance(_ manifest: Manifest) -> Appearance {
    manifest.appearances.contains(.light) ? .light : .dark
  }

  /// A button's VectorDrawable, `res/drawable/chevgen_back.xml`, and
  /// `res/drawable-night/` for the dark one.
  static func path(_ name: String, night: Bool, _ manifest: Manifest) -> String {
    "res/drawable" + (night ? "-night/" : "/") + AndroidResources.name(name, manifest) + ".xml"
  }

  /// The art `button`'s vector draws in `appearance`; nil when the button
  /// has none: the art has a title, or it stretches.
  static func art(
    _ button: ManifestButton, _ manifest: Manifest, layout: AssetLayout, appearance: Appearance
  ) -> (any ButtonArt)? {
    let look = AssetRasterizer.look(for: button, theme: manifest.theme)
    let factory = look.artFactory(scales: [1])
    // A back button whose title Android draws has its chevron as a vector
    // too: the app lays its own text beside it.
    let backWithoutTitle = button.role == .back && AndroidResources.drawsTitle(button, manifest)
    guard button.titles.isEmpty || !factory.drawsTitle || backWithoutTitle else { return nil }
    // Classic's art always stretches; a capsule's back chevron may be a circle.
    if factory.stretches && look.style != .capsule { return nil }
    // Drawn at the scales its PNGs are, so the viewport is their size in points.
    let direction: LayoutDirection? = button.role == .back ? .leftToRight : nil
    let scales = layout.scales(
      of: button, ArtEdition(nil, direction, backWithoutTitle ? .textless : .art))
    let theme = look.theme(appearance, colors: manifest.theme.colors(appearance))
    let art = look.artFactory(scales: scales.isEmpty ? [1] : scales).art(
      labelSize: .zero, direction: .leftToRight, theme: theme)
    return art.capInsets == nil ? art : nil
  }

  /// One VectorDrawable, before its XML is written.
  struct Vector {
    var path: String
    var scene: Scene
    /// The button it draws: an index into the manifest's buttons.
    var button: Int
    var autoMirrored: Bool
    /// What the file's comment says it is.
    var comment: String
  }

  /// Every VectorDrawable of `manifest`, in the buttons' order: each
  /// title-less button's light art (or its only one), then its dark art
  /// under `-night` when that is drawn and differs. Scenes alone, which is
  /// all a plan needs: the XML is written by `files`.
  static func vectors(_ manifest: Manifest, layout: AssetLayout) -> [Vector] {
    let state = state(manifest)
    let first = defaultAppearance(manifest)
    let night = first == .light && manifest.appearances.contains(.dark)
    let appearances: [Appearance] = night ? [.light, .dark] : [first]
    var vectors: [Vector] = []
    for (index, button) in manifest.buttons.enumerated() {
      var drawn: Scene?
      for appearance in appearances {
        guard let art = art(button, manifest, layout: layout, appearance: appearance) else {
          break
        }
        // Glass is drawn over pixels: its vector is the glyph alone, in the
        // glyph's colour, for the app's own surface (Compose's or a View's).
        let glass = art as? GlassButton
        let scene =
          glass.flatMap { $0.templateScene(color: $0.glyphColor(state)) }
          ?? art.scene(label: nil, state: state, scale: 1)
        guard scene != drawn, VectorDrawable.canDraw(scene) else { continue }
        drawn = scene
        vectors.append(
          Vector(
            path: path(button.name, night: appearance != first, manifest), scene: scene,
            button: index, autoMirrored: button.role == .back,
            comment: "\(button.name), \(state.rawValue), \(appearance.rawValue)"))
      }
    }
    return vectors
  }

  /// Every VectorDrawable of `manifest` with its XML, as `vectors` lists them.
  static func files(_ manifest: Manifest, layout: AssetLayout) -> [File] {
    vectors(manifest, layout: layout).compactMap { vector in
      VectorDrawable.xml(vector.scene, autoMirrored: vector.autoMirrored, comment: vector.comment)
        .map { File(path: vector.path, xml: $0, button: vector.button) }
    }
  }
}
