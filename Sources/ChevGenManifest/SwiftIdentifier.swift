/// How a button's name becomes the Swift identifier its accessor is declared as.
///
/// Names are ASCII letters, digits, `-` and `_` (see `AssetNames.problem`), so
/// the identifier is the name in lower camel case: `-` and `_` start a new
/// word, and a leading run of capitals is lowered (`Back-Large` → `backLarge`,
/// `URLShare` → `urlShare`). Two names that give one identifier are a manifest
/// error (`NameClashes`), as two names that write one file are: renaming one
/// is the only fix that keeps every accessor where the user expects it.
package enum SwiftIdentifier {
  /// `backLarge` for `Back-Large`; a leading digit gets an underscore first.
  static func name(_ buttonName: String) -> String {
    let words = buttonName.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = words.first else { return "_" }
    let identifier = lowered(first) + words.dropFirst().map(capitalized).joined()
    return identifier.first?.isNumber == true ? "_" + identifier : identifier
  }

  /// `name(_:)` as source: in backticks when it is a Swift keyword.
  package static func declared(_ buttonName: String) -> String {
    let identifier = name(buttonName)
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// Words Swift reserves in a declaration or after a dot, which an accessor
  /// can only be named in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "private", "precedencegroup", "protocol", "public", "repeat",
    "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// The first word: its leading capitals lowered, but the last of them when a
  /// lower-case letter follows it (`URLShare` → `urlShare`, `Back` → `back`).
  private static func lowered(_ word: String) -> String {
    let characters = Array(word)
    let capitals = characters.prefix(while: \.isUppercase).count
    let lowering = capitals > 1 && capitals < characters.count ? capitals - 1 : max(capitals, 1)
    return characters.prefix(lowering).map { $0.lowercased() }.joined()
      + String(characters.dropFirst(lowering))
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
