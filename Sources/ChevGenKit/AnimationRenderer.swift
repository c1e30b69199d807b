import ChevGenCairo
import ChevGenFormat
import ChevGenGeometry
import ChevGenImage
import ChevGenPNG
import ChevGenStyles
import ChevGenSystem
import ChevGenText
import Synchronization

/// The front door for `chevgen animate`: draws every frame of a transition at
/// every scale and writes the frames, an APNG, a sprite sheet with its frame
/// table and an animated SVG, all or none.
public enum AnimationRenderer {
  /// Renders `request`; `progress` hears (frames drawn, frames in all) from any thread.
  public static func render(
    _ request: AnimationRequest, preload: ShaperPreload? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(ChevGenError) -> RenderReport {
    try request.validate()
    let directory = request.outputDirectory
    try checkDirectory(directory)
    let scales = request.resolvedScales
    var ends = try [request.from, request.to].map { end throws(ChevGenError) in
      try drawing(end, of: request, scales: scales, preload: preload)
    }
    let direction =
      request.direction ?? ends[0].label?.direction ?? ends[1].label?.direction ?? .leftToRight
    for index in ends.indices { ends[index].direction = direction }
    let transition = Transition(
      from: transitionEnd(
        ends[0], theme: request.look(for: request.from).theme(request.appearance)),
      to: transitionEnd(ends[1], theme: request.look(for: request.to).theme(request.appearance)),
      state: request.state, direction: direction)
    // Each width between the ends' lies between theirs: the ends decide.
    for end in [transition.from, transition.to] {
      if let refusal = (end.naturalArt(direction: direction) as? GlassButton)?.placementRefusal {
        throw .conflict(refusal)
      }
    }
    let frameCount = request.timeline.frames.count
    let columns = SpriteGrid.columns(for: frameCount)
    try checkSheetSizes(
      transition, scales: scales, frameCount: frameCount, columns: columns,
      labels: ends.map { $0.label?.outline })
    let names = outputNames(scales: scales, frameCount: frameCount)
    let (record, recordProblem) = try AnimationRecord.read(in: directory)
    let recordPath = DirectoryCheck.join(directory, AnimationRecord.fileName)
    try record.checkOwnership(
      of: names, in: directory,
      ignored: recordProblem.map { "chevgen ignored its record '\(recordPath)': \($0)" })
    try write(names, recorded: record, into: directory) { transaction throws(ChevGenError) in
      try stageAll(
        request, transition: transition, titles: (ends[0].title, ends[1].title),
        columns: columns, into: transaction, progress: progress)
    }
    let warnings =
      (recordProblem.map {
        [FieldText("ignoring '\(recordPath)': \($0); no file in the folder counts as chevgen's")]
      } ?? [])
      + ends.flatMap { $0.warnings(maxWidth: nil).map(\.text) }
    return RenderReport(
      writtenPaths: names.map { DirectoryCheck.join(directory, $0) }, warnings: warnings)
  }

  /// One end of the transition, its title shaped with `preload`'s shaper when
  /// it loaded that end's font.
  private static func drawing(
    _ end: AnimationRequest.End, of request: AnimationRequest, scales: [Double],
    preload: ShaperPreload?
  ) throws(ChevGenError) -> ButtonDrawing {
    let look = request.look(for: end)
    return try ButtonDrawing.make(
      look, factory: look.artFactory(scales: scales),
      titles: BackTitleRules(screenTitle: end.title), direction: .leftToRight, preload: preload)
  }

  /// A drawn button as the transition's end.
  private static func transitionEnd(_ drawing: ButtonDrawing, theme: ButtonTheme) -> TransitionEnd {
    TransitionEnd(
      factory: drawing.factory, label: drawing.label?.outline,
      labelSize: drawing.label?.size ?? .zero, theme: theme)
  }

  /// Stages the frames, APNGs, sprite sheets and tables of every scale, and
  /// the animated SVG, scale by scale; the SVG is drawn with the last scale's
  /// sheet (see `stageScale`).
  private static func stageAll(
    _ request: AnimationRequest, transition: Transition, titles: (String, String), columns: Int,
    into transaction: FileTransaction, progress: (@Sendable (Int, Int) -> Void)?
  ) throws(ChevGenError) {
    let timeline = request.timeline
    let scales = request.resolvedScales
    let drawn = Atomic<Int>(0)
    let total = timeline.frames.count * scales.count
    var parts: [SVGPart] = []
    for (position, scale) in scales.enumerated() {
      let last = position == scales.count - 1
      parts = try stageScale(
        scale, transition: transition, timeline: timeline, columns: columns,
        svgParts: last ? AnimatedSVGWriter.parts(frameCount: timeline.frames.count) : [],
        into: request.outputDirectory, transaction
      ) {
        progress?(drawn.add(1, ordering: .relaxed).newValue, total)
      } table: { rects, frames in
        FrameTable(
          scale: scale, suffix: suffix(scale), request: request, transition: transition,
          titles: titles, timeline: timeline, frames: frames, rects: rects)
      }
    }
    let data = AnimatedSVGWriter.document(
      parts: parts, cell: transition.canvasSize, frameCount: timeline.frames.count,
      framesPerSecond: timeline.framesPerSecond)
    try ChevGenError.onFiles { () throws(FileError) in
      try transaction.stage(data, at: DirectoryCheck.join(request.outputDirectory, "animation.svg"))
    }
  }

  /// Creates `directory` if needed and writes `names`, staged by `stage`, all or
  /// nothing; then removes the recorded files no longer written.
  ///
  /// The record goes first, listing the old files as well as the new, so that
  /// whatever a kill leaves behind is recorded; it lists the new files alone
  /// once the old ones are gone.
  private static func write(
    _ names: [String], recorded record: AnimationRecord, into directory: String,
    stage: (FileTransaction) throws(ChevGenError) -> Void
  ) throws(ChevGenError) {
    let recordPath = DirectoryCheck.join(directory, AnimationRecord.fileName)
    let created = try ChevGenError.onFiles { () throws(FileError) in
      try DirectoryCheck.makeDirectories(for: recordPath)
    }
    do throws(ChevGenError) {
      let transaction = FileTransaction()
      try ChevGenError.onFiles { () throws(FileError) in
        try transaction.stage(
          AnimationRecord.bytes(Array(record.names.union(names))), at: recordPath)
      }
      try stage(transaction)
      try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    } catch {
      for made in created.reversed() { FileSystem.removeEmptyFolder(made) }
      throw error
    }
    guard !record.names.isSubset(of: names) else { return }
    record.removeStale(keeping: Set(names), in: directory)
    try ChevGenError.onFiles { () throws(FileError) in
      let final = FileTransaction()
      try final.stage(AnimationRecord.bytes(names), at: recordPath)
      try final.commit()
    }
  }

  /// The names of every file written, in the order they are listed: per scale
  /// the frames, the APNG, the sprite sheet and its table; then the SVG.
  static func outputNames(scales: [Double], frameCount: Int) -> [String] {
    scales.flatMap { scale in
      let suffix = suffix(scale)
      return (0..<frameCount).map { frameName($0, suffix: suffix) } + [
        "animation\(suffix).png", "sprites\(suffix).png", "sprites\(suffix).json",
      ]
    } + ["animation.svg"]
  }

  /// `@2x` for 2, nothing for 1.
  static func suffix(_ scale: Double) -> String {
    scale == 1 ? "" : "@\(OutputPlan.format(scale))x"
  }

  /// Draws the frames of one scale on every core, staging each as it is drawn,
  /// then stages the APNG, the sprite sheet and its table, and draws the parts
  /// `svgParts` names of the animated SVG. Only this scale's frames are held
  /// in memory.
  ///
  /// The sheet is one libdeflate call, the longest single piece of the work,
  /// and it can only start once every frame is drawn. It goes first to one
  /// core while the other encodes the APNG and then draws the SVG's parts
  /// (cairo spends most of the SVG formatting numbers: about a fifth of 601
  /// frames at 2x), so that no core waits for the sheet alone.
  private static func stageScale(
    _ scale: Double, transition: Transition, timeline: Timeline, columns: Int,
    svgParts: [Range<Int>], into directory: String, _ transaction: FileTransaction,
    drew: @escaping @Sendable () -> Void,
    table: ([(x: Int, y: Int, width: Int, height: Int)], [TransitionFrame]) -> FrameTable
  ) throws(ChevGenError) -> [SVGPart] {
    let suffix = suffix(scale)
    let drawn = drawFrames(scale, transition: transition, timeline: timeline, drew: drew) {
      png, index throws(FileError) in
      try transaction.stage(
        png, at: DirectoryCheck.join(directory, frameName(index, suffix: suffix)))
    }
    var frames: [TransitionFrame] = []
    var images: [RGBAImage] = []
    for result in drawn {
      let (frame, image) = try result.get()
      frames.append(frame)
      images.append(image)
    }
    let sheet = SpriteSheet(frames: images, columns: columns)
    let pieces = try encode(
      sheet, animation: images, svgParts: svgParts, transition: transition, timeline: timeline)
    images = []
    let json = table(sheet.rects, frames).json.bytes()
    try ChevGenError.onFiles { () throws(FileError) in
      try transaction.stage(
        pieces.animation, at: DirectoryCheck.join(directory, "animation\(suffix).png"))
      try transaction.stage(
        pieces.sheet, at: DirectoryCheck.join(directory, "sprites\(suffix).png"))
      try transaction.stage(json, at: DirectoryCheck.join(directory, "sprites\(suffix).json"))
    }
    return pieces.parts
  }

  /// A piece of `stageScale`'s work once every frame of a scale is drawn.
  private enum EncodeJob: Sendable {
    case sheet
    case animation
    /// Part `index` of the animated SVG: the frames in the range.
    case svgPart(Int, Range<Int>)
  }

  /// What an `EncodeJob` made.
  private enum EncodedPiece: Sendable {
    case png([UInt8])
    case svg(SVGPart)
  }

  /// The sheet's PNG, the APNG of the frames `animation` and the animated
  /// SVG's parts `svgParts`, made on every core, handed out in that order.
  private static func encode(
    _ sheet: SpriteSheet, animation frames: [RGBAImage], svgParts: [Range<Int>],
    transition: Transition, timeline: Timeline
  ) throws(ChevGenError) -> (sheet: [UInt8], animation: [UInt8], parts: [SVGPart]) {
    let jobs = [EncodeJob.sheet, .animation] + svgParts.enumerated().map { .svgPart($0, $1) }
    let results = ParallelMap.map(jobs) { job in
      Result { () throws(ChevGenError) -> EncodedPiece in
        switch job {
        case .sheet: return .png(try encoded { () throws(PNGError) in try sheet.png() })
        case .animation:
          return .png(
            try encoded { () throws(PNGError) in
              try APNGWriter.data(frames: frames, framesPerSecond: timeline.framesPerSecond)
            })
        case .svgPart(let index, let range):
          let scenes = timeline.frames[range].map { transition.frame($0, scale: 1).scene }
          return .svg(
            try rendered { () throws(RenderError) in
              try AnimatedSVGWriter.part(
                index, scenes, first: range.lowerBound, frameCount: timeline.frames.count)
            })
        }
      }
    }
    var pngs: [[UInt8]] = []
    var parts: [SVGPart] = []
    for result in results {
      switch try result.get() {
      case .png(let bytes): pngs.append(bytes)
      case .svg(let part): parts.append(part)
      }
    }
    return (pngs[0], pngs[1], parts)
  }

  /// How many consecutive frames one core draws in turn (see `drawFrames`):
  /// at most 8, and few enough that each core has four runs or more to take
  /// turns with, so that a short animation's cores end together.
  static func framesPerRun(frameCount: Int, cores: Int) -> Int {
    max(1, min(8, frameCount / (4 * cores)))
  }

  /// Draws every frame of `timeline` at `scale` on every core and hands each
  /// frame's PNG to `stage` as it is encoded; returns each frame's values and
  /// pixels, in order.
  ///
  /// A core draws a run of consecutive frames in turn, so that a frame
  /// whose pixels equal the one before it (a quarter of a 10-second
  /// transition's, where opacity changes by less than one level of 255) takes
  /// that frame's PNG and pixels rather than encoding and keeping its own.
  private static func drawFrames(
    _ scale: Double, transition: Transition, timeline: Timeline,
    drew: @escaping @Sendable () -> Void,
    stage: @escaping @Sendable ([UInt8], Int) throws(FileError) -> Void
  ) -> [Result<(TransitionFrame, RGBAImage), ChevGenError>] {
    // Frames of one scale share what glass computes; dropped with the scale.
    let caches = DrawingCaches()
    let count = timeline.frames.count
    let length = framesPerRun(frameCount: count, cores: HelperThread.availableCores)
    let runs = stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    return ParallelMap.map(runs) { run in
      var previous: (image: RGBAImage, png: [UInt8])?
      return run.map { index in
        let result = Result { () throws(ChevGenError) -> (TransitionFrame, RGBAImage) in
          let timing = timeline.frames[index]
          let frame = transition.frame(timing, scale: scale)
          var image = try rendered { () throws(RenderError) in
            try PNGWriter.rasterize(frame.scene, scale: scale, caches: caches).rgbaImage()
          }
          let png: [UInt8]
          if let previous, previous.image == image {
            (image, png) = previous
          } else {
            png = try encoded { () throws(PNGError) in try PNGEncoder.encode(image) }
          }
          try ChevGenError.onFiles { () throws(FileError) in try stage(png, timing.index) }
          previous = (image, png)
          // The table needs the frame's values, not its scene: keep no path of it.
          var values = frame
          values.scene = Scene(size: frame.scene.size, items: [])
          return (values, image)
        }
        drew()
        return result
      }
    }.flatMap { $0 }
  }

  /// `body`'s result, its render error wrapped for the caller.
  private static func rendered<Output>(
    _ body: () throws(RenderError) -> Output
  ) throws(ChevGenError) -> Output {
    do throws(RenderError) { return try body() } catch { throw .render(error) }
  }

  /// `body`'s result, its PNG error wrapped for the caller.
  private static func encoded<Output>(
    _ body: () throws(PNGError) -> Output
  ) throws(ChevGenError) -> Output {
    do throws(PNGError) { return try body() } catch { throw .png(error) }
  }

  /// `frame-007@2x.png`.
  static func frameName(_ index: Int, suffix: String) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + suffix
      + ".png"
  }

  /// Refuses a path that exists and is not a directory, or a directory that cannot be written.
  private static func checkDirectory(_ directory: String) throws(ChevGenError) {
    try ChevGenError.checkOutput(directory, kind: .directory, example: "anim")
    guard let status = FileStatus(directory) else {
      if let file = DirectoryCheck.fileOnTheWay(to: directory) {
        throw .file(.notAFolder(path: directory, file: file))
      }
      return
    }
    guard status.isDirectory else {
      throw .invalidValue(
        .output, value: directory,
        expected: "it is a file, not a directory; give a directory (created when missing)")
    }
    guard FileSystem.isWritable(directory) else {
      throw .file(
        .unwritableDirectory(
          path: DirectoryCheck.join(directory, "frame-000.png"), directory: directory))
    }
  }

  /// The most path elements the titles' outlines may add up to over the animated
  /// SVG's frames: the longest title that fits a button, in Latin letters, at 601
  /// frames holds about 2 million (a 10 MB document); stacks of combining marks
  /// hold many times more per point of width.
  static let maximumOutlineElements = 4_000_000

  /// The most pixels the sprite sheets of every scale may add up to: each pixel is
  /// drawn, converted, encoded twice (frame and sheet) and diffed for the APNG, so
  /// this bounds a run's time. 601 frames of a 100-point button at 1x–3x are 25
  /// megapixels; at 32 a run takes about 5 s (release build, two cores).
  static let maximumPixelsPerRun = 32_000_000

  /// Refuses, before anything is drawn, sprite sheets beyond `ImageLimits`, frames
  /// of every scale beyond `maximumPixelsPerRun`, and titles' outlines beyond
  /// `maximumOutlineElements` in the animated SVG.
  private static func checkSheetSizes(
    _ transition: Transition, scales: [Double], frameCount: Int, columns: Int,
    labels: [Path?]
  ) throws(ChevGenError) {
    let rows = (frameCount + columns - 1) / columns
    var total = 0
    for scale in scales {
      total += try checkSheetSize(transition, scale: scale, columns: columns, rows: rows)
    }
    guard total <= maximumPixelsPerRun else {
      throw .conflict(
        "the frames of every scale would add up to \(total) pixels, beyond chevgen's "
          + "limit of \(maximumPixelsPerRun) for one run; lower \(.framesPerSecond), shorten "
          + "\(.duration) or drop the largest of \(.scales)")
    }
    // A label is filled twice at most (over its shadow), in every frame.
    let elements = labels.reduce(0) { $0 + ($1?.elements.count ?? 0) } * 2 * frameCount
    guard elements <= maximumOutlineElements else {
      throw .conflict(
        "the titles' outlines would take \(elements) path elements over the \(frameCount) "
          + "frames of animation.svg, beyond chevgen's limit of \(maximumOutlineElements); "
          + "lower \(.framesPerSecond), shorten \(.duration) or shorten the titles")
    }
  }

  /// Throws unless one scale's sprite sheet is within `ImageLimits`; returns its pixels.
  private static func checkSheetSize(
    _ transition: Transition, scale: Double, columns: Int, rows: Int
  ) throws(ChevGenError) -> Int {
    let (width, height) = PNGWriter.pixelSize(
      of: Scene(size: transition.canvasSize, items: []), scale: scale)
    guard ImageLimits.allows(width: width * columns, height: height * rows) else {
      throw .conflict(
        "the sprite sheet at \(OutputPlan.format(scale))x would be \(width * columns)×"
          + "\(height * rows) pixels, beyond chevgen's limit of \(ImageLimits.maximumPixels) "
          + "pixels; lower \(.framesPerSecond), shorten \(.duration) or drop the largest of "
          + "\(.scales)")
    }
    return width * columns * height * rows
  }
}
