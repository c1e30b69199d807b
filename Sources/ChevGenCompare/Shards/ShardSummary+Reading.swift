import ChevGenDiff
import ChevGenSystem

/// Reading a summary back: every field checked, since a report folder may
/// come from anywhere (a downloaded artefact). The bytes are read line by
/// line, each number with overflow checks, and only the cards are kept, so
/// memory grows with the number of paths, not with the text.
extension ShardSummary {
  /// The summary in the report folder `folder`, read without following a link.
  public static func read(in folder: String) throws(CompareError) -> ShardSummary {
    let confined: ConfinedFolder
    do throws(FileError) { confined = try ConfinedFolder(folder) } catch { throw .file(error) }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try confined.bytes(at: ShardSummary.fileName)
    } catch {
      throw .shard(.notAShardReport(folder: folder))
    }
    return try parse(bytes, folder: folder)
  }

  /// Why a line is not one chevgen writes, in a few words.
  struct Problem: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// The keys of the lines after the heading, in their order.
  static let keys = ["run", "shard", "expected", "actual", "settings", "options", "tolerance"]

  /// The summary `bytes`, from `folder` (for messages).
  static func parse(_ bytes: [UInt8], folder: String) throws(CompareError) -> ShardSummary {
    var lines = Lines(bytes: bytes)
    func bad(_ problem: String, line: Int? = nil) -> CompareError {
      .shard(.badSummary(folder: folder, line: line ?? max(lines.number, 1), problem: problem))
    }
    let heading = lines.next() ?? []
    if let former = formerHeaders.first(where: { heading.elementsEqual($0.utf8) }) {
      throw .shard(.formerSummary(folder: folder, heading: former))
    }
    guard heading.elementsEqual(header.utf8) else { throw bad("no '\(header)' heading") }
    var head: [[ArraySlice<UInt8>]] = []
    for key in keys {
      guard let line = lines.next() else { throw bad("it ends early", line: lines.number + 1) }
      let fields = line.split(separator: 9, omittingEmptySubsequences: false)
      guard fields[0].elementsEqual(key.utf8) else { throw bad("no '\(key)'") }
      head.append(Array(fields.dropFirst()))
    }
    var summary: ShardSummary
    do throws(BadKey) { summary = try Self.head(head) } catch {
      throw bad("a bad '\(keys[error.number])'", line: error.number + 2)
    }
    summary.entries.reserveCapacity(Self.cardCount(bytes))
    var previous: String?
    while let line = lines.next() {
      do throws(Problem) {
        let entry = try Self.entry(line, tolerance: summary.tolerance)
        if let previous, !previous.utf8.lexicographicallyPrecedes(entry.card.path.utf8) {
          throw Problem("a card out of order (chevgen sorts them by path, each once)")
        }
        previous = entry.card.path
        summary.entries.append(entry)
      } catch { throw bad(error.text) }
    }
    guard lines.ended else { throw bad("its last line has no end (the file was cut short)") }
    return summary
  }

  /// How many cards `bytes` can hold, to reserve room for them: its lines
  /// after the head, but never more than its bytes allow (a card line is
  /// at least 48 bytes), so a summary of empty lines reserves nothing much.
  static func cardCount(_ bytes: [UInt8]) -> Int {
    var lines = 0
    for byte in bytes where byte == 10 { lines += 1 }
    return max(0, min(lines - keys.count - 1, bytes.count / 48))
  }

  /// The line of the head (numbered as `keys`) that is not what chevgen writes.
  struct BadKey: Error {
    var number: Int
  }

  /// The head's fields (after each key), checked.
  static func head(_ head: [[ArraySlice<UInt8>]]) throws(BadKey) -> ShardSummary {
    func text(_ number: Int) throws(BadKey) -> String {
      guard head[number].count == 1, let value = unescaped(head[number][0]) else {
        throw BadKey(number: number)
      }
      return value
    }
    guard head[0].count == 1, head[0][0].count == 16,
      let run = UInt64(String(decoding: head[0][0], as: UTF8.self), radix: 16)
    else { throw BadKey(number: 0) }
    guard head[1].count == 2, let index = partNumber(head[1][0]),
      let count = partNumber(head[1][1]), let shard = try? SuiteShard(index: index, count: count)
    else { throw BadKey(number: 1) }
    guard let options = options(head[5]) else { throw BadKey(number: 5) }
    guard let tolerance = tolerance(head[6]) else { throw BadKey(number: 6) }
    return ShardSummary(
      shard: shard, run: run, expected: try text(2), actual: try text(3), settings: try text(4),
      options: options, tolerance: tolerance, entries: [])
  }

  static func options(_ fields: [ArraySlice<UInt8>]) -> PixelMatchOptions? {
    let texts = fields.map { String(decoding: $0, as: UTF8.self) }
    guard texts.count == 8, let threshold = decimal(texts[0]), let alpha = decimal(texts[1]),
      let background = PixelMatchOptions.Background(rawValue: texts[4]),
      let diffColor = DiffColor(text: texts[5]), let antiAliased = DiffColor(text: texts[7]),
      ["0", "1"].contains(texts[2]), ["0", "1"].contains(texts[3])
    else { return nil }
    var options = PixelMatchOptions()
    options.threshold = threshold
    options.alpha = alpha
    options.includeAntiAliased = texts[2] == "1"
    options.diffMask = texts[3] == "1"
    options.background = background
    options.diffColor = diffColor
    options.antiAliasedColor = antiAliased
    if texts[6] != "-" {
      guard let darker = DiffColor(text: texts[6]) else { return nil }
      options.darkerDiffColor = darker
    }
    return options
  }

  static func tolerance(_ fields: [ArraySlice<UInt8>]) -> DiffTolerance? {
    guard fields.count == 2 else { return nil }
    let none = fields.map { $0.elementsEqual("-".utf8) }
    let pixels = none[0] ? nil : number(fields[0])
    let ratio = none[1] ? nil : decimal(String(decoding: fields[1], as: UTF8.self))
    guard none[0] == (pixels == nil), none[1] == (ratio == nil) else { return nil }
    return DiffTolerance(maximumPixels: pixels, maximumRatio: ratio)
  }

  /// A share from 0 to 1 as `Double` writes it (no hexadecimal, no "nan").
  static func decimal(_ text: String) -> Double? {
    guard text.utf8.count <= 32,
      text.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 || $0 == 101 || $0 == 45 }),
      let value = Double(text), value.isFinite, (0...1).contains(value)
    else { return nil }
    return value
  }

  /// A whole number as chevgen writes one: decimal digits, no sign, no
  /// leading zero; nil beyond `Int`'s range rather than a trap.
  static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard let first = digits.first, first != 48 || digits.count == 1 else { return nil }
    var value = 0
    for digit in digits {
      guard (48...57).contains(digit) else { return nil }
      let (times, over) = value.multipliedReportingOverflow(by: 10)
      let (sum, overAgain) = times.addingReportingOverflow(Int(digit - 48))
      guard !over, !overAgain else { return nil }
      value = sum
    }
    return value
  }

  /// A part's number or count: at most nine digits, as `--shard` takes them.
  static func partNumber(_ digits: ArraySlice<UInt8>) -> Int? {
    digits.count <= 9 ? number(digits) : nil
  }

  /// The text `escaped` wrote, or nil for anything it never writes: an
  /// unknown escape, a raw control character, bytes that are not UTF-8.
  static func unescaped(_ field: ArraySlice<UInt8>) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = field.startIndex
    while index < field.endIndex {
      let byte = field[index]
      index += 1
      // C0 and DEL, and C1 (U+0080–U+009F: 0xC2 then 0x80–0x9F) are always escaped.
      if byte < 0x20 || byte == 0x7F { return nil }
      if byte == 0xC2, index < field.endIndex, (0x80...0x9F).contains(field[index]) { return nil }
      guard byte == 0x5C else {
        bytes.append(byte)
        continue
      }
      guard index < field.endIndex else { return nil }
      if field[index] == 0x5C {
        bytes.append(0x5C)
        index += 1
        continue
      }
      guard let (scalar, end) = controlEscape(field, at: index) else { return nil }
      bytes += String(scalar).utf8
      index = end
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The control character of the escape `u{HEX}` starting at `start` (after
  /// the backslash), and where it ends; nil for any other text.
  static func controlEscape(
    _ field: ArraySlice<UInt8>, at start: Int
  ) -> (Unicode.Scalar, Int)? {
    let hex = Array(field[start...].prefix(5))
    guard hex.count >= 4, hex[0] == 0x75, hex[1] == 0x7B else { return nil }
    let digits = hex[2...].prefix { $0 != 0x7D }
    guard (1...2).contains(digits.count), digits.count < hex.count - 2,
      digits.first != 48 || digits.count == 1,
      digits.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
      let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
      let scalar = Unicode.Scalar(value), isControl(scalar)
    else { return nil }
    return (scalar, start + 2 + digits.count + 1)
  }

  /// The lines of a summary's bytes, each without its line feed, numbered from 1.
  struct Lines: IteratorProtocol {
    let bytes: [UInt8]
    var start = 0
    /// The number of the line last returned.
    var number = 0
    /// Whether the last line returned ended with a line feed (or none was returned).
    var ended = true

    mutating func next() -> ArraySlice<UInt8>? {
      guard start < bytes.count else { return nil }
      number += 1
      let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
      defer { start = end + 1 }
      ended = end < bytes.count
      return bytes[start..<end]
    }
  }
}
