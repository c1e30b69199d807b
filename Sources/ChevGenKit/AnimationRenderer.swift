import ChevronAnimation
import ChevronDiff
import ChevronGeometry
import ChevronRender
import ChevronText
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
    let fromRequest = request.renderRequest(for: request.from)
    let toRequest = request.renderRequest(for: request.to)
    let fromFactory = fromRequest.artFactory(scales: scales)
    let toFactory = toRequest.artFactory(scales: scales)
    let (fromTitle, fromLabel) = try ButtonRenderer.resolveTitle(
      fromRequest, titles: fromRequest.titleRules, factory: fromFactory, preload: preload)
    let (toTitle, toLabel) = try ButtonRenderer.resolveTitle(
      toRequest, titles: toRequest.titleRules, factory: toFactory, preload: preload)
    let direction =
      request.direction ?? fromLabel?.direction ?? toLabel?.direction ?? .leftToRight
    let transition = Transition(
      from: TransitionEnd(
        factory: fromFactory, label: fromLabel?.outline, labelSize: fromLabel?.size ?? .zero,
        theme: fromRequest.theme(request.appearance)),
      to: TransitionEnd(
        factory: toFactory, label: toLabel?.outline, labelSize: toLabel?.size ?? .zero,
        theme: toRequest.theme(request.appearance)),
      state: request.state, direction: direction)
    let timeline = request.timeline
    let frames = timeline.frames
    let columns = SpriteGrid.columns(for: frames.count)
    let rows = (frames.count + columns - 1) / columns
    for scale in scales {
      try checkSheetSize(transition, scale: scale, columns: columns, rows: rows)
    }

    // Every frame at every scale, on both cores, largest scale first.
    let jobs = scales.flatMap { scale in frames.map { (scale: scale, frame: $0) } }
    let drawn = Atomic<Int>(0)
    let rendered = ParallelMap.map(jobs, costliestFirst: \.scale) { job in
      let result = Result { () throws(RenderError) -> RenderedFrame in
        let frame = transition.frame(job.frame, scale: job.scale)
        let image = try PNGWriter.rasterize(frame.scene, scale: job.scale).rgbaImage()
        return RenderedFrame(frame: frame, image: image, png: try PNGWriter.data(image))
      }
      progress?(drawn.add(1, ordering: .relaxed).newValue, jobs.count)
      return result
    }
    var files: [(name: String, bytes: [UInt8])] = []
    do throws(RenderError) {
      let perScale = try scales.indices.map { index throws(RenderError) in
        try rendered[(index * frames.count)..<((index + 1) * frames.count)].map {
          result throws(RenderError) in try result.get()
        }
      }
      let assembled = ParallelMap.map(Array(zip(scales, perScale)), costliestFirst: \.0) {
        scale, drawn in
        Result { () throws(RenderError) in
          try scaleFiles(
            scale: scale, frames: drawn, timeline: timeline, request: request,
            transition: transition, titles: (fromTitle, toTitle), columns: columns)
        }
      }
      for result in assembled { files += try result.get() }
      let vector = frames.map { transition.frame($0, scale: 1).scene }
      files.append(
        (
          "animation.svg",
          try AnimatedSVGWriter.data(frames: vector, framesPerSecond: timeline.framesPerSecond)
        ))
    } catch { throw .render(error) }

    let paths = files.map { DirectoryCheck.join(directory, $0.name) }
    let created = try DirectoryCheck.makeDirectories(
      for: DirectoryCheck.join(directory, "frame.png"))
    do throws(ChevGenError) {
      let transaction = FileTransaction()
      for (file, path) in zip(files, paths) {
        try transaction.stage(file.bytes, at: path)
      }
      try transaction.commit()
    } catch {
      for made in created.reversed() { rmdir(made) }
      throw error
    }
    removeStaleFrames(in: directory, keeping: Set(files.map(\.name)))
    var warnings: [String] = []
    for (label, end) in [(fromLabel, fromRequest), (toLabel, toRequest)] {
      guard let label else { continue }
      let maximum = end.artFactory(scales: scales).maximumLabelWidth
      warnings += ButtonRenderer.warnings(for: label, request: end, maximum: maximum)
    }
    return RenderReport(writtenPaths: paths, warnings: warnings)
  }

  struct RenderedFrame: Sendable {
    var frame: TransitionFrame
    var image: RGBAImage
    var png: [UInt8]
  }

  /// The files of one scale: each frame, the APNG, the sprite sheet and its table.
  private static func scaleFiles(
    scale: Double, frames: [RenderedFrame], timeline: Timeline, request: AnimationRequest,
    transition: Transition, titles: (String, String), columns: Int
  ) throws(RenderError) -> [(name: String, bytes: [UInt8])] {
    let suffix = scale == 1 ? "" : "@\(OutputPlan.format(scale))x"
    var files = frames.enumerated().map { index, frame in
      (name: frameName(index, suffix: suffix), bytes: frame.png)
    }
    let images = frames.map(\.image)
    files.append(
      (
        "animation\(suffix).png",
        try APNGWriter.data(frames: images, framesPerSecond: timeline.framesPerSecond)
      ))
    let sheet = SpriteSheet(frames: images, columns: columns)
    files.append(("sprites\(suffix).png", try PNGWriter.data(sheet.image)))
    let table = FrameTable(
      scale: scale, suffix: suffix, request: request, transition: transition, titles: titles,
      timeline: timeline, frames: frames.map(\.frame), rects: sheet.rects)
    files.append(("sprites\(suffix).json", Array(table.json.serialized().utf8)))
    return files
  }

  /// `frame-007@2x.png`.
  static func frameName(_ index: Int, suffix: String) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + suffix
      + ".png"
  }

  /// Refuses a path that exists and is not a directory, or a directory that cannot be written.
  private static func checkDirectory(_ directory: String) throws(ChevGenError) {
    try OutputPath.check(directory, option: "--out", kind: .directory, example: "anim")
    var status = stat()
    guard stat(directory, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .invalidValue(
        option: "--out", value: directory,
        expected: "it is a file, not a directory; give a directory (created when missing)")
    }
    guard access(directory, W_OK) == 0 else {
      throw .unwritableDirectory(
        path: DirectoryCheck.join(directory, "frame-000.png"), directory: directory)
    }
  }

  private static func checkSheetSize(
    _ transition: Transition, scale: Double, columns: Int, rows: Int
  ) throws(ChevGenError) {
    let (width, height) = PNGWriter.pixelSize(
      of: Scene(size: transition.canvasSize, items: []), scale: scale)
    do throws(RenderError) {
      try RenderLimits.check(width: width * columns, height: height * rows)
    } catch {
      throw .conflictingOptions(
        "the sprite sheet at \(OutputPlan.format(scale))x would be \(width * columns)×"
          + "\(height * rows) pixels, beyond chevgen's limit of \(RenderLimits.maximumPixels) "
          + "pixels; lower --fps, shorten --duration or drop the largest of --scales")
    }
  }

  /// Removes `frame-NNN….png` files an earlier, longer run left behind.
  private static func removeStaleFrames(in directory: String, keeping written: Set<String>) {
    let stale = (DirectoryCheck.names(in: directory) ?? []).filter {
      !written.contains($0) && isFrameName($0)
    }
    for name in stale { unlink(DirectoryCheck.join(directory, name)) }
  }

  /// Whether `name` is `frame-` three digits, an optional `@…x` and `.png`.
  static func isFrameName(_ name: String) -> Bool {
    let characters = Array(name)
    guard characters.count >= 13, name.hasPrefix("frame-"), name.hasSuffix(".png"),
      characters[6..<9].allSatisfy(\.isASCII), characters[6..<9].allSatisfy(\.isNumber)
    else { return false }
    let rest = String(characters[9..<(characters.count - 4)])
    guard !rest.isEmpty else { return true }
    guard rest.hasPrefix("@"), rest.hasSuffix("x"), rest.count > 2 else { return false }
    return Double(rest.dropFirst().dropLast()) != nil
  }
}
