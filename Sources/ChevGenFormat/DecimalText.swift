/// Whole numbers written as decimal digits straight into a byte buffer.
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
}
