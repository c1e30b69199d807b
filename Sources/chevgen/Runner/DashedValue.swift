/// A value that starts with a minus, typed after its option as any value is:
/// `--backdrop-origin -4,59`, `--title -5%`, `--font-size -3`.
///
/// ArgumentParser reads every word that starts with `-` as an option, so such
/// a value was "missing" unless written `--option=-4,59`. No chevgen option is
/// a minus then a digit or a sign, so a word of that shape after a long
/// option can only be its value: it is attached (`--option=-4,59`) before
/// parsing, and the option's own check judges it. A flag given one says it
/// takes no value. A word that starts with a minus and a letter stays an
/// option; such a value is written with `=`, as the missing-value error says.
enum DashedValue {
  /// `arguments` with each dashed value attached to the long option before
  /// it; nothing after a bare `--` changes.
  static func attached(_ arguments: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    var ended = false
    for word in arguments {
      if !ended, isValue(word), let option = result.last, option.hasPrefix("--"),
        option.count > 2, !option.contains("=")
      {
        result[result.count - 1] = option + "=" + word
      } else {
        result.append(word)
        ended = ended || word == "--"
      }
    }
    return result
  }

  /// ArgumentParser's `missing value for '--title <text>'`, with how to give
  /// a value that starts with a minus and a letter when `arguments` give one
  /// after that option; nil for any other message.
  static func hint(for message: String, in arguments: [String]) -> String? {
    guard message.hasPrefix("missing value for '--") else { return nil }
    let named = message.dropFirst("missing value for '".count).prefix { $0 != " " && $0 != "'" }
    guard let index = arguments.firstIndex(of: String(named)), index + 1 < arguments.count
    else { return nil }
    let next = arguments[index + 1]
    // `--backdrop-origin --title Menu` lacks its value; `--title -Foo` has one.
    guard next.hasPrefix("-"), !next.hasPrefix("--"), next.count > 2 else { return nil }
    return message + "; a value that starts with '-' is written \(named)=\(next)"
  }

  /// Whether `word` is a minus followed by something no option name starts
  /// with: a digit, a point, a comma, a sign, a symbol.
  private static func isValue(_ word: String) -> Bool {
    guard word.first == "-", let second = word.dropFirst().first else { return false }
    return second != "-" && !second.isLetter
  }
}
