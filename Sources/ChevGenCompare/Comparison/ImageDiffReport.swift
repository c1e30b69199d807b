import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// The outcome of comparing two image files, as a line of text or a JSON object.
public struct ImageDiffReport: Sendable {
  public var expectedPath: String
  public var actualPath: String
  public var expectedSize: (width: Int, height: Int)
  public var actualSize: (width: Int, height: Int)
  /// The comparison; its diff image is dropped once written.
  public var result: PixelMatchResult
  public var tolerance: DiffTolerance
  /// Where the diff image was written, if it was.
  public var diffPath: String?
  /// The diff image's size and digest, when it was staged for a report
  /// (which records them for a merge to check).
  public var diffDigest: FileDigest?

  public init(
    expectedPath: String, actualPath: String, expectedSize: (width: Int, height: Int),
    actualSize: (width: Int, height: Int), result: PixelMatchResult, tolerance: DiffTolerance,
    diffPath: String? = nil
  ) {
    self.expectedPath = expectedPath
    self.actualPath = actualPath
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.result = result
    self.tolerance = tolerance
    self.diffPath = diffPath
  }

  /// The sizes match and the differing pixels are within the tolerance.
  public var passed: Bool {
    result.sizesMatch
      && tolerance.accepts(differentPixels: result.differentPixels, of: result.totalPixels)
  }

  /// How the two images compare: the same, different but passing, or not passing.
  public enum Verdict: String, Hashable, Sendable {
    /// Same size, and no pixel's colour differs.
    case identical
    /// Passing, though some pixels differ: below the threshold, as
    /// anti-aliasing, or within the tolerance's limits.
    case withinTolerance
    /// Not passing: of another size, or over the tolerance.
    case different
  }

  /// How the two images compare; a passing pair is `identical` only when no
  /// pixel's colour differs, so that no report calls a tolerated change the same.
  public var verdict: Verdict {
    guard passed else { return .different }
    return result.identical ? .identical : .withinTolerance
  }

  /// One line, e.g. `143 of 131072 pixels differ (0.11%)`, naming the
  /// tolerance's limits by their fields' `name`; a pair within tolerance says so and
  /// how many pixels differ uncounted (`; within tolerance: 5412 differ below
  /// the threshold`).
  public func summary(naming name: (RequestField) -> String) -> String {
    summary(naming: name, sayingWithin: true)
  }

  /// The summary; without `sayingWithin`, a pair within tolerance is not
  /// called so, for a line whose status word says it already.
  func summary(naming name: (RequestField) -> String, sayingWithin: Bool) -> String {
    var line = result.summary
    if !result.sizesMatch {
      line =
        "sizes differ: expected \(expectedSize.width)×\(expectedSize.height), "
        + "actual \(actualSize.width)×\(actualSize.height); " + line
    } else if case let limits = tolerance.summary(naming: name), !limits.isEmpty,
      result.differentPixels > 0
    {
      line += passed ? ", within \(limits)" : ", over \(limits)"
    }
    if verdict == .withinTolerance, case let tolerated = result.toleratedSummary,
      !tolerated.isEmpty
    {
      let said = sayingWithin && result.differentPixels == 0
      line += said ? "; within tolerance: \(tolerated)" : "; \(tolerated)"
    }
    return line
  }

  /// Every figure of the comparison, for scripts.
  public var json: JSONValue {
    .object([
      ("expected", .string(expectedPath)),
      ("actual", .string(actualPath)),
      ("width", .number(Double(result.width))),
      ("height", .number(Double(result.height))),
      ("totalPixels", .number(Double(result.totalPixels))),
      ("differentPixels", .number(Double(result.differentPixels))),
      ("ignoredPixels", .number(Double(result.ignoredPixels))),
      ("belowThresholdPixels", .number(Double(result.belowThresholdPixels))),
      ("antiAliasedPixels", .number(Double(result.antiAliasedPixels))),
      ("ratio", .number(result.ratio)),
      ("identical", .bool(result.identical)),
      ("verdict", .string(verdict.rawValue)),
      ("passed", .bool(passed)),
      ("sizesMatch", .bool(result.sizesMatch)),
      ("expectedSize", Self.size(expectedSize)),
      ("actualSize", Self.size(actualSize)),
      ("bounds", result.bounds.map(Self.bounds) ?? .null),
      ("diff", diffPath.map(JSONValue.string) ?? .null),
    ])
  }

  private static func size(_ size: (width: Int, height: Int)) -> JSONValue {
    .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
  }

  private static func bounds(_ bounds: PixelMatchResult.Bounds) -> JSONValue {
    .object([
      ("x", .number(Double(bounds.x))), ("y", .number(Double(bounds.y))),
      ("width", .number(Double(bounds.width))), ("height", .number(Double(bounds.height))),
    ])
  }
}
