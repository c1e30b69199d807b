import ChevGenCairo
import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// The front door: renders one back button in every requested state and scale and
/// writes the files, all or none.
public enum ButtonRenderer {
  /// Renders `request`; `preload` supplies the shaper when it loaded the requested font.
  public static func render(
    _ request: RenderRequest, preload: ShaperPreload? = nil
  ) throws(ChevGenError) -> RenderReport {
    let format = try request.format()
    let scales = try request.resolvedScales(for: format)
    let look = request.look
    // The one art factory of the render: the checks, the drawing and the companions use it.
    let factory = look.artFactory(scales: scales)
    try request.validate(factory: factory)
    let companions =
      factory.art(labelSize: .zero, direction: .leftToRight, theme: look.theme(.light))
      .companionScenes(scale: 1).map(\.name)
    let plan = OutputPlan(
      path: request.output, format: format, states: unique(request.states),
      appearances: unique(request.appearances), scales: scales, companions: companions)
    try request.validateMetadataPath(against: plan)
    let paths = plan.images.map(\.path) + [request.metadata].compactMap { $0 }
    for path in paths {
      try ChevGenError.onFiles { () throws(FileError) in try DirectoryCheck.ensureWritable(path) }
    }
    let drawing = try self.drawing(request, factory: factory, preload: preload)
    let arts = Dictionary(
      uniqueKeysWithValues: unique(request.appearances + [.light]).map {
        ($0, drawing.art(look.theme($0)))
      })
    for appearance in request.appearances {
      if let refusal = (arts[appearance] as? GlassButton)?.placementRefusal {
        throw .conflict(refusal)
      }
    }
    let scenes = plan.images.map { image in
      let drawn = arts[image.appearance]!
      if let companion = image.companion {
        return drawn.companionScenes(scale: image.scale).first { $0.name == companion }!.scene
      }
      return drawn.scene(label: drawing.label?.outline, state: image.state, scale: image.scale)
    }
    let transaction = FileTransaction()
    let sidecarImages = try stage(
      Array(zip(plan.images, scenes)), format: format, in: transaction)
    if let metadata = request.metadata {
      let sidecar = Sidecar(
        style: request.look.style, purpose: request.look.purpose, title: drawing.title,
        historyTitle: drawing.titles.historyTitle,
        titleTruncated: drawing.label?.isEllipsized ?? false, art: arts[.light]!,
        images: sidecarImages)
      try ChevGenError.onFiles { () throws(FileError) in
        try transaction.stage(sidecar.json.bytes(), at: metadata)
      }
    }
    try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    let warnings = drawing.warnings(maxWidth: request.maxWidth).map(\.text)
    return RenderReport(writtenPaths: paths, warnings: warnings)
  }

  /// The button `request` describes, its title the first of UIKit's that fits
  /// `maxWidth`; the shaper is `preload`'s when it loaded the requested font.
  static func drawing(
    _ request: RenderRequest, factory: ButtonArtFactory, preload: ShaperPreload?
  ) throws(ChevGenError) -> ButtonDrawing {
    let look = request.look
    return try ButtonDrawing.make(
      look, factory: factory, titles: request.titles, direction: request.direction,
      preload: preload
    ) { size in
      guard let maxWidth = request.maxWidth else { return true }
      let art = factory.art(labelSize: size, direction: .leftToRight, theme: look.theme(.light))
      return art.size.width <= maxWidth
    }
  }

  /// Draws, encodes and stages each image on its own core (each has its own
  /// cairo surface; scenes are plain values); returns their sizes for a sidecar.
  /// Nothing reaches a destination until the transaction commits. The images
  /// share one set of drawing caches, dropped when they are staged.
  static func stage(
    _ images: [(OutputPlan.Image, Scene)], format: OutputFormat, in transaction: FileTransaction
  ) throws(ChevGenError) -> [Sidecar.Image] {
    let caches = DrawingCaches()
    let staged = ParallelMap.map(images, costliestFirst: \.0.scale) { image, scene in
      Result { () throws(ChevGenError) -> Sidecar.Image in
        let encoded: Encoded
        do throws(RenderError) {
          encoded = try encode(scene, scale: image.scale, format: format, caches: caches)
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
  /// (points for the vector formats); glass reuses what `caches` keeps.
  static func encode(
    _ scene: Scene, scale: Double, format: OutputFormat, caches: DrawingCaches = DrawingCaches()
  ) throws(RenderError) -> Encoded {
    let points = (Int(scene.size.width), Int(scene.size.height))
    switch format {
    case .png:
      // PNGWriter refuses oversized images before allocating them.
      return Encoded(
        bytes: try PNGWriter.data(scene, scale: scale, caches: caches),
        pixels: PNGWriter.pixelSize(of: scene, scale: scale))
    case .svg:
      return Encoded(bytes: try SVGWriter.data(scene), pixels: points)
    case .pdf:
      return Encoded(bytes: try PDFWriter.data(scene), pixels: points)
    }
  }

  /// `elements` without repeats, in first-seen order.
  static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
    var seen: Set<Element> = []
    return elements.filter { seen.insert($0).inserted }
  }
}
