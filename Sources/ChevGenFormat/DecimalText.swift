/// Whole numbers written as decimal digits straight into a byte buffer,
/// fractions rounded to a fixed number of places, and numbers read back the
/// one way every option and manifest value is read.
///
/// A build's state and index write tens of thousands of numbers; making a
/// String of each was most of the time it took to write them.
public enum DecimalText {
  /// Appends `value` in decimal, with a minus sign when it is negative.
  public static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// `value` rounded to `places` decimal places (half away from zero), with
  /// no trailing zeros, no trailing point and no negative zero: `12.5`, `3`,
  /// `-0.0625`. Whole-number arithmetic on the rounded value, so the same
  /// double gives the same text on every machine, unlike a shortest
  /// round-trip spelling, which writes `0.30000000000000004` for a sum of
  /// tenths. A value too large for the places (beyond about 10¹⁴ at four) is
  /// clamped; chevgen writes coordinates in points, far below it.
  public static func fraction(_ value: Double, places: Int) -> String {
    let places = max(0, min(places, 9))
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    let limit = Double(Int64.max / 2) / Double(unit)
    let clamped = value.isFinite ? min(max(value, -limit), limit) : 0
    let scaled = Int((clamped * Double(unit)).rounded(.toNearestOrAwayFromZero))
    var bytes: [UInt8] = []
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    append(scaled.magnitude / UInt(unit), places: 0, to: &bytes)
    var remainder = Int(scaled.magnitude % UInt(unit))
    var digits = places
    while digits > 0 && remainder % 10 == 0 && remainder > 0 {
      remainder /= 10
      digits -= 1
    }
    if remainder > 0 {
      bytes.append(UInt8(ascii: "."))
      append(UInt(remainder), places: digits, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value`'s digits, left-padded with zeros to at least `places`.
  private static func append(_ value: UInt, places: Int, to bytes: inout [UInt8]) {
    var magnitude = value
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0 || bytes.count - start < places
    bytes[start...].reverse()
  }

  /// The decimal number `text` spells (`12`, `-0.5`, `.5`, `1e3`); nil for
  /// anything else. `Double(String)` alone also reads `0x10` as 16 and `inf`
  /// and `nan` as numbers: a value the user did not mean to give, so every
  /// number chevgen reads from a command line or a manifest comes through here.
  public static func number<Text: StringProtocol>(_ text: Text) -> Double? {
    let utf8 = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[index]) {
        index += 1
      }
      return index - start
    }
    if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
      index += 1
    }
    var count = digits()
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      index += 1
      count += digits()
    }
    guard count > 0 else { return nil }
    if index < utf8.count, utf8[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == utf8.count, let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }

  /// The whole number `text` spells as a decimal number is spelled (`100`,
  /// `1e3`, `1000.0`); nil for a fraction (`2.5`), anything `number` refuses,
  /// or a value beyond 2⁵³, past which a double holds no longer every whole
  /// number. A count is a number like any other, so it reads the same way.
  public static func wholeNumber<Text: StringProtocol>(_ text: Text) -> Int? {
    guard let value = number(text), value == value.rounded(), abs(value) <= 9_007_199_254_740_992
    else { return nil }
    return Int(value)
  }
}
