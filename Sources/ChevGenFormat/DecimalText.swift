/// Whole numbers written as decimal digits straight into a byte buffer, and
/// fractions rounded to a fixed number of places.
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
}
