import ChevGenCompare
import ChevGenDiff
import ChevGenSystem

/// What one part of a suite's comparison found, as its report keeps it
/// (`.chevgen-shard`) for a merge: which run and part it is, the settings,
/// and a card per path. A merge reads these, never the images, so joining
/// parts costs what their summaries weigh.
///
/// Lines of tab-separated fields, each escaped (`\\`, `\n`, `\t`), so any
/// file name stays on its line; no time, no machine name: the same part of
/// the same comparison writes the same bytes.
public struct ShardSummary: Sendable {
  static let header = "chevgen shard summary 1"

  /// Which part of how many.
  public var shard: SuiteShard
  /// What makes two parts parts of one run: a digest of the part count, the
  /// folders' names, the settings and both folders' whole listings.
  public var run: UInt64
  /// The folders compared, as named.
  public var expected: String
  public var actual: String
  /// The settings line the page shows.
  public var settings: String
  public var options: PixelMatchOptions
  public var tolerance: DiffTolerance
  /// One card per path of this part.
  public var cards: [ReviewPage.Card]

  /// The digest of a run: the same for every part of one comparison, and
  /// different when the folders listed other files or anything was set otherwise.
  static func runDigest(
    count: Int, expected: String, actual: String, settings: String, options: PixelMatchOptions,
    tolerance: DiffTolerance, listed: (expected: [String], actual: [String])
  ) -> UInt64 {
    var hash = ContentHash()
    let fields =
      [String(count), expected, actual, settings, optionsText(options), toleranceText(tolerance)]
      + ["expected"] + listed.expected + ["actual"] + listed.actual
    for field in fields { hash.combine(Array(escaped(field).utf8) + [9]) }
    return hash.value
  }

  /// The summary's bytes.
  var text: String {
    var lines = [
      Self.header,
      "run\t" + Self.hex(run),
      "shard\t\(shard.index)\t\(shard.count)",
      "expected\t" + Self.escaped(expected),
      "actual\t" + Self.escaped(actual),
      "settings\t" + Self.escaped(settings),
      "options\t" + Self.optionsText(options),
      "tolerance\t" + Self.toleranceText(tolerance),
    ]
    for card in cards.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
      lines.append(Self.line(card))
    }
    return lines.joined(separator: "\n") + "\n"
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

  /// `card STATUS EXPECTED-SIZE ACTUAL-SIZE RESULT BOUNDS DIFF PATH`.
  static func line(_ card: ReviewPage.Card) -> String {
    let size = { (size: (width: Int, height: Int)?) in size.map { "\($0.width)x\($0.height)" } }
    let result = card.result.map {
      "\($0.differentPixels),\($0.width),\($0.height),\($0.sizesMatch ? 1 : 0),\($0.ignoredPixels),"
        + "\($0.belowThresholdPixels),\($0.antiAliasedPixels)"
    }
    let bounds = card.result?.bounds.map { "\($0.x),\($0.y),\($0.width),\($0.height)" }
    return [
      "card", card.status.rawValue, size(card.expectedSize) ?? "-", size(card.actualSize) ?? "-",
      result ?? "-", bounds ?? "-", card.hasDiff ? "1" : "0", escaped(card.path),
    ].joined(separator: "\t")
  }

  /// A field on one line: a backslash, a line break and a tab escaped.
  static func escaped(_ field: String) -> String {
    var text = ""
    for character in field.unicodeScalars {
      switch character {
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      default: text.unicodeScalars.append(character)
      }
    }
    return text
  }

  /// The field `escaped` wrote, or nil for an escape it never writes.
  static func unescaped(_ field: Substring) -> String? {
    var text = ""
    var escaping = false
    for character in field.unicodeScalars {
      if escaping {
        switch character {
        case "\\": text += "\\"
        case "n": text += "\n"
        case "t": text += "\t"
        default: return nil
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        text.unicodeScalars.append(character)
      }
    }
    return escaping ? nil : text
  }
}
