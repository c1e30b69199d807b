import ChevGenCompare
import ChevGenDiff
import ChevGenSystem

/// Reading a summary back: every field checked, since a report folder may
/// come from anywhere (a downloaded artefact); a path that could lead out of
/// the report is refused like any other malformed line.
extension ShardSummary {
  /// The summary in the report folder `folder`, read without following a link.
  public static func read(in folder: String) throws(CompareError) -> ShardSummary {
    let confined: ConfinedFolder
    do throws(FileError) { confined = try ConfinedFolder(folder) } catch { throw .file(error) }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try confined.bytes(at: CompareError.shardSummaryName)
    } catch {
      throw .notAShardReport(folder: folder)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badShardSummary(folder: folder, line: 1, problem: "it is not UTF-8")
    }
    return try parse(text, folder: folder)
  }

  /// The summary `text`, from `folder` (for messages).
  static func parse(_ text: String, folder: String) throws(CompareError) -> ShardSummary {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    func bad(_ line: Int, _ problem: String) -> CompareError {
      .badShardSummary(folder: folder, line: line, problem: problem)
    }
    guard lines.first.map(String.init) == header else { throw bad(1, "no '\(header)' heading") }
    let keys = ["run", "shard", "expected", "actual", "settings", "options", "tolerance"]
    guard lines.count > keys.count else { throw bad(lines.count + 1, "it ends early") }
    var head: [String: [Substring]] = [:]
    for (offset, key) in keys.enumerated() {
      let fields = lines[offset + 1].split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.first.map(String.init) == key else { throw bad(offset + 2, "no '\(key)'") }
      head[key] = Array(fields.dropFirst())
    }
    func field(_ key: String, _ line: Int) throws(CompareError) -> String {
      guard let fields = head[key], fields.count == 1, let value = unescaped(fields[0]) else {
        throw bad(line, "a bad '\(key)'")
      }
      return value
    }
    guard let run = UInt64(try field("run", 2), radix: 16) else { throw bad(2, "a bad 'run'") }
    let part = head["shard"] ?? []
    guard part.count == 2, let index = Int(part[0]), let count = Int(part[1]),
      let shard = try? SuiteShard(index: index, count: count)
    else { throw bad(3, "a bad 'shard'") }
    guard let options = Self.options(head["options"] ?? []) else { throw bad(7, "bad 'options'") }
    guard let tolerance = Self.tolerance(head["tolerance"] ?? []) else {
      throw bad(8, "a bad 'tolerance'")
    }
    var summary = ShardSummary(
      shard: shard, run: run, expected: try field("expected", 4), actual: try field("actual", 5),
      settings: try field("settings", 6), options: options, tolerance: tolerance, cards: [])
    for (offset, line) in lines.enumerated().dropFirst(keys.count + 1) {
      guard let card = Self.card(line) else { throw bad(offset + 1, "a bad card") }
      summary.cards.append(card)
    }
    return summary
  }

  static func options(_ fields: [Substring]) -> PixelMatchOptions? {
    guard fields.count == 8, let threshold = decimal(fields[0]), let alpha = decimal(fields[1]),
      let background = PixelMatchOptions.Background(rawValue: String(fields[4])),
      let diffColor = DiffColor(text: String(fields[5])),
      let antiAliased = DiffColor(text: String(fields[7])),
      ["0", "1"].contains(fields[2]), ["0", "1"].contains(fields[3])
    else { return nil }
    var options = PixelMatchOptions()
    options.threshold = threshold
    options.alpha = alpha
    options.includeAntiAliased = fields[2] == "1"
    options.diffMask = fields[3] == "1"
    options.background = background
    options.diffColor = diffColor
    options.antiAliasedColor = antiAliased
    if fields[6] != "-" {
      guard let darker = DiffColor(text: String(fields[6])) else { return nil }
      options.darkerDiffColor = darker
    }
    return options
  }

  static func tolerance(_ fields: [Substring]) -> DiffTolerance? {
    guard fields.count == 2 else { return nil }
    let pixels = fields[0] == "-" ? nil : Int(fields[0])
    let ratio = fields[1] == "-" ? nil : decimal(fields[1])
    guard (fields[0] == "-") == (pixels == nil), (fields[1] == "-") == (ratio == nil),
      (pixels ?? 0) >= 0
    else { return nil }
    return DiffTolerance(maximumPixels: pixels, maximumRatio: ratio)
  }

  /// A share from 0 to 1 as `Double` writes it (no hexadecimal, no "nan").
  static func decimal(_ text: Substring) -> Double? {
    guard text.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 || $0 == 101 || $0 == 45 }),
      let value = Double(text), value.isFinite, (0...1).contains(value)
    else { return nil }
    return value
  }

  /// A card line, or nil when any field is not one `line(_:)` writes.
  static func card(_ line: Substring) -> ReviewPage.Card? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 8, fields[0] == "card",
      let status = ReviewPage.Card.Status(rawValue: String(fields[1])),
      let path = unescaped(fields[7]), ConfinedFolder.isConfined(path),
      GitRevision.isPNG(path.utf8), ["0", "1"].contains(fields[6])
    else { return nil }
    let sizes = (size(fields[2]), size(fields[3]))
    guard (fields[2] == "-") == (sizes.0 == nil), (fields[3] == "-") == (sizes.1 == nil) else {
      return nil
    }
    var result: PixelMatchResult?
    if fields[4] != "-" {
      let numbers = fields[4].split(separator: ",").compactMap { Int($0) }
      guard numbers.count == 7, numbers.allSatisfy({ $0 >= 0 }), numbers[3] <= 1 else {
        return nil
      }
      result = .identical(width: numbers[1], height: numbers[2])
      result?.differentPixels = numbers[0]
      result?.sizesMatch = numbers[3] == 1
      result?.ignoredPixels = numbers[4]
      result?.belowThresholdPixels = numbers[5]
      result?.antiAliasedPixels = numbers[6]
      if fields[5] != "-" {
        let box = fields[5].split(separator: ",").compactMap { Int($0) }
        guard box.count == 4 else { return nil }
        result?.bounds = PixelMatchResult.Bounds(
          x: box[0], y: box[1], width: box[2], height: box[3])
      }
    }
    let paired = [.changed, .withinTolerance, .unchanged].contains(status)
    guard paired == (result != nil), paired == (sizes.0 != nil && sizes.1 != nil),
      status != .added || (sizes.0 == nil && sizes.1 != nil),
      status != .removed || (sizes.0 != nil && sizes.1 == nil)
    else { return nil }
    return ReviewPage.Card(
      path: path, status: status, expectedSize: sizes.0, actualSize: sizes.1, result: result,
      hasDiff: fields[6] == "1")
  }

  /// `WxH`, each a count of pixels.
  static func size(_ field: Substring) -> (width: Int, height: Int)? {
    let parts = field.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 0,
      height >= 0
    else { return nil }
    return (width, height)
  }
}
