import ChevGenDiff
import ChevGenImage

/// What comparing an image with its reference found, in memory: the one
/// comparison every snapshot front end shares (`assertImageSnapshot`, and
/// swift-snapshot-testing's strategies in ChevGenSnapshotTesting), so that
/// both pass, fail and word their findings alike.
public enum SnapshotComparison: Sendable {
  /// The image passes: same size, differing pixels within the tolerance.
  case matches
  /// The image differs; `found` says how (`8 of 8 pixels differ (100.00%)`,
  /// sizes and the tolerance exceeded when they count) and `diff` is the
  /// diff image: differences red, ignored pixels blue.
  case differs(found: String, diff: RGBAImage)
  /// The sizes differ so much that a canvas holding both images would pass
  /// chevgen's image limits: no diff image was made; `found` says so.
  case tooLarge(found: String)
  /// The comparison could not run: `problem` says why, in the words of the
  /// `ignoring:` parameter.
  case cannotCompare(problem: String)

  /// Compares `image` with `reference` as `chevgen diff` does, with `options`,
  /// passing within `tolerance`, leaving out what `ignoring` names; `limits`
  /// is the tolerance in the caller's words (`maximumRatio 0.005`), which
  /// `found` names after "over" when it is exceeded (nothing when empty).
  public init(
    _ image: RGBAImage, reference: RGBAImage, options: PixelMatchOptions,
    tolerance: DiffTolerance, ignoring: IgnoredAreas = IgnoredAreas(), limits: String
  ) {
    let union = PixelMatch.unionSize(reference, image)
    let sizes =
      "sizes differ (reference \(reference.width)×\(reference.height), "
      + "actual \(image.width)×\(image.height))"
    guard ImageLimits.allows(width: union.width, height: union.height) else {
      self = .tooLarge(
        found: sizes + ", and a canvas holding both would be \(union.width)×\(union.height) "
          + "pixels, beyond chevgen's limits, so no diff image was made")
      return
    }
    let ignored: IgnoredPixels?
    do throws(IgnoreProblem) {
      ignored = try ignoring.pixels(
        reference: .init(width: reference.width, height: reference.height),
        canvas: .init(width: union.width, height: union.height))
    } catch {
      self = .cannotCompare(problem: ImageSnapshot.message(error))
      return
    }
    let result = PixelMatch.compare(
      reference, image, options: options, ignoring: ignored, drawingDiff: true)
    if result.sizesMatch && tolerance.accepts(result) {
      self = .matches
      return
    }
    var found = result.summary
    if !result.sizesMatch {
      found = sizes + "; " + found
    } else if !limits.isEmpty {
      found += ", over \(limits)"
    }
    guard let diff = result.diffImage else {
      self = .cannotCompare(problem: "the comparison made no diff image")
      return
    }
    self = .differs(found: found, diff: diff)
  }
}
