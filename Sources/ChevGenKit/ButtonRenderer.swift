import ChevronGeometry
import ChevronRender
import ChevronSupport
import ChevronText

/// The front door: renders one back button in every requested state and scale and
/// writes the files, all or none.
public enum ButtonRenderer {
  /// Renders `request`; `preload` supplies the shaper when it loaded the requested font.
  public static func render(
    _ request: RenderRequest, preload: ShaperPreload? = nil
  ) throws(ChevGenError) -> RenderReport {
    let format = try request.format()
    let scales = try request.resolvedScales(for: format)
    try request.validate(scales: scales)
    let factory = request.artFactory(scales: scales)
    let titles = request.titleRules
    let companions =
      factory.art(labelSize: .zero, direction: .leftToRight, theme: request.theme(.light))
      .companionScenes(scale: 1).map(\.variant)
    let plan = OutputPlan(
      path: request.output, format: format, states: unique(request.states),
      appearances: unique(request.appearances), scales: scales, companions: companions)
    try request.validateMetadataPath(against: plan)
    let paths = plan.images.map(\.path) + [request.metadata].compactMap { $0 }
    for path in paths {
      try ChevGenError.onFiles { () throws(FileError) in try DirectoryCheck.ensureWritable(path) }
    }

    let (shownTitle, label) = try resolveTitle(
      request, titles: titles, factory: factory, preload: preload)
    // Automatic direction: the shown title's, else the source title's (a
    // chevron-only button in an Arabic app still points right), else left to right.
    let direction =
      request.direction ?? label?.direction
      ?? PangoTextShaper.baseDirection(of: titles.historyTitle) ?? .leftToRight
    let arts = Dictionary(
      uniqueKeysWithValues: unique(request.appearances + [.light]).map {
        (
          $0,
          factory.art(
            labelSize: label?.size ?? .zero, direction: direction, theme: request.theme($0))
        )
      })
    let art = arts[.light]!

    let scenes = plan.images.map { image in
      let drawn = arts[image.appearance]!
      if let variant = image.variant {
        return drawn.companionScenes(scale: image.scale).first { $0.variant == variant }!.scene
      }
      return drawn.scene(label: label?.outline, state: image.state, scale: image.scale)
    }
    let transaction = FileTransaction()
    let sidecarImages = try stage(
      Array(zip(plan.images, scenes)), format: format, in: transaction)
    if let metadata = request.metadata {
      let sidecar = Sidecar(
        style: request.buttonStyle, purpose: request.purpose, title: shownTitle,
        historyTitle: titles.historyTitle,
        titleTruncated: label?.isEllipsized ?? false, art: art, images: sidecarImages)
      try ChevGenError.onFiles { () throws(FileError) in
        try transaction.stage(Array(sidecar.json.serialized().utf8), at: metadata)
      }
    }
    try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    var notes =
      label.map { warnings(for: $0, request: request, maximum: factory.maximumLabelWidth) } ?? []
    if let preferred = titles.candidates.first, preferred != shownTitle,
      let maxWidth = request.maxWidth
    {
      notes.insert(
        "\(OptionValue.quoted(preferred)) makes the button wider than --max-width "
          + "\(OptionValue.format(maxWidth)); "
          + (shownTitle.isEmpty
            ? "it shows the chevron alone" : "it shows \(OptionValue.quoted(shownTitle))"),
        at: 0)
    }
    return RenderReport(writtenPaths: paths, warnings: notes)
  }

  /// Shapes every title the button may show and picks the first that fits
  /// `--max-width`; returns it ("" for none) with its shaped label.
  static func resolveTitle(
    _ request: RenderRequest, titles: BackTitleRules, factory: ButtonArtFactory,
    preload: ShaperPreload?
  ) throws(ChevGenError) -> (String, PangoLabel?) {
    guard factory.drawsTitle else {
      preload?.wait()
      return ("", nil)
    }
    let font = request.fontChoice
    var shaped: [String: PangoLabel] = [:]
    do throws(TextError) {
      let shaper: PangoTextShaper
      if let preloaded = try preload?.take(for: font) {
        shaper = preloaded
      } else {
        shaper = try PangoTextShaper(font: font)
      }
      for title in titles.candidates where !title.isEmpty && shaped[title] == nil {
        shaped[title] = try shaper.shape(title, maxWidth: factory.maximumLabelWidth)
      }
    } catch { throw .text(error) }
    let shown = titles.buttonTitle { title in
      guard let maxWidth = request.maxWidth, let label = shaped[title] else { return true }
      let art = factory.art(
        labelSize: label.size, direction: .leftToRight, theme: request.theme(.light))
      return art.size.width <= maxWidth
    }
    return (shown, shown.isEmpty ? nil : shaped[shown])
  }

  /// Draws, encodes and stages each image on its own core (each has its own
  /// cairo surface; scenes are plain values); returns their sizes for a sidecar.
  /// Nothing reaches a destination until the transaction commits.
  static func stage(
    _ images: [(OutputPlan.Image, Scene)], format: OutputFormat, in transaction: FileTransaction
  ) throws(ChevGenError) -> [Sidecar.Image] {
    let staged = ParallelMap.map(images, costliestFirst: \.0.scale) { image, scene in
      Result { () throws(ChevGenError) -> Sidecar.Image in
        let encoded: Encoded
        do throws(RenderError) {
          encoded = try encode(scene, scale: image.scale, format: format)
        } catch { throw .render(error) }
        try ChevGenError.onFiles { () throws(FileError) in
          try transaction.stage(encoded.bytes, at: image.path)
        }
        return Sidecar.Image(
          plan: image, pixelWidth: encoded.pixels.0, pixelHeight: encoded.pixels.1)
      }
    }
    return try staged.map { result throws(ChevGenError) in try result.get() }
  }

  struct Encoded: Sendable {
    var bytes: [UInt8]
    var pixels: (Int, Int)
  }

  /// The file bytes of `scene` (at `scale` for PNG) and its size in pixels
  /// (points for the vector formats).
  static func encode(
    _ scene: Scene, scale: Double, format: OutputFormat
  ) throws(RenderError) -> Encoded {
    let points = (Int(scene.size.width), Int(scene.size.height))
    switch format {
    case .png:
      // PNGWriter refuses oversized images before allocating them.
      return Encoded(
        bytes: try PNGWriter.data(scene, scale: scale),
        pixels: PNGWriter.pixelSize(of: scene, scale: scale))
    case .svg:
      return Encoded(bytes: try SVGWriter.data(scene), pixels: points)
    case .pdf:
      return Encoded(bytes: try PDFWriter.data(scene), pixels: points)
    }
  }

  static func warnings(
    for label: PangoLabel, request: RenderRequest, maximum: Double
  ) -> [String] {
    var warnings: [String] = []
    if label.isEllipsized {
      warnings.append(
        "the title was shortened with an ellipsis to fit a \(OptionValue.format(maximum)) pt label; "
          + "pass a shorter --title or a wider --width")
    }
    if label.missingGlyphCount > 0 {
      let file = request.fontChoice.file
      let name = file.split(separator: "/").last.map(String.init) ?? file
      warnings.append(
        "\(name) has no glyphs for \(label.missingGlyphCount) character(s) of the title, drawn as "
          + "boxes; add --fallback-font FILE with a font that has them")
    }
    return warnings
  }

  /// `elements` without repeats, in first-seen order.
  static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
    var seen: Set<Element> = []
    return elements.filter { seen.insert($0).inserted }
  }
}
