import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// What one part of a suite's comparison found, as its report keeps it
/// (`.chevgen-shard`) for a merge: which run and part it is, the settings,
/// and for each path a card and the size and digest of each image the part
/// copied. A merge takes none of it on trust: it checks each card against
/// itself and the part's images against their records (`ReportMerge`).
///
/// Lines of tab-separated fields. A text field escapes a backslash (`\\`)
/// and every control character (`\u{d}` for a carriage return), so no name
/// can break a line or a field; no time, no machine name: the same part of
/// the same comparison writes the same bytes.
public struct ShardSummary: Sendable {
  /// The file in a shard's report that sums it up for a merge.
  public static let fileName = ".chevgen-shard"
  static let header = "chevgen shard summary 2"
  /// The heading of the formats before, which recorded no digests.
  static let formerHeaders = ["chevgen shard summary 1"]

  /// Which part of how many.
  public var shard: SuiteShard
  /// What makes two parts parts of one run: a digest of the part count, the
  /// settings and both folders' whole listings (`runDigest`).
  public var run: UInt64
  /// The folders compared, as this part named them (shown, not compared).
  public var expected: String
  public var actual: String
  /// The settings line the page shows.
  public var settings: String
  public var options: PixelMatchOptions
  public var tolerance: DiffTolerance
  /// One entry per path of this part, sorted by the path's bytes.
  public var entries: [Entry]

  /// A path's card and the part's copies of its images.
  public struct Entry: Sendable {
    public var card: ReviewPage.Card
    public var files: Files

    public init(card: ReviewPage.Card, files: Files) {
      self.card = card
      self.files = files
    }
  }

  /// The images a part holds for a path: `expected/PATH`, `actual/PATH` and
  /// `diff/PATH`, each nil when the card has no such image.
  public struct Files: Hashable, Sendable {
    public var expected: FileDigest?
    public var actual: FileDigest?
    public var diff: FileDigest?

    public init(expected: FileDigest? = nil, actual: FileDigest? = nil, diff: FileDigest? = nil) {
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }
  }

  /// The digest of a run: the same for every part of one comparison
  /// wherever each ran, and different when the folders listed other files
  /// or anything was set otherwise. The folders' own names are left out:
  /// Bazel's sandboxes, CI workspaces and containers name one checkout by
  /// other paths.
  static func runDigest(
    count: Int, settings: String, options: PixelMatchOptions, tolerance: DiffTolerance,
    listed: (expected: [String], actual: [String])
  ) -> UInt64 {
    var hash = ContentHash()
    let fields =
      [String(count), settings, optionsText(options), toleranceText(tolerance)]
      + ["expected"] + listed.expected + ["actual"] + listed.actual
    for field in fields { hash.combine(Array(escaped(field).utf8) + [9]) }
    return hash.value
  }

  /// The summary's bytes.
  var bytes: [UInt8] {
    var text = Array(
      [
        Self.header,
        "run\t" + Self.hex(run),
        "shard\t\(shard.index)\t\(shard.count)",
        "expected\t" + Self.escaped(expected),
        "actual\t" + Self.escaped(actual),
        "settings\t" + Self.escaped(settings),
        "options\t" + Self.optionsText(options),
        "tolerance\t" + Self.toleranceText(tolerance), "",
      ].joined(separator: "\n").utf8)
    let sorted = entries.sorted { $0.card.path.utf8.lexicographicallyPrecedes($1.card.path.utf8) }
    for entry in sorted {
      text += Self.line(entry).utf8
      text.append(10)
    }
    return text
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func optionsText(_ options: PixelMatchOptions) -> String {
    let color = { (color: DiffColor) in "\(color.red),\(color.green),\(color.blue)" }
    return [
      "\(options.threshold)", "\(options.alpha)", options.includeAntiAliased ? "1" : "0",
      options.diffMask ? "1" : "0", options.background.rawValue, color(options.diffColor),
      options.darkerDiffColor.map(color) ?? "-", color(options.antiAliasedColor),
    ].joined(separator: "\t")
  }

  static func toleranceText(_ tolerance: DiffTolerance) -> String {
    (tolerance.maximumPixels.map { "\($0)" } ?? "-") + "\t"
      + (tolerance.maximumRatio.map { "\($0)" } ?? "-")
  }

  /// `card STATUS EXPECTED ACTUAL RESULT BOUNDS DIFF PATH`: an image as
  /// `WxH:BYTES:DIGEST`, the diff image as `BYTES:DIGEST`, `-` for none.
  static func line(_ entry: Entry) -> String {
    let card = entry.card
    let file = { (file: FileDigest) in "\(file.size):" + hex(file.value) }
    let image = { (size: (width: Int, height: Int)?, digest: FileDigest?) -> String in
      guard let size, let digest else { return "-" }
      return "\(size.width)x\(size.height):" + file(digest)
    }
    let result = card.result.map {
      "\($0.differentPixels),\($0.width),\($0.height),\($0.sizesMatch ? 1 : 0),\($0.ignoredPixels),"
        + "\($0.belowThresholdPixels),\($0.antiAliasedPixels)"
    }
    let bounds = card.result?.bounds.map { "\($0.x),\($0.y),\($0.width),\($0.height)" }
    return [
      "card", card.status.rawValue, image(card.expectedSize, entry.files.expected),
      image(card.actualSize, entry.files.actual), result ?? "-", bounds ?? "-",
      entry.files.diff.map(file) ?? "-", escaped(card.path),
    ].joined(separator: "\t")
  }

  /// A field on one line: a backslash as `\\`, every control character
  /// (C0, DEL, C1) as `\u{HEX}`; nothing else changes.
  static func escaped(_ field: String) -> String {
    guard field.unicodeScalars.contains(where: { $0 == "\\" || isControl($0) }) else {
      return field
    }
    return ScalarText.replacing(field) { scalar in
      if scalar == "\\" { return "\\\\" }
      return isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
    }
  }

  /// Whether `scalar` is a control character (Unicode's Cc: C0, DEL, C1).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension ShardSummary {
  /// The summary of `request`'s part `shard`, whose folders listed
  /// `listed`, of the images `entries`.
  init(
    _ request: DiffRequest, shard: SuiteShard, listed: (expected: [String], actual: [String]),
    entries: [Entry]
  ) {
    let run = Self.runDigest(
      count: shard.count, settings: request.settings, options: request.options,
      tolerance: request.tolerance, listed: listed)
    self.init(
      shard: shard, run: run, expected: request.expected, actual: request.actual,
      settings: request.settings, options: request.options, tolerance: request.tolerance,
      entries: entries)
  }
}
