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
    // Both files decode at once, one per core.
    let loaded = ParallelMap.map([expected, actual]) { path in
      Result { () throws(ChevGenError) in try load(path) }
    }
    let first = try loaded[0].get()
    let second = try loaded[1].get()
    let transaction = FileTransaction()
    var report = try compare(
      first, second, paths: (expected, actual), options: options, tolerance: tolerance,
      diffOutput: diffOutput, transaction: transaction)
    try transaction.commit()
    report.diffPath = diffOutput
    return report
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

  /// Reads and decodes the PNG at `path`.
  static func load(_ path: String) throws(ChevGenError) -> RGBAImage {
    let bytes = try FileReader.bytes(at: path)
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
