/// The first word of a command line, read as the command it names before
/// anything is parsed: a mistyped or unknown command is named as a mistake,
/// with the nearest command suggested, and `version` or `-v` asks for the
/// version.
///
/// `render` is the default subcommand and takes no positional argument (its
/// titles come through `--title`), so a first word that is neither an option
/// nor a command can only be a mistake. Left to the parser, `chevgen dif a b`
/// was read as render's and answered with render's missing `--out`.
enum CommandWord {
  /// The status of a mistaken command: a mistake in the command line.
  static let usageStatus: Int32 = 64

  /// The command names a first word may be, as the command tree spells them.
  static var names: [String] {
    ChevGen.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
  }

  /// `arguments`, with `-v` or `version` alone asking for `--version`.
  static func normalized(_ arguments: [String]) -> [String] {
    arguments == ["-v"] || arguments == ["version"] ? ["--version"] : arguments
  }

  /// The error message for `arguments` whose command word (the first, or the
  /// one after `help`) names no command; nil when there is none to name.
  static func mistake(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = Self.names
    var word = first
    if first == "help" {
      guard arguments.count > 1 else { return nil }
      word = arguments[1]
      if word.hasPrefix("-") { return nil }
    } else if first == "version" {
      return "'version' takes no arguments; run chevgen version, or chevgen --version "
        + "(see 'chevgen --help')"
    }
    if names.contains(word) { return nil }
    if let nearest = nearest(to: word, among: names.filter { $0 != "help" }) {
      return "unknown command '\(word)'; did you mean '\(nearest)'? (see 'chevgen --help')"
    }
    let commands = names.filter { $0 != "help" }
    return "unknown command '\(word)'; the commands are "
      + commands.dropLast().joined(separator: ", ") + " and " + commands.last!
      + ", and render's title is an option, e.g. chevgen --title Menu --out back.png "
      + "(see 'chevgen --help')"
  }

  /// The name `word` most likely misspells: the only one it begins (three
  /// letters or more), else the closest by edits (a letter added, removed,
  /// changed, or two swapped), at most one edit from a name of four letters
  /// or fewer and two from a longer one; ties go to the earlier name.
  static func nearest(to word: String, among names: [String]) -> String? {
    let typed = Array(word.lowercased())
    if typed.count >= 3 {
      let begun = names.filter { $0.hasPrefix(String(typed)) }
      if begun.count == 1 { return begun[0] }
    }
    var best: (name: String, edits: Int)?
    for name in names {
      let edits = distance(typed, Array(name))
      guard edits <= (name.count <= 4 ? 1 : 2) else { continue }
      if best == nil || edits < best!.edits { best = (name, edits) }
    }
    return best?.name
  }

  /// The fewest insertions, deletions, substitutions and swaps of two
  /// neighbours that turn `a` into `b` (optimal string alignment).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
