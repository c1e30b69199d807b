import ChevGenKit
import ChevronGeometry
import ChevronPNG
import ChevronRender
import ChevronText

/// Draws one declared button in one locale: every state, appearance and scale,
/// as PNGs and, for Android, nine-patches.
enum AssetRasterizer {
  /// The look of `button` as the manifest's theme gives it (fonts resolved).
  static func look(for button: ManifestButton, theme: ManifestTheme) -> ButtonLook {
    let rules = button.role.rules(theme: theme.style)
    return ButtonLook(
      style: rules.style, purpose: rules.purpose, width: button.width, fontFile: theme.font,
      fallbackFonts: theme.fallbackFonts, fontSize: theme.fontSize)
  }

  static func render(
    _ button: ManifestButton, locale: AssetLocale?, direction forced: LayoutDirection?,
    manifest: Manifest, shapers: ShaperPool?
  ) throws(AssetError) -> RenderedButton {
    let look = look(for: button, theme: manifest.theme)
    let title = button.title(for: locale)
    let drawing: ButtonDrawing
    do throws(TextError) {
      drawing = try ButtonDrawing(
        factory: look.artFactory(scales: manifest.scales),
        titles: BackTitleRules(screenTitle: title ?? "", genericTitle: title ?? ""),
        font: look.font, direction: direction(forced: forced, locale: locale, title: title),
        shape: { text, width throws(TextError) in
          // The builder makes a pool for every font a titled button uses.
          guard let shapers else { preconditionFailure("no shaper pool for a titled button") }
          return try shapers.withShaper { shaper throws(TextError) in
            try shaper.shape(text, maxWidth: width)
          }
        })
    } catch { throw .text(button: button.name, error) }
    var images: [RenderedButton.Image] = []
    var first: (any ButtonArt)?
    for appearance in manifest.appearances {
      let theme = manifest.theme.colors(appearance).theme(for: look.style, appearance: appearance)
      let art = drawing.art(theme)
      if first == nil { first = art }
      let ink = Self.ink(of: drawing.label, in: art, theme: theme, style: look.style)
      for state in manifest.states {
        for scale in manifest.scales {
          images.append(
            try image(
              art, label: drawing.label, ink: ink, stretches: drawing.factory.stretches,
              state: state, appearance: appearance, scale: scale,
              ninePatch: manifest.outputs.contains(.android), button: button.name))
        }
      }
    }
    let art = first!
    let place = button.name + (locale.map { " (\($0))" } ?? "")
    return RenderedButton(
      button: button, style: manifest.theme.style, locale: locale, direction: drawing.direction,
      title: title, titleTruncated: drawing.label?.isEllipsized ?? false, size: art.size,
      labelFrame: art.labelFrame, images: images,
      warnings: drawing.warnings(maxWidth: nil).map { "\(place): " + message($0) })
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

  private static func image(
    _ art: any ButtonArt, label: PangoLabel?, ink: ClosedRange<Double>?, stretches: Bool,
    state: ButtonState, appearance: Appearance, scale: Double, ninePatch: Bool, button: String
  ) throws(AssetError) -> RenderedButton.Image {
    let scene = art.scene(label: label?.outline, state: state, scale: scale)
    let slice =
      stretches
      ? art.capInsets.flatMap {
        StretchSlice.find(
          width: art.size.width, capInsets: $0, direction: art.direction, ink: ink, scale: scale)
      } : nil
    do throws(RenderError) {
      let surface = try PNGWriter.rasterize(scene, scale: scale)
      var framed: [UInt8]?
      if ninePatch, let slice {
        let padding = art.labelFrame.map { frame in
          (
            x: NinePatch.pixelRange(frame.minX...frame.maxX, scale: scale, limit: surface.width),
            y: NinePatch.pixelRange(frame.minY...frame.maxY, scale: scale, limit: surface.height)
          )
        }
        do throws(PNGError) {
          framed = try PNGEncoder.encode(
            NinePatch.framed(surface.rgbaImage(), stretch: slice, padding: padding))
        } catch { throw .png(error) }
      }
      return RenderedButton.Image(
        state: state, appearance: appearance, scale: scale, pixelWidth: surface.width,
        pixelHeight: surface.height, slice: slice, png: try surface.pngData(), ninePatch: framed)
    } catch { throw .render(button: button, error) }
  }
}
