import ArgumentParser
import ChevGenFormat

/// Reads a number option's value as a decimal, the way the manifest and every
/// other number chevgen reads are read (`DecimalText.number`): ArgumentParser's
/// own `Double` reading takes `0x10` for 16 and `nan` for a number.
enum DecimalOption {
  /// The value of `text`; a usage error naming the form for anything else.
  static func read(_ text: String) throws -> Double {
    guard let value = DecimalText.number(text) else {
      throw ValidationError("give a decimal number, e.g. 2.5")
    }
    return value
  }
}
