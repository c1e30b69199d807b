import ChevGenDiff
import ChevGenSystem

/// A card line read back and checked against itself: a part is evidence,
/// not instructions, so a card that contradicts itself is refused before a
/// merge reports it. Every size is within chevgen's image limits before any product
/// is taken, so no count can overflow what follows.
extension ShardSummary {
  /// The entry of a card line (see `line(_:)`), whose tolerance is `tolerance`.
  static func entry(_ line: ArraySlice<UInt8>, tolerance: DiffTolerance) throws(Problem) -> Entry {
    let fields = line.split(separator: 9, omittingEmptySubsequences: false)
    guard fields.count == 8, fields[0].elementsEqual("card".utf8) else {
      throw Problem("not a card of 8 fields")
    }
    guard let status = ReviewPage.Card.Status(rawValue: String(decoding: fields[1], as: UTF8.self))
    else { throw Problem("an unknown status") }
    guard let path = unescaped(fields[7]), ConfinedFolder.isConfined(path),
      GitRevision.isPNG(path.utf8)
    else { throw Problem("a path that is no PNG file's inside the report") }
    let expected = try image(fields[2])
    let actual = try image(fields[3])
    let diff = try optional(fields[6]) { (field) throws(Problem) in try file(field[...]) }
    let result = try optional(fields[4]) { (field) throws(Problem) in try Self.result(field) }
    var card = ReviewPage.Card(
      path: path, status: status, expectedSize: expected?.size, actualSize: actual?.size,
      result: result, hasDiff: diff != nil)
    if !fields[5].elementsEqual("-".utf8) {
      guard result != nil, let box = numbers(fields[5], count: 4) else {
        throw Problem("a bad box of differing pixels")
      }
      card.result?.bounds = PixelMatchResult.Bounds(
        x: box[0], y: box[1], width: box[2], height: box[3])
    }
    try check(card, tolerance: tolerance)
    return Entry(
      card: card, files: Files(expected: expected?.file, actual: actual?.file, diff: diff))
  }

  /// `parse(field)`, or nil for `-`.
  static func optional<Value>(
    _ field: ArraySlice<UInt8>, _ parse: (ArraySlice<UInt8>) throws(Problem) -> Value
  ) throws(Problem) -> Value? {
    field.elementsEqual("-".utf8) ? nil : try parse(field)
  }

  /// `WxH:BYTES:DIGEST`, or nil for `-`.
  static func image(
    _ field: ArraySlice<UInt8>
  ) throws(Problem) -> (size: (width: Int, height: Int), file: FileDigest)? {
    guard !field.elementsEqual("-".utf8) else { return nil }
    let colon = field.firstIndex(of: 58) ?? field.endIndex
    let size = numbers(field[..<colon], count: 2, separator: 120)
    guard let size, colon < field.endIndex else { throw Problem("a bad image size") }
    guard ImageDiffer.allows(width: size[0], height: size[1]) else {
      throw Problem("an image of \(size[0])×\(size[1]) pixels, beyond chevgen's limits")
    }
    return ((size[0], size[1]), try file(field[(colon + 1)...]))
  }

  /// `BYTES:DIGEST`: a file's size and 16 hexadecimal digits.
  static func file(_ field: ArraySlice<UInt8>) throws(Problem) -> FileDigest {
    let parts = field.split(separator: 58, omittingEmptySubsequences: false)
    guard parts.count == 2, let size = number(parts[0]), parts[1].count == 16,
      parts[1].allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
      let value = UInt64(String(decoding: parts[1], as: UTF8.self), radix: 16)
    else { throw Problem("a bad file size or digest") }
    return FileDigest(size: size, value: value)
  }

  /// `DIFFERENT,WIDTH,HEIGHT,SIZES-MATCH,IGNORED,BELOW-THRESHOLD,ANTI-ALIASED`.
  static func result(_ field: ArraySlice<UInt8>) throws(Problem) -> PixelMatchResult {
    guard let numbers = numbers(field, count: 7), numbers[3] <= 1 else {
      throw Problem("bad counts")
    }
    var result = PixelMatchResult.identical(width: numbers[1], height: numbers[2])
    result.differentPixels = numbers[0]
    result.sizesMatch = numbers[3] == 1
    result.ignoredPixels = numbers[4]
    result.belowThresholdPixels = numbers[5]
    result.antiAliasedPixels = numbers[6]
    return result
  }

  /// `count` whole numbers between `separator`s (a comma unless given).
  static func numbers(
    _ field: ArraySlice<UInt8>, count: Int, separator: UInt8 = 44
  ) -> [Int]? {
    let parts = field.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == count else { return nil }
    let values = parts.compactMap(number)
    return values.count == count ? values : nil
  }

  /// Refuses a card that contradicts itself: images a status does not
  /// have, a comparison whose area is not its images' union, counts beyond
  /// its pixels, a box outside them, or a status its counts and the
  /// tolerance do not give.
  static func check(_ card: ReviewPage.Card, tolerance: DiffTolerance) throws(Problem) {
    switch card.status {
    case .added, .removed:
      let added = card.status == .added
      guard (card.expectedSize == nil) == added, (card.actualSize == nil) == !added,
        card.result == nil, !card.hasDiff
      else { throw Problem("an image \(card.status.rawValue) with two images or a comparison") }
    case .changed, .withinTolerance, .unchanged:
      guard let expected = card.expectedSize, let actual = card.actualSize,
        let result = card.result
      else { throw Problem("an image compared without both images and their comparison") }
      try check(result, expected: expected, actual: actual)
      let report = ImageDiffReport(
        expectedPath: "", actualPath: "", expectedSize: expected, actualSize: actual,
        result: result, tolerance: tolerance)
      let status = ReviewReport.status(report.verdict)
      guard status == card.status else {
        throw Problem(
          "'\(card.status.rawValue)', where \(result.differentPixels) of \(result.totalPixels) "
            + "pixels differing and its tolerance make it '\(status.rawValue)'")
      }
      guard !card.hasDiff || status == .changed else {
        throw Problem("a diff image for an image that passes")
      }
    }
  }

  /// Refuses a comparison of images of `expected` and `actual` pixels whose
  /// area, counts or box do not fit them.
  static func check(
    _ result: PixelMatchResult, expected: (width: Int, height: Int),
    actual: (width: Int, height: Int)
  ) throws(Problem) {
    let union = (
      width: max(expected.width, actual.width), height: max(expected.height, actual.height)
    )
    guard result.sizesMatch == (expected == actual) else {
      throw Problem(
        result.sizesMatch
          ? "sizes said to match where they are \(expected.width)×\(expected.height) and "
            + "\(actual.width)×\(actual.height)"
          : "sizes said to differ where both are \(expected.width)×\(expected.height)")
    }
    guard result.width == union.width, result.height == union.height,
      ImageDiffer.allows(width: union.width, height: union.height)
    else {
      throw Problem(
        "an area of \(result.width)×\(result.height) pixels compared, where its images make "
          + "\(union.width)×\(union.height)")
    }
    let total = result.width * result.height
    var counted = 0
    for count in [
      result.differentPixels, result.ignoredPixels, result.belowThresholdPixels,
      result.antiAliasedPixels,
    ] {
      let (sum, overflow) = counted.addingReportingOverflow(count)
      guard !overflow, sum <= total else {
        throw Problem(
          "more pixels counted than its \(result.width)×\(result.height) pixels hold")
      }
      counted = sum
    }
    guard let box = result.bounds else {
      guard result.differentPixels == 0 else { throw Problem("differing pixels and no box") }
      return
    }
    guard box.width >= 1, box.height >= 1, box.x <= result.width - box.width,
      box.y <= result.height - box.height, result.differentPixels >= 1,
      result.differentPixels <= box.width * box.height
    else {
      throw Problem(
        "a box of \(box.width)×\(box.height) at \(box.x),\(box.y) that does not fit its "
          + "\(result.differentPixels) differing pixels inside \(result.width)×\(result.height)")
    }
  }
}
