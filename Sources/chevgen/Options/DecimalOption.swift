import ArgumentParser
import ChevGenFormat

/// Reads a number option's value as a decimal, the way the manifest and every
/// other number chevgen reads are read (`DecimalText.number`): ArgumentParser's
/// own `Double` reading takes `0x10` for 16 and `nan` for a number, and its
/// `Int` reading refuses `1e3`, which is a decimal number like any other.
enum DecimalOption {
  /// The value of `text`; a usage error naming the form for anything else.
  static func read(_ text: String) throws -> Double {
    guard let value = DecimalText.number(text) else {
      throw ValidationError("give a decimal number, e.g. 2.5")
    }
    return value
  }

  /// The count `text` spells (`100`, `1e3`); a usage error for a fraction or
  /// anything that is no decimal number. Each option checks its own range.
  static func count(_ text: String) throws -> Int {
    guard let value = DecimalText.wholeNumber(text) else {
      throw ValidationError("give a whole number, e.g. 100")
    }
    return value
  }
}
