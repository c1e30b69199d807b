import ChevGenKit
import ChevronGeometry
import ChevronPNG
import ChevronRender
import ChevronText

/// Draws one declared button in one locale: every state, appearance and scale,
/// as PNGs and, for Android, nine-patches.
enum AssetRenderer {
  /// The look of `button` as the manifest's theme gives it (fonts resolved).
  static func request(for button: ManifestButton, theme: ManifestTheme) -> RenderRequest {
    let rules = button.role.rules(theme: theme.style)
    return RenderRequest(
      output: "", buttonStyle: rules.style, purpose: rules.purpose, width: button.width,
      fontFile: theme.font, fallbackFonts: theme.fallbackFonts, fontSize: theme.fontSize)
  }

  static func render(
    _ button: ManifestButton, locale: AssetLocale?, direction forced: LayoutDirection?,
    manifest: Manifest, shapers: ShaperPool?
  ) throws(AssetError) -> RenderedButton {
    let request = request(for: button, theme: manifest.theme)
    let factory = request.artFactory(scales: manifest.scales)
    let title = button.title(for: locale)
    var label: PangoLabel?
    if let title, let shapers {
      do throws(TextError) {
        label = try shapers.withShaper { shaper throws(TextError) in
          try shaper.shape(title, maxWidth: factory.maximumLabelWidth)
        }
      } catch { throw .text(button: button.name, error) }
    }
    let direction = Self.direction(forced: forced, locale: locale, title: title)
    var images: [RenderedButton.Image] = []
    var light: (any ButtonArt)?
    for appearance in manifest.appearances {
      let theme = manifest.theme.colors(appearance).theme(
        for: request.buttonStyle, appearance: appearance)
      let art = factory.art(
        labelSize: label?.size ?? .zero, direction: direction, theme: theme)
      if light == nil { light = art }
      let ink = Self.ink(of: label, in: art, theme: theme, style: request.buttonStyle)
      for state in manifest.states {
        for scale in manifest.scales {
          images.append(
            try image(
              art, label: label, ink: ink, stretches: factory.stretches, state: state,
              appearance: appearance, scale: scale,
              ninePatch: manifest.outputs.contains(.android), button: button.name))
        }
      }
    }
    let art = light!
    var warnings: [String] = []
    let place = button.name + (locale.map { " (\($0))" } ?? "")
    if let label, label.isEllipsized {
      warnings.append(
        "\(place): the title was shortened with an ellipsis to fit "
          + "\(Int(factory.maximumLabelWidth)) points; shorten it or set a wider width")
    }
    if let label, label.missingGlyphCount > 0 {
      warnings.append(
        "\(place): the font has no glyphs for \(label.missingGlyphCount) character(s) of the "
          + "title, drawn as boxes; add a font that has them to theme.fallback-fonts")
    }
    return RenderedButton(
      button: button, style: manifest.theme.style, locale: locale, direction: direction,
      title: title,
      titleTruncated: label?.isEllipsized ?? false, size: art.size, labelFrame: art.labelFrame,
      images: images, warnings: warnings)
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
