import ChevronDiff
import ChevronRender

/// Compares two PNG files with pixelmatch and writes the diff image.
public enum ImageDiffer {
  /// Compares `expected` with `actual`; with `diffOutput`, writes the diff image
  /// there (all or nothing). Throws for files that cannot be read or decoded.
  public static func compare(
    expected: String, actual: String, options: PixelMatchOptions, tolerance: DiffTolerance,
    diffOutput: String? = nil
  ) throws(ChevGenError) -> ImageDiffReport {
    if let diffOutput {
      try checkDiffPath(diffOutput)
      try DirectoryCheck.ensureWritable(diffOutput)
    }
    let transaction = FileTransaction()
    var report: ImageDiffReport
    switch try load(expected, actual, inParallel: true) {
    case .sameBytes(let width, let height):
      if let diffOutput {
        // The diff of an image with itself is its faded copy: decode it once.
        let image = try decode(FileReader.bytes(at: expected), path: expected)
        report = try compare(
          image, image, paths: (expected, actual), options: options, tolerance: tolerance,
          diffOutput: diffOutput, transaction: transaction)
      } else {
        report = identical(width: width, height: height, paths: (expected, actual), tolerance)
      }
    case .images(let first, let second):
      report = try compare(
        first, second, paths: (expected, actual), options: options, tolerance: tolerance,
        diffOutput: diffOutput, transaction: transaction)
    }
    try transaction.commit()
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
  ) throws(ChevGenError) -> Loaded {
    let first = try FileReader.bytes(at: expected)
    let second = try FileReader.bytes(at: actual)
    if first == second {
      do {
        let size = try PNGDecoder.size(of: first)
        return .sameBytes(width: size.width, height: size.height)
      } catch {
        throw .unreadableImage(path: expected, error)
      }
    }
    let pairs = [(expected, first), (actual, second)]
    let work = { @Sendable (pair: (String, [UInt8])) in
      Result { () throws(ChevGenError) in try decode(pair.1, path: pair.0) }
    }
    let decoded = inParallel ? ParallelMap.map(pairs, work) : pairs.map(work)
    return .images(try decoded[0].get(), try decoded[1].get())
  }

  /// The report for two files with the same bytes.
  static func identical(
    width: Int, height: Int, paths: (String, String), _ tolerance: DiffTolerance
  ) -> ImageDiffReport {
    ImageDiffReport(
      expectedPath: paths.0, actualPath: paths.1, expectedSize: (width, height),
      actualSize: (width, height), result: .identical(width: width, height: height),
      tolerance: tolerance, diffPath: nil)
  }

  /// Compares two decoded images; a diff image, if asked for, is staged in `transaction`.
  static func compare(
    _ first: RGBAImage, _ second: RGBAImage, paths: (String, String),
    options: PixelMatchOptions, tolerance: DiffTolerance, diffOutput: String?,
    transaction: FileTransaction
  ) throws(ChevGenError) -> ImageDiffReport {
    var result = PixelMatch.compare(
      first, second, options: options, drawingDiff: diffOutput != nil)
    if let diffOutput, let image = result.diffImage {
      let png: [UInt8]
      do throws(RenderError) { png = try PNGWriter.data(image) } catch { throw .render(error) }
      try transaction.stage(png, at: diffOutput)
      result.diffImage = nil
    }
    return ImageDiffReport(
      expectedPath: paths.0, actualPath: paths.1, expectedSize: (first.width, first.height),
      actualSize: (second.width, second.height), result: result, tolerance: tolerance,
      diffPath: nil)
  }

  /// Decodes the PNG `bytes` read from `path`.
  static func decode(_ bytes: [UInt8], path: String) throws(ChevGenError) -> RGBAImage {
    do {
      return try PNGDecoder.decode(bytes)
    } catch {
      throw .unreadableImage(path: path, error)
    }
  }

  static func checkDiffPath(_ path: String) throws(ChevGenError) {
    guard OutputFormat(path: path) == .png else {
      throw .invalidValue(
        option: "--out", value: path, expected: "the diff image is a PNG; end its name with .png")
    }
  }
}
