import Yams

/// The one diagnostic for a manifest YAML cannot read: nothing past the first
/// syntax error is read, so it is the only one there is.
enum ManifestSyntax {
  /// `error` located where libyaml stopped, with what to do there.
  static func diagnostic(_ error: YamlError, file: String, text: String) -> ManifestDiagnostic {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let during = context.map { " \(ManifestReader.clipped($0.text))" } ?? ""
      return ManifestDiagnostic(
        file: file, line: mark.line, column: mark.column, keyPath: "",
        message: "not valid YAML: \(ManifestReader.clipped(problem))\(during); "
          + (colourHint(text, before: mark.line) ?? "fix the syntax at this point"))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return RepeatedKey.diagnostic(
        key: duplicates.first ?? "", first: context.mark, text: context.text, file: file)
    case .reader(let problem, _, _, _):
      return ManifestDiagnostic(
        file: file, line: 1, column: 1, keyPath: "",
        message: "cannot be read as UTF-8 YAML: \(problem); save it as UTF-8")
    default:
      return ManifestDiagnostic(
        file: file, line: 1, column: 1, keyPath: "",
        message: "not valid YAML: \(ManifestReader.clipped("\(error)"))")
    }
  }

  /// A hint for a colour YAML read as a comment inside `{…}` or `[…]`, where
  /// the comment breaks the syntax: on the error's line or the one before.
  static func colourHint(_ text: String, before line: Int) -> String? {
    let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
    for number in [line - 1, line - 2] where lines.indices.contains(number) {
      let scalars = Array(lines[number].unicodeScalars)
      for index in scalars.indices.dropFirst()
      where scalars[index] == "#" && scalars[index - 1] == " " {
        let before = scalars[..<index].last { $0 != " " }
        guard [":", ",", "[", "{", "-"].contains(before),
          let comment = ManifestReader.comment(in: lines[number], from: index + 1)
        else { continue }
        return "YAML reads the unquoted \(comment) on line \(number + 1) as a comment; "
          + "quote it: \"\(comment)\""
      }
    }
    return nil
  }
}
