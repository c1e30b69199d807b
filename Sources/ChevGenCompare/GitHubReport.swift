import ChevGenFormat
import ChevGenSystem

/// A comparison in GitHub Actions' words: an `::error` workflow command per
/// image that did not pass, which annotates the pull request, and a Markdown
/// table for the job's step summary.
///
/// Names are data, never syntax: a name cannot end a command early or start
/// another (GitHub's own escapes: `%`, CR and LF in a message; `:` and `,`
/// too in a property), nor add a row, a link or HTML to the summary (every
/// ASCII punctuation mark backslash-escaped, hidden scalars shown as
/// `TerminalText` shows them, link targets percent-encoded).
public enum GitHubReport {
  /// One `::error file=FILE::NAME: SUMMARY` line per image that did not pass.
  public static func annotations(_ outcomes: [ImageOutcome]) -> [String] {
    outcomes.filter { !$0.passed }.map { outcome in
      var message = "\(outcome.name): \(outcome.summary)"
      if let diff = outcome.diffPath { message += "; diff image: \(diff)" }
      return "::error file=\(property(outcome.file))::\(data(message))"
    }
  }

  /// The Markdown the job's summary shows: a heading with the counts, then
  /// one row per image that did not pass, its diff image linked.
  public static func summary(_ outcomes: [ImageOutcome], title: String) -> String {
    let failing = outcomes.filter { !$0.passed }
    var markdown = "### \(markdownText(title)): "
    markdown += "\(failing.count) of \(outcomes.count) images differ\n\n"
    guard !failing.isEmpty else { return markdown }
    markdown += "| Image | Status | Differing pixels | Diff image |\n| --- | --- | --- | --- |\n"
    for outcome in failing {
      let pixels = outcome.result.map { "\($0.differentPixels) of \($0.totalPixels)" } ?? "–"
      let diff = outcome.diffPath.map { "[\(markdownText($0))](\(linkTarget($0)))" } ?? "–"
      markdown += "| \(markdownText(outcome.name)) | \(outcome.status.rawValue) | "
      markdown += "\(pixels) | \(diff) |\n"
    }
    return markdown + "\n"
  }

  /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them.
  static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A workflow command's property value: as `data`, and `:` and `,`, which end it.
  static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }

  /// `text` as literal Markdown in a table cell: hidden scalars (line breaks
  /// among them) shown as `\u{…}`, every ASCII punctuation mark escaped.
  static func markdownText(_ text: String) -> String {
    var out = ""
    for character in TerminalText.escaped(text) {
      if character.isASCII, character.isPunctuation || character.isSymbol {
        out.append("\\")
      }
      out.append(character)
    }
    return out
  }

  /// A link target: every byte but letters, digits, `-._~/` percent-encoded.
  static func linkTarget(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || (0x30...0x39).contains(byte)
          || "-._~/".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
