import ChevGenCairo
import ChevGenGeometry
import ChevGenManifest
import ChevGenStyles

/// The live glass of a glass theme's stylesheet: a class per button,
/// `.chevgen-NAME_glass`, whose element is a platter of the page's own
/// content, blurred, saturated and toned by `backdrop-filter` and a
/// translucent background, with the rim and shadows of the PNG art and the
/// glyph (or the element's own text, for a titled action) on top.
///
/// The numbers are `GlassMaterial`'s and `GlassShadow`'s, so that the page and
/// the PNGs chevgen draws over the same backdrop agree. A browser cannot see
/// the content's luminance, so the tone follows the appearance
/// (`prefers-color-scheme`), as iOS 26.3's bars do. The `_` keeps the class
/// apart from every button's own class, which has none.
enum GlassStylesheet {
  /// The rules for every drawn button: each button once, in the manifest's
  /// order, after the titles' `@font-face` when the font is shipped.
  static func css(_ drawn: [RenderedButton], manifest: Manifest) -> String {
    var css = GlassTitleFont.isShipped(in: manifest) ? GlassTitleFont.fontFace : ""
    var seen: Set<String> = []
    for unit in drawn where seen.insert(unit.button.name).inserted {
      let rules = unit.button.role.rules(theme: .glass)
      for appearance in manifest.appearances {
        css += rule(unit, rules: rules, appearance: appearance, manifest: manifest)
      }
    }
    return css
  }

  /// One button's rules in `appearance`: normal, pressed, disabled, and the
  /// mirrored glyph for right to left.
  private static func rule(
    _ unit: RenderedButton, rules: StyleRules, appearance: Appearance, manifest: Manifest
  ) -> String {
    let selector = "." + AssetNames.cssClass(unit.button.name) + "_glass"
    let dark = appearance == .dark
    var css = "\n/* \(CSSText.comment(unit.button.name)), glass, \(appearance.rawValue) */\n"
    let variant = manifest.theme.glassVariant
    // A prominent action's platter is the theme's tint, as its PNG's is.
    let tint =
      unit.button.prominent
      ? manifest.theme.colors(appearance).theme(for: .glass, appearance: appearance).tint
      : nil
    func material(highlighted: Bool) -> GlassMaterial {
      GlassMaterial.platter(variant, prominentTint: tint, light: !dark, highlighted: highlighted)
    }
    var body = base(
      unit, rules: rules, dark: dark, material: material(highlighted: false),
      prominent: tint != nil, manifest: manifest)
    body += glyph(
      rules, state: .normal, appearance: appearance, direction: .leftToRight,
      prominent: tint != nil)
    css += "\(selector) {\n\(body)}\n"
    if !rules.drawsTitle { css += lens(selector, material: material(highlighted: false)) }
    css += "\(selector):active {\n"
    css += "  background-color: \(color(material(highlighted: true).layer));\n"
    css += "  box-shadow: \(shadows(dark: dark, highlighted: true));\n}\n"
    if let disabled = glyphImage(
      rules, state: .disabled, appearance: appearance, .leftToRight, prominent: tint != nil)
    {
      css += "\(selector):disabled,\n\(selector)[aria-disabled=\"true\"] {\n"
      css += "  background-image: \(disabled);\n}\n"
    }
    if rules.purpose == .back,
      let mirrored = glyphImage(
        rules, state: .normal, appearance: appearance, .rightToLeft, prominent: tint != nil)
    {
      css += "\(selector):dir(rtl) {\n  background-image: \(mirrored);\n}\n"
    }
    guard dark else { return css }
    return "@media (prefers-color-scheme: dark) {\n" + css + "}\n"
  }

  /// The platter: size, shape, the title's font, the material (the
  /// variant's, or the tint's for a prominent action, undimmed: a page's
  /// content is unknown to CSS) and the shadows.
  private static func base(
    _ unit: RenderedButton, rules: StyleRules, dark: Bool, material: GlassMaterial,
    prominent: Bool, manifest: Manifest
  ) -> String {
    let blur = Stylesheet.number(material.blur)
    let saturation = Stylesheet.number(material.saturation)
    var body = "  box-sizing: border-box;\n  display: inline-block;\n"
    body += "  min-width: 44px;\n  height: 44px;\n  border: 0;\n  border-radius: 22px;\n"
    body += "  border-image: none;\n"
    if rules.drawsTitle {
      body += "  padding: 0 \(Stylesheet.number(GlassButton.titlePadding))px;\n"
      body += "  line-height: 44px;\n  text-align: center;\n"
      body += GlassTitleFont.declarations(manifest)
      let appearance: Appearance = dark ? .dark : .light
      let text =
        art(rules, appearance: appearance, .leftToRight, prominent: prominent)?.glyphColor(.normal)
        ?? .black
      body += "  color: \(color(text));\n"
    } else {
      body += "  width: 44px;\n  padding: 0;\n  color: transparent;\n"
    }
    body += "  background-color: \(color(material.layer));\n"
    body += "  -webkit-backdrop-filter: blur(\(blur)px) saturate(\(saturation));\n"
    body += "  backdrop-filter: blur(\(blur)px) saturate(\(saturation));\n"
    body += "  box-shadow: \(shadows(dark: dark, highlighted: false));\n"
    return body
  }

  /// The lens, where the browser bends a backdrop through an SVG filter
  /// (Chromium; Safari and Firefox parse `url()` in `backdrop-filter` but
  /// draw no backdrop through it, so they keep the blur alone), and only on a
  /// page that holds `chevgen-glass.svg`'s filter: the blur and saturation,
  /// then the lens, as the PNG samples the blurred backdrop where it bends.
  /// A circle's alone: a titled capsule's width is the browser's text's.
  private static func lens(_ selector: String, material: GlassMaterial) -> String {
    let filter =
      "blur(\(Stylesheet.number(material.blur))px) "
      + "saturate(\(Stylesheet.number(material.saturation))) url(#\(GlassLensFilter.id))"
    return "@supports (backdrop-filter: url(#\(GlassLensFilter.id))) and "
      + "(not (font: -apple-system-body)) and (not (-moz-appearance: none)) {\n"
      + "  :root:has(#\(GlassLensFilter.containerID)) \(selector) {\n"
      + "    backdrop-filter: \(filter);\n  }\n}\n"
  }

  /// The rim inside, the rim's light from two sides (inset shadows at
  /// opposite offsets: the upper left, and the lower right at 0.9 of it, as
  /// `GlassSurface` lights the PNG's rim), then the two shadows, as CSS
  /// writes them (blur radius twice the standard deviation).
  private static func shadows(dark: Bool, highlighted: Bool) -> String {
    let light = GlassSurface.standardLight * 0.6
    let share = GlassSurface.standardLowerRightShare
    let rim =
      "inset 0 0 0 1px \(color(Color.white.withAlpha(multipliedBy: 0.12))), "
      + "inset 1.5px 1.5px 1px -0.5px \(color(Color.white.withAlpha(multipliedBy: light))), "
      + "inset -1.5px -1.5px 1px -0.5px "
      + "\(color(Color.white.withAlpha(multipliedBy: light * share)))"
    // A page's content is unknown to CSS: the depth over mid grey, 1.
    let drops = GlassShadow.standard(dark: dark, highlighted: highlighted, depth: 1).map {
      shadow in
      "0 \(Stylesheet.number(shadow.offsetY))px \(Stylesheet.number(2 * shadow.blur))px "
        + color(Color.black.withAlpha(multipliedBy: shadow.opacity))
    }
    return ([rim] + drops).joined(separator: ", ")
  }

  /// The glyph as the element's centred background image; nothing for a title.
  private static func glyph(
    _ rules: StyleRules, state: ButtonState, appearance: Appearance, direction: LayoutDirection,
    prominent: Bool
  ) -> String {
    guard
      let image = glyphImage(
        rules, state: state, appearance: appearance, direction, prominent: prominent)
    else {
      return ""
    }
    return "  background-image: \(image);\n  background-repeat: no-repeat;\n"
      + "  background-position: center;\n  background-size: 44px 44px;\n"
  }

  /// The glyph drawn as SVG in its colour, as a `data:` URL; nil for a title.
  private static func glyphImage(
    _ rules: StyleRules, state: ButtonState, appearance: Appearance, _ direction: LayoutDirection,
    prominent: Bool
  ) -> String? {
    guard let art = art(rules, appearance: appearance, direction, prominent: prominent),
      let scene = art.templateScene(color: art.glyphColor(state)),
      let svg = try? SVGWriter.data(scene)
    else { return nil }
    return "url(\(CSSText.dataURL(svg, type: "image/svg+xml")))"
  }

  /// The glass art of `rules` in `appearance`'s standard colours, for its
  /// glyph (white on a prominent platter).
  private static func art(
    _ rules: StyleRules, appearance: Appearance, _ direction: LayoutDirection, prominent: Bool
  ) -> GlassButton? {
    var theme = ButtonTheme.standard(for: .glass, appearance: appearance)
    theme.glass.prominent = prominent
    let factory = ButtonArtFactory(style: .glass, purpose: rules.purpose, scales: [1])
    return factory.art(labelSize: .zero, direction: direction, theme: theme) as? GlassButton
  }

  /// `rgb(R% G% B% / A%)`, exact to a tenth of a percent.
  private static func color(_ color: Color) -> String {
    func percent(_ value: Double) -> String {
      Stylesheet.number((value * 1000).rounded() / 10) + "%"
    }
    return "rgb(\(percent(color.red)) \(percent(color.green)) \(percent(color.blue)) / "
      + "\(percent(color.alpha)))"
  }
}
