/// A straight (non-premultiplied) RGBA colour with components in 0…1.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
      return nil
    }
    var bytes: [Double] = []
    var index = 1
    while index < digits.count {
      guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else {
        return nil
      }
      bytes.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(
      red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
  }

  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// This colour moved `amount` (0…1) of the way towards `other`, alpha included.
  public func mixed(with other: Color, amount: Double) -> Color {
    Color(
      red: red + (other.red - red) * amount,
      green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount,
      alpha: alpha + (other.alpha - alpha) * amount)
  }

  /// The same colour with its alpha multiplied by `factor`.
  public func withAlpha(multipliedBy factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#RRGGBBAA` in upper case, the inverse of `init(hex:)`.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for component in [red, green, blue, alpha] {
      let byte = Int((min(1, max(0, component)) * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }
}

private func hexValue(_ digit: UInt8) -> Int? {
  switch digit {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
  default: nil
  }
}
