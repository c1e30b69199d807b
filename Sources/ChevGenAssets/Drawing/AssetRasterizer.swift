import ChevGenCairo
import ChevGenGeometry
import ChevGenKit
import ChevGenManifest
import ChevGenPNG
import ChevGenStyles
import ChevGenText

/// Draws one declared button in one locale: every state, appearance and scale,
/// encoded in the forms its writers' files take (PNG, nine-patch, PDF).
enum AssetRasterizer {
  /// The look of `button` as the manifest's theme gives it (fonts resolved),
  /// over `backdrops`, the theme's backdrops as the build read them; where
  /// the button sits on them is known once its title is shaped (`prepare`).
  static func look(
    for button: ManifestButton, theme: ManifestTheme, backdrops: GlassOverrides = GlassOverrides()
  ) -> ButtonLook {
    let rules = button.role.rules(theme: theme.style)
    var glass = backdrops
    glass.tone = theme.glassTone
    glass.variant = theme.glassVariant
    glass.prominent = button.prominent
    return ButtonLook(
      style: rules.style, purpose: rules.purpose, width: button.width, fontFile: theme.font,
      fallbackFonts: theme.fallbackFonts, fontSize: theme.fontSize, glass: glass)
  }

  /// Where `button` sits on the backdrop: its `place`, a platter `inset`
  /// points from the screen's leading or trailing edge (the leading one on
  /// the right for right-to-left art), as `ScreenModel` lays out a bar;
  /// centred when it has none.
  static func placement(
    of button: ManifestButton, direction: LayoutDirection, inset: Double
  ) -> BackdropPlacement {
    switch button.place {
    case nil: return .centred
    case .at(let point): return .at(point)
    case .leading: return .bar(ScreenModel.side(of: .leading, direction: direction), margin: inset)
    case .trailing:
      return .bar(ScreenModel.side(of: .trailing, direction: direction), margin: inset)
    }
  }

  /// The width of `button`'s glass platter in `locale` (its title shaped,
  /// nothing drawn); what places the buttons beside it on its edge.
  static func platterWidth(
    of button: ManifestButton, locale: AssetLocale?, layout: AssetLayout, shapers: ShaperPool?,
    backdrops: GlassOverrides
  ) throws(AssetError) -> Double {
    let titled = !button.titles.isEmpty && !layout.manifest.locales.isEmpty
    let edition = ArtEdition(titled ? locale : nil, nil)
    let (look, _, drawing) = try prepare(button, edition, layout, shapers, backdrops, insets: nil)
    let theme = look.theme(.light, colors: layout.manifest.theme.colors(.light))
    let art = drawing.art(theme)
    return (art as? GlassButton)?.platter.width ?? art.size.width
  }

  /// Whether `look`'s Android images are nine-patches: art that stretches,
  /// and textless art, which stretches where the platform's label goes.
  static func ninePatches(_ look: ButtonLook, _ edition: ArtEdition) -> Bool {
    edition.kind == .textless || look.artFactory(scales: [1]).stretches
  }

  /// Draws `edition` of `button`; glass reuses what `caches` keeps for the
  /// build, and images drawn before are taken from `cache` (textless art)
  /// or `repeated` (a button declared again under another name).
  static func render(
    _ button: ManifestButton, _ edition: ArtEdition, layout: AssetLayout, shapers: ShaperPool?,
    backdrops: GlassOverrides = GlassOverrides(), insets: BarInsets? = nil,
    textless cache: TextlessArtCache? = nil, repeated: RepeatedArt? = nil,
    caches: DrawingCaches = DrawingCaches()
  ) throws(AssetError) -> RenderedButton {
    let manifest = layout.manifest
    let (look, scales, drawing) = try prepare(
      button, edition, layout, shapers, backdrops, insets: insets)
    let textless = edition.kind == .textless
    let arts = manifest.appearances.map { appearance in
      let theme = look.theme(appearance, colors: manifest.theme.colors(appearance))
      return (appearance, theme, Self.art(drawing, textless: textless, theme: theme))
    }
    let units = imageUnits(
      button, edition, layout: layout, scales: scales, direction: drawing.direction,
      ninePatch: ninePatches(look, edition))
    func draw() throws(AssetError) -> [RenderedButton.Image] {
      var images: [RenderedButton.Image] = []
      var next = units.makeIterator()
      // The states and appearances fill the same outlines in other colours.
      let masks = FillMasks()
      for (_, theme, art) in arts {
        let ink = Self.ink(of: drawing.label, in: art, theme: theme, style: look.style)
        for _ in 0..<(manifest.states.count * scales.count) {
          let (unit, forms) = next.next()!
          images.append(
            try image(
              art, label: textless ? nil : drawing.label, ink: ink,
              stretches: drawing.factory.stretches, unit: unit, forms: forms, textless: textless,
              button: button.name, masks: masks, caches: caches))
        }
      }
      return images
    }
    let images: [RenderedButton.Image]
    if textless, let cache {
      let key = TextlessArtCache.Key(
        look: look, direction: drawing.direction, labelHeight: textlessLabel(drawing).height,
        scales: scales, forms: units.map(\.forms))
      images = try cache.images(for: key, draw: draw)
    } else if let repeated, let key = repeated.key(button, edition) {
      images = try repeated.images(for: key, draw: draw)
    } else {
      images = try draw()
    }
    let art = arts[0].2
    let place = button.name + (edition.locale.map { " (\($0))" } ?? "")
    return RenderedButton(
      button: button, style: manifest.theme.style, locale: edition.locale, kind: edition.kind,
      direction: drawing.direction,
      title: textless ? nil : button.title(for: edition.locale),
      titleTruncated: !textless && (drawing.label?.isEllipsized ?? false), size: art.size,
      labelFrame: art.labelFrame, images: images,
      warnings: textless ? [] : drawing.warnings(maxWidth: nil).map { "\(place): " + message($0) })
  }

  /// Every image of `edition` of `button`, undrawn, appearance by state by
  /// scale, with the forms its files take: what is encoded.
  private static func imageUnits(
    _ button: ManifestButton, _ edition: ArtEdition, layout: AssetLayout, scales: [Double],
    direction: LayoutDirection, ninePatch: Bool
  ) -> [(RenderedButton.Image, forms: Set<ImageFile.Form>)] {
    layout.manifest.appearances.flatMap { appearance in
      layout.manifest.states.flatMap { state in
        scales.map { scale in
          let unit = RenderedButton.Image(state: state, appearance: appearance, scale: scale)
          let files = layout.files(
            of: AssetLayout.Image(button, edition, direction: direction, unit),
            ninePatch: ninePatch)
          return (unit, Set(files.map(\.form)))
        }
      }
    }
  }

  /// The pixels `edition` of `button` takes, every image together: its title
  /// shaped and its art laid out, nothing drawn, so that a build over its
  /// budget is refused in the time shaping takes rather than drawing. A
  /// glass platter placed wholly off one of `backdrops` is refused here too.
  static func pixels(
    _ button: ManifestButton, _ edition: ArtEdition, layout: AssetLayout, shapers: ShaperPool?,
    backdrops: GlassOverrides = GlassOverrides(), insets: BarInsets? = nil
  ) throws(AssetError) -> Int {
    let manifest = layout.manifest
    let (look, scales, drawing) = try prepare(
      button, edition, layout, shapers, backdrops, insets: insets)
    let textless = edition.kind == .textless
    let rules = StyleRules(style: look.style, purpose: look.purpose)
    for appearance in manifest.appearances where rules.drawsOverBackdrop {
      let theme = look.theme(appearance, colors: manifest.theme.colors(appearance))
      if let refusal = (art(drawing, textless: textless, theme: theme) as? GlassButton)?
        .placementRefusal
      {
        throw .manifest(.invalid([button.placeProblem(refusal, file: manifest.path)]))
      }
    }
    let theme = look.theme(.light, colors: manifest.theme.colors(.light))
    let size = art(drawing, textless: textless, theme: theme).size
    let perState = scales.reduce(0) { total, scale in
      let grid = PixelGrid(scale: scale)
      return total + Int(grid.pixelsCovering(size.width)) * Int(grid.pixelsCovering(size.height))
    }
    return perState * manifest.states.count * manifest.appearances.count
  }

  /// What drawing `edition` of `button` and measuring it start from: its
  /// look, the scales its files need, its title shaped.
  private static func prepare(
    _ button: ManifestButton, _ edition: ArtEdition, _ layout: AssetLayout,
    _ shapers: ShaperPool?, _ backdrops: GlassOverrides, insets: BarInsets?
  ) throws(AssetError) -> (look: ButtonLook, scales: [Double], drawing: ButtonDrawing) {
    var look = look(for: button, theme: layout.manifest.theme, backdrops: backdrops)
    let scales = layout.scales(of: button, edition)
    let drawing = try self.drawing(
      button, edition, defaultLocale: layout.manifest.locales.first, look: look, scales: scales,
      shapers: shapers)
    // Leading and trailing are known once the way the art faces is; how far
    // in, once the platters before it on its edge are measured (in the
    // default locale for unlocalised and textless art).
    let locale =
      edition.kind == .textless
      ? layout.manifest.locales.first
      : edition.locale ?? layout.manifest.locales.first
    let inset = try insets?.inset(of: button, locale: locale) ?? 0
    look.glass.placement = placement(of: button, direction: drawing.direction, inset: inset)
    return (look, scales, drawing)
  }

  /// The art of `drawing` in `theme`; textless art has a label box for the platform's text.
  private static func art(
    _ drawing: ButtonDrawing, textless: Bool, theme: ButtonTheme
  ) -> any ButtonArt {
    guard textless else { return drawing.art(theme) }
    return drawing.factory.art(
      labelSize: textlessLabel(drawing), direction: drawing.direction, theme: theme)
  }

  /// The title shaped and the way the art faces: a textless edition shapes
  /// the default locale's title, whose line height the platform's label gets.
  private static func drawing(
    _ button: ManifestButton, _ edition: ArtEdition, defaultLocale: AssetLocale?,
    look: ButtonLook, scales: [Double], shapers: ShaperPool?
  ) throws(AssetError) -> ButtonDrawing {
    let locale = edition.kind == .textless ? nil : edition.locale
    let title = button.title(for: edition.kind == .textless ? defaultLocale : locale)
    do throws(TextError) {
      return try ButtonDrawing(
        factory: look.artFactory(scales: scales),
        titles: BackTitleRules(screenTitle: title ?? "", genericTitle: title ?? ""),
        font: look.font,
        direction: direction(
          forced: edition.direction, locale: locale,
          title: edition.kind == .textless ? nil : title),
        shape: { text, width throws(TextError) in
          // The builder makes a pool for every font a titled button uses.
          guard let shapers else { preconditionFailure("no shaper pool for a titled button") }
          return try shapers.withShaper { shaper throws(TextError) in
            try shaper.shape(text, maxWidth: width)
          }
        })
    } catch { throw .text(button: button.name, error) }
  }

  /// The label box of textless art: a point wide, the platform's text
  /// widening it, and as tall as the title's line.
  private static func textlessLabel(_ drawing: ButtonDrawing) -> Size {
    Size(width: 1, height: drawing.label?.size.height ?? 0)
  }

  /// A warning in the manifest's words.
  static func message(_ warning: ButtonWarning) -> String {
    switch warning {
    case .ellipsized(let labelWidth):
      "the title was shortened with an ellipsis to fit \(Int(labelWidth)) points; shorten it or "
        + "set a wider width"
    case .missingGlyphs(let count, _):
      "the font has no glyphs for \(count) character(s) of the title, drawn as boxes; add a font "
        + "that has them to theme.fallback-fonts"
    case .titleGaveWay:
      "the title does not fit; shorten it"  // a manifest sets no maximum width
    }
  }

  /// The way the art faces: as forced (the unlocalised back chevron is drawn
  /// both ways), the locale's script's, or the title's own.
  static func direction(
    forced: LayoutDirection?, locale: AssetLocale?, title: String?
  ) -> LayoutDirection {
    if let forced { return forced }
    if let locale { return locale.isRightToLeft ? .rightToLeft : .leftToRight }
    return title.flatMap(PangoTextShaper.baseDirection(of:)) ?? .leftToRight
  }

  /// How far the label's ink reaches in the art, its shadow included.
  static func ink(
    of label: PangoLabel?, in art: any ButtonArt, theme: ButtonTheme, style: ButtonStyleKind
  ) -> ClosedRange<Double>? {
    guard let label, let frame = art.labelFrame, let extent = label.outline.horizontalExtent
    else { return nil }
    let shadow = style == .classic ? theme.shadowOffset.x : 0
    let low = frame.minX + extent.lowerBound + min(0, shadow)
    let high = frame.minX + extent.upperBound + max(0, shadow)
    return low...high
  }

  /// One image of `art`, encoded in the forms its files take: a PNG; a
  /// nine-patch where the art stretches (else the PNG); a PDF. A nine-patch's
  /// label rows never stretch, and textless art stretches in the middle of
  /// its label box.
  private static func image(
    _ art: any ButtonArt, label: PangoLabel?, ink: ClosedRange<Double>?, stretches: Bool,
    unit: RenderedButton.Image, forms: Set<ImageFile.Form>, textless: Bool, button: String,
    masks: FillMasks, caches: DrawingCaches
  ) throws(AssetError) -> RenderedButton.Image {
    let scale = unit.scale
    let scene = art.scene(label: label?.outline, state: unit.state, scale: scale)
    var image = unit
    do throws(RenderError) {
      let surface = try PNGWriter.rasterize(scene, scale: scale, masks: masks, caches: caches)
      image.pixelWidth = surface.width
      image.pixelHeight = surface.height
      image.slice = slice(
        art, ink: ink, stretches: stretches, textless: textless, scale: scale,
        width: surface.width)
      let ninePatch = forms.contains(.ninePatch)
      if ninePatch, let slice = image.slice {
        let padding = art.labelFrame.map { frame in
          (
            x: NinePatch.pixelRange(frame.minX...frame.maxX, scale: scale, limit: surface.width),
            y: NinePatch.pixelRange(frame.minY...frame.maxY, scale: scale, limit: surface.height)
          )
        }
        let rows = padding.flatMap { NinePatch.stretchRows(label: $0.y, height: surface.height) }
        do throws(PNGError) {
          image.ninePatch = try PNGEncoder.encode(
            NinePatch.framed(surface.rgbaImage(), stretch: slice, rows: rows, padding: padding))
        } catch { throw .png(error) }
      }
      if forms.contains(.pdf) {
        // Glass: the glyph alone, which UIKit tints and sets on its own glass.
        let template = (art as? GlassButton)?.templateScene()
        image.pdf = try PDFWriter.data(template ?? scene)
      }
      if forms.contains(.png) || (ninePatch && image.ninePatch == nil) {
        image.png = try surface.pngData()
      }
      return image
    } catch { throw .render(button: button, error) }
  }

  /// Where the image stretches: one column of plain background beside the
  /// label; for textless art, the caps' first column or the label box's
  /// middle, where the platform's text goes; nil for art that does not stretch.
  private static func slice(
    _ art: any ButtonArt, ink: ClosedRange<Double>?, stretches: Bool, textless: Bool,
    scale: Double, width: Int
  ) -> StretchSlice? {
    let found = art.capInsets.flatMap { insets in stretches ? insets : nil }.flatMap {
      StretchSlice.find(
        width: art.size.width, capInsets: $0, direction: art.direction,
        ink: textless ? nil : ink, scale: scale)
    }
    guard textless, found == nil, let frame = art.labelFrame else { return found }
    let column = min(width - 1, Int(((frame.minX + frame.maxX) / 2 * scale).rounded(.down)))
    return StretchSlice(left: column, right: width - column - 1)
  }
}
