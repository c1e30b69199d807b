import ChevGenImage

/// What a pixelmatch comparison found.
public struct PixelMatchResult: Hashable, Sendable {
  /// The smallest rectangle of pixels holding every counted difference.
  public struct Bounds: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// Pixels that differ beyond the threshold and are not anti-aliasing (unless included).
  public var differentPixels: Int
  /// The compared area: the union of both images' sizes.
  public var width: Int
  public var height: Int
  /// Whether both images have the same size.
  public var sizesMatch: Bool
  /// Where the counted differences are; nil when there are none.
  public var bounds: Bounds?
  /// The diff image, if one was asked for.
  public var diffImage: RGBAImage?
  /// Pixels left out of the comparison (`IgnoredAreas`); 0 when none are.
  public var ignoredPixels = 0
  /// Pixels whose colours differ, but by no more than the threshold allows:
  /// not counted, yet not the same, so that a report can tell a tolerated
  /// change from none.
  public var belowThresholdPixels = 0
  /// Pixels that differ beyond the threshold but look like anti-aliasing, so
  /// are not counted (0 when `includeAntiAliased` counts them).
  public var antiAliasedPixels = 0

  /// The result for two images known to be the same, such as byte-identical files.
  public static func identical(width: Int, height: Int) -> PixelMatchResult {
    PixelMatchResult(
      differentPixels: 0, width: width, height: height, sizesMatch: true, bounds: nil,
      diffImage: nil)
  }

  public var totalPixels: Int { width * height }
  /// The share of differing pixels, 0 to 1 (0 for an empty area).
  public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
  /// True when the sizes match and no pixel's colour differs at all: none
  /// counted, none below the threshold, none taken for anti-aliasing.
  public var identical: Bool { sizesMatch && differentPixels == 0 && toleratedPixels == 0 }

  /// Pixels whose colours differ but are not counted: below the threshold or
  /// taken for anti-aliasing.
  public var toleratedPixels: Int { belowThresholdPixels + antiAliasedPixels }

  /// What the tolerated pixels are, e.g. `5412 differ below the threshold,
  /// 12 as anti-aliasing`; empty when there are none.
  public var toleratedSummary: String {
    let differ = { (count: Int) in count == 1 ? "1 differs" : "\(count) differ" }
    var parts: [String] = []
    if belowThresholdPixels > 0 {
      parts.append(differ(belowThresholdPixels) + " below the threshold")
    }
    if antiAliasedPixels > 0 {
      parts.append(
        (parts.isEmpty ? differ(antiAliasedPixels) : "\(antiAliasedPixels)") + " as anti-aliasing")
    }
    return parts.joined(separator: ", ")
  }

  /// One line, e.g. `143 of 131072 pixels differ (0.11%)`, and `, 400 ignored`
  /// when pixels were left out.
  public var summary: String {
    "\(differentPixels) of \(totalPixels) pixels differ (\(Self.percent(ratio)))"
      + (ignoredPixels > 0 ? ", \(ignoredPixels) ignored" : "")
  }

  /// A share as a percentage with two decimals; `<0.01%` rather than a
  /// misleading `0.00%` for a few pixels of a large image.
  static func percent(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 10_000).rounded())
    if hundredths == 0 && ratio > 0 { return "<0.01%" }
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
  }
}
