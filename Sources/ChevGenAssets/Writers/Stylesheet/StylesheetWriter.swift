import ChevGenManifest
import ChevGenStyles

/// `css/chevgen.css` and its images beside it, `css/Back-highlighted-de@2x.png`:
/// the art as it is (not reversed, not textless) at the manifest's scales.
/// A style whose glass a stylesheet draws live adds its classes' lens
/// filter, `css/chevgen-glass.svg`, and the titles' font with its licence.
struct StylesheetWriter: OutputWriter {
  static let path = "css/chevgen.css"

  let manifest: Manifest

  static func writes(_ path: String) -> Bool {
    path == Self.path || path == GlassLensFilter.path || GlassTitleFont.paths.contains(path)
      || (path.hasPrefix("css/") && path.hasSuffix(".png"))
  }

  /// The stylesheet's copy of `image`, beside the stylesheet; nil for an
  /// image the stylesheet does not hold (drawn for another output only).
  func file(of image: AssetLayout.Image) -> String? {
    guard holds(image) else { return nil }
    return "css/" + image.stem + AssetLayout.scaleSuffix(image.scale) + ".png"
  }

  func files(of image: AssetLayout.Image, ninePatch: Bool) -> [ImageFile] {
    guard let path = file(of: image) else { return [] }
    return [ImageFile(output: AssetOutput.css.rawValue, path: path, form: .png)]
  }

  /// Whether the stylesheet has a copy of `image`: art at a scale the manifest lists.
  func holds(_ image: AssetLayout.Image) -> Bool {
    image.kind == .art && manifest.scales.contains(image.scale)
  }

  /// Whether the stylesheet has live glass classes, with their lens filter.
  private var drawsGlass: Bool { StyleRules(style: manifest.theme.style).stylesheetDrawsGlass }

  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] {
    ([Self.path] + (drawsGlass ? [GlassLensFilter.path] : [])
      + (GlassTitleFont.isShipped(in: manifest) ? GlassTitleFont.paths : []))
      .map { AssetPlan.File(path: $0) }
  }

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    let css = Stylesheet.css(drawn.filter { $0.kind == .art }, writer: self)
    let lens = drawsGlass ? [OutputFile(path: GlassLensFilter.path, text: GlassLensFilter.svg)] : []
    let font =
      GlassTitleFont.isShipped(in: manifest)
      ? GlassTitleFont.files.map { OutputFile(path: $0.path, bytes: $0.bytes) } : []
    return [OutputFile(path: Self.path, text: css)] + lens + font
  }
}
