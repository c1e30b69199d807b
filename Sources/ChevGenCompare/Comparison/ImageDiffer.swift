import ChevGenDiff
import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenSystem

/// Compares two PNG files with pixelmatch and writes the diff image.
public enum ImageDiffer {
  /// Compares the request's two files, leaving out what it ignores; with
  /// its `diffOutput`, writes the diff image there (all or nothing). Throws
  /// for files that cannot be read or decoded, and for areas to ignore that
  /// do not fit the images.
  public static func compare(_ request: DiffRequest) throws(CompareError) -> ImageDiffReport {
    let (expected, actual, diffOutput) = (request.expected, request.actual, request.diffOutput)
    let (options, tolerance, ignoring) = (request.options, request.tolerance, request.ignoring)
    if let diffOutput {
      try checkDiffPath(diffOutput)
      for input in [expected, actual] where DirectoryCheck.isSameFile(diffOutput, input) {
        throw .outputIsInput(output: diffOutput, input: input)
      }
      do throws(FileError) { try DirectoryCheck.ensureWritable(diffOutput) } catch {
        throw .file(error)
      }
    }
    let compared: (report: ImageDiffReport, diff: [UInt8]?)
    switch try load(expected, actual, inParallel: true) {
    case .sameBytes(let width, let height):
      guard diffOutput != nil else {
        return try identical(
          width: width, height: height, paths: (expected, actual), tolerance, ignoring: ignoring)
      }
      // The diff of an image with itself is its faded copy: decode it once.
      let image = try decode(read(expected), path: expected)
      compared = try compare(
        image, image, paths: (expected, actual), options: options, tolerance: tolerance,
        ignoring: ignoring, drawing: true)
    case .images(let first, let second):
      compared = try compare(
        consume first, consume second, paths: (expected, actual), options: options,
        tolerance: tolerance, ignoring: ignoring, drawing: diffOutput != nil)
    }
    var report = compared.report
    let transaction = FileTransaction()
    do throws(FileError) {
      if let diffOutput, let png = compared.diff { try transaction.stage(png, at: diffOutput) }
      try transaction.commit()
    } catch { throw .file(error) }
    report.diffPath = diffOutput
    return report
  }

  /// Two files to compare: decoded, or known to be byte for byte the same.
  enum Loaded {
    case sameBytes(width: Int, height: Int)
    case images(RGBAImage, RGBAImage)
  }

  /// Reads both files; decodes them (at once, one per core, if `inParallel`)
  /// unless they hold the same bytes, in which case only the header is checked.
  static func load(
    _ expected: String, _ actual: String, inParallel: Bool
  ) throws(CompareError) -> Loaded {
    try load(read(expected), read(actual), paths: (expected, actual), inParallel: inParallel)
  }

  /// Decodes two files' bytes, as `load(_:_:inParallel:)`; `paths` name them in errors.
  static func load(
    _ first: [UInt8], _ second: [UInt8], paths: (String, String), inParallel: Bool
  ) throws(CompareError) -> Loaded {
    let (expected, actual) = paths
    if ByteComparison.equal(first, second) {
      do {
        let size = try PNGDecoder.size(of: first)
        return .sameBytes(width: size.width, height: size.height)
      } catch {
        throw .unreadableImage(path: expected, error)
      }
    }
    let pairs = [(expected, first), (actual, second)]
    let work = { @Sendable (pair: (String, [UInt8])) in
      Result { () throws(CompareError) in try decode(pair.1, path: pair.0) }
    }
    let decoded = inParallel ? ParallelMap.map(pairs, work) : pairs.map(work)
    return .images(try decoded[0].get(), try decoded[1].get())
  }

  /// Compares two PNG files' bytes, named by `paths` in the report and in
  /// errors, leaving out what `ignoring` names; with `drawing`, also returns
  /// the diff image's PNG when they differ.
  public static func compare(
    _ expected: [UInt8], _ actual: [UInt8], paths: (String, String), options: PixelMatchOptions,
    tolerance: DiffTolerance, ignoring: IgnoredAreas = IgnoredAreas(), drawing: Bool
  ) throws(CompareError) -> (report: ImageDiffReport, diff: [UInt8]?) {
    switch try load(expected, actual, paths: paths, inParallel: false) {
    case .sameBytes(let width, let height):
      return (
        try identical(width: width, height: height, paths: paths, tolerance, ignoring: ignoring),
        nil
      )
    case .images(let first, let second):
      return try compare(
        consume first, consume second, paths: paths, options: options, tolerance: tolerance,
        ignoring: ignoring, drawing: drawing)
    }
  }

  /// The decoded PNG at `path`: a mask of pixels to ignore (`IgnoredAreas`).
  public static func image(at path: String) throws(CompareError) -> RGBAImage {
    try decode(read(path), path: path)
  }

  /// Whether an image, or the canvas two are compared on, of `width ×
  /// height` pixels is within `ImageLimits`: what a size read from a file
  /// chevgen wrote (a part's summary) must be before anything multiplies it.
  package static func allows(width: Int, height: Int) -> Bool {
    ImageLimits.allows(width: width, height: height)
  }

  /// The bytes of the file at `path`.
  package static func read(_ path: String) throws(CompareError) -> [UInt8] {
    do throws(FileError) { return try FileReader.bytes(at: path) } catch { throw .file(error) }
  }

  /// The report for two files with the same bytes; the areas to ignore are
  /// checked against their size all the same, so that a bad region is an
  /// error whether or not the images differ.
  static func identical(
    width: Int, height: Int, paths: (String, String), _ tolerance: DiffTolerance,
    ignoring: IgnoredAreas = IgnoredAreas()
  ) throws(CompareError) -> ImageDiffReport {
    let size = IgnoreProblem.Size(width: width, height: height)
    var result = PixelMatchResult.identical(width: width, height: height)
    result.ignoredPixels =
      try ignoredPixels(ignoring, reference: size, canvas: size, path: paths.0)?.count ?? 0
    return ImageDiffReport(
      expectedPath: paths.0, actualPath: paths.1, expectedSize: (width, height),
      actualSize: (width, height), result: result, tolerance: tolerance, diffPath: nil)
  }

  /// `areas` resolved for one pair, whose reference is `path`.
  static func ignoredPixels(
    _ areas: IgnoredAreas, reference: IgnoreProblem.Size, canvas: IgnoreProblem.Size,
    path: String
  ) throws(CompareError) -> IgnoredPixels? {
    do throws(IgnoreProblem) {
      return try areas.pixels(reference: reference, canvas: canvas)
    } catch {
      throw .ignore(reference: path, error)
    }
  }

  /// Compares two decoded images, refusing a union canvas beyond `ImageLimits`
  /// before it is allocated; with `drawing`, returns the diff image as PNG bytes.
  /// Images handed over as their last use are padded in place.
  static func compare(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage, paths: (String, String),
    options: PixelMatchOptions, tolerance: DiffTolerance, ignoring: IgnoredAreas = IgnoredAreas(),
    drawing: Bool
  ) throws(CompareError) -> (report: ImageDiffReport, diff: [UInt8]?) {
    let sizes = ((first.width, first.height), (second.width, second.height))
    let union = PixelMatch.unionSize(first, second)
    guard ImageLimits.allows(width: union.width, height: union.height) else {
      throw .canvasTooLarge(
        paths: [paths.0, paths.1], sizes: [sizes.0.0, sizes.0.1, sizes.1.0, sizes.1.1])
    }
    let ignored = try ignoredPixels(
      ignoring, reference: .init(width: sizes.0.0, height: sizes.0.1),
      canvas: .init(width: union.width, height: union.height), path: paths.0)
    var (first, second) = (consume first, consume second)
    if let ignored { ignored.replace(&first, &second) }
    var result: PixelMatchResult
    var png: [UInt8]?
    if drawing {
      (result, png) = try draw(
        consume first, consume second, union: union, options: options, ignored: ignored)
    } else {
      result = PixelMatch.compare(
        consume first, consume second, options: options, map: bandMap(pixels: union))
    }
    // Padded for the ignored pixels, the two are the same size: the sizes compared say otherwise.
    result.sizesMatch = sizes.0 == sizes.1
    result.ignoredPixels = ignored?.count ?? 0
    let report = ImageDiffReport(
      expectedPath: paths.0, actualPath: paths.1, expectedSize: sizes.0, actualSize: sizes.1,
      result: result, tolerance: tolerance, diffPath: nil)
    return (report, png)
  }

  /// Compares and draws the diff image as PNG bytes: in bands on every core
  /// (`drawInBands`), or else row by row, each row encoded as it is drawn,
  /// the image never held whole.
  private static func draw(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage,
    union: (width: Int, height: Int), options: PixelMatchOptions, ignored: IgnoredPixels?
  ) throws(CompareError) -> (PixelMatchResult, [UInt8]) {
    if let drawn = try drawInBands(first, second, options: options, ignored: ignored) {
      return drawn
    }
    let encoder: PNGRowEncoder
    do throws(PNGError) {
      encoder = try PNGRowEncoder(width: union.width, height: union.height, palette: true)
    } catch { throw .png(error) }
    var failure: PNGError?
    var y = 0
    var painted = [UInt8](repeating: 0, count: ignored == nil ? 0 : union.width * 4)
    let result = PixelMatch.compare(consume first, consume second, options: options) { row in
      defer { y += 1 }
      guard failure == nil else { return }
      do throws(PNGError) {
        guard let ignored else { return try encoder.append(row) }
        try painted.withUnsafeMutableBufferPointer { copy throws(PNGError) in
          copy.baseAddress!.update(from: row, count: copy.count)
          ignored.paint(copy.baseAddress!, y: y)
          try encoder.append(UnsafePointer(copy.baseAddress!))
        }
      } catch { failure = error }
    }
    if let failure { throw .png(failure) }
    do throws(PNGError) { return (result, try encoder.png()) } catch { throw .png(error) }
  }

  /// Compares and draws the diff image of two images of one size as a
  /// palette PNG in bands of rows on every core (with the palette's own gains,
  /// a 2560×1600 pair's `chevgen diff --out` went from 75 to 63 ms); nil for
  /// images too small to gain, of different sizes, or whose diff has more
  /// than 256 colours.
  private static func drawInBands(
    _ first: borrowing RGBAImage, _ second: borrowing RGBAImage, options: PixelMatchOptions,
    ignored: IgnoredPixels?
  ) throws(CompareError) -> (PixelMatchResult, [UInt8])? {
    let (width, height) = (first.width, first.height)
    guard width == second.width, height == second.height, sharesOut(width: width, height: height),
      PaletteBands.allows(width: width, height: height)
    else { return nil }
    do throws(PNGError) {
      let bands = try PaletteBands(
        width: width, height: height, bandRows: PixelMatch.bandRows(height: height))
      let rows: @Sendable (Int, UnsafePointer<UInt8>) -> Void = { y, row in
        bands.append(row, y: y)
      }
      let result = PixelMatch.compare(
        copy first, copy second, options: options, map: { ParallelMap.map($0, $1) },
        diffRows: ignored.map { $0.painting(rows) } ?? rows)
      return try bands.png().map { (result, $0) }
    } catch { throw .png(error) }
  }

  /// How the bands of a comparison of `pixels` are counted: on every core
  /// when `sharesOut` says so, else one after another.
  static func bandMap(pixels: (width: Int, height: Int)) -> (
    [Range<Int>], @escaping @Sendable (Range<Int>) -> PixelMatch.Tally
  ) -> [PixelMatch.Tally] {
    guard sharesOut(width: pixels.width, height: pixels.height) else { return { $0.map($1) } }
    return { ParallelMap.map($0, $1) }
  }

  /// Whether comparing `width × height` pixels is shared out among the cores:
  /// from a quarter of a megapixel (a whole 2560×1600 count 2.5 ms sooner, of
  /// 33), not below, where starting a thread costs more than it saves.
  static func sharesOut(width: Int, height: Int) -> Bool { width * height >= 1 << 18 }

  /// Decodes the PNG `bytes` read from `path`.
  static func decode(_ bytes: [UInt8], path: String) throws(CompareError) -> RGBAImage {
    do {
      return try PNGDecoder.decode(bytes)
    } catch {
      throw .unreadableImage(path: path, error)
    }
  }

  static func checkDiffPath(_ path: String) throws(CompareError) {
    if let problem = OutputPath.problem(path, kind: .file, example: "diff.png") {
      throw .invalidOutput(path: path, problem: problem)
    }
    guard OutputFormat(path: path) == .png else {
      throw .invalidOutput(path: path, problem: "the diff image is a PNG; end its name with .png")
    }
  }
}
