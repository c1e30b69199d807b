/// A locale a manifest declares: `en`, `de`, `ar`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`.
///
/// Only what the three platforms can all name is accepted: a language, an
/// optional script and an optional region (BCP 47's common subset).
public struct AssetLocale: Hashable, Sendable, CustomStringConvertible {
  /// Lower case, two or three letters.
  public let language: String
  /// Title case, four letters, such as `Hans`.
  public let script: String?
  /// Upper case letters or three digits, such as `BR` or `419`.
  public let region: String?

  /// Parses `text`, normalising the case of each part; nil when it is not a locale.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter)
    else { return nil }
    language = first.lowercased()
    var rest = parts.dropFirst()
    if let next = rest.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
      script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
      rest = rest.dropFirst()
    } else {
      script = nil
    }
    if let next = rest.first,
      (next.count == 2 && next.allSatisfy(\.isASCIILetter))
        || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
    {
      region = next.uppercased()
      rest = rest.dropFirst()
    } else {
      region = nil
    }
    guard rest.isEmpty else { return nil }
  }

  /// The BCP 47 form, as Xcode and CSS `:lang()` take it: `pt-BR`, `zh-Hans`.
  public var description: String {
    ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
  }

  /// Languages written right to left: their buttons point right, as UIKit's do.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
  ]

  /// Whether the locale's script runs right to left (a Latin script overrides the language).
  public var isRightToLeft: Bool {
    if let script { return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"].contains(script) }
    return Self.rightToLeftLanguages.contains(language)
  }

  /// The resource qualifier Android expects: `de`, `pt-rBR`, or BCP 47's
  /// `b+zh+Hans` with a script or a numeric region (`b+es+419`), which the
  /// older form cannot spell.
  public var androidQualifier: String {
    if script != nil || region?.first?.isNumber == true {
      return "b+" + ([language] + [script, region].compactMap { $0 }).joined(separator: "+")
    }
    return language + (region.map { "-r\($0)" } ?? "")
  }

  /// Whether this is some form of English, whose titles can default to a purpose's own.
  var isEnglish: Bool { language == "en" }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
