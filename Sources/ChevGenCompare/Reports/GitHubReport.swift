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
/// `TerminalText` shows them; the one link, the run's page, only from
/// GitHub's own values).
public enum GitHubReport {
  /// One `::error file=FILE::NAME: SUMMARY` line per image that did not pass.
  public static func annotations(_ outcomes: [ImageOutcome]) -> [String] {
    outcomes.filter { !$0.passed }.map { outcome in
      var message = "\(outcome.name): \(outcome.summary)"
      if let diff = outcome.diffPath { message += "; diff image: \(diff)" }
      return "::error file=\(property(outcome.file))::\(data(message))"
    }
  }

  /// The Markdown the job's summary shows: a heading with the counts, one
  /// row per image that did not pass, then where its files are.
  ///
  /// A diff image is a file on the runner, which is gone when the summary is
  /// read: its path is shown, never linked (a relative link in a summary
  /// leads to a page of github.com that does not exist), and a line says that
  /// the files reach the reader through the run's artefacts, linked when
  /// `run` (the run's page) is known, naming the review page `reportPage`.
  public static func summary(
    _ outcomes: [ImageOutcome], title: String, run: String? = nil, reportPage: String? = nil
  ) -> String {
    let failing = outcomes.filter { !$0.passed }
    var markdown = "### \(markdownText(title)): "
    markdown += "\(failing.count) of \(outcomes.count) images differ\n\n"
    guard !failing.isEmpty else { return markdown }
    markdown += "| Image | Status | Differing pixels | Diff image |\n| --- | --- | --- | --- |\n"
    for outcome in failing {
      let pixels = outcome.result.map { "\($0.differentPixels) of \($0.totalPixels)" } ?? "–"
      let diff = outcome.diffPath.map(markdownText) ?? "–"
      markdown += "| \(markdownText(outcome.name)) | \(outcome.status.rawValue) | "
      markdown += "\(pixels) | \(diff) |\n"
    }
    let files = reportPage.map { "The review page \(markdownText($0)) and the diff images" }
    var whereabouts = (files ?? "The diff images") + " are files in the job's workspace: "
    whereabouts +=
      run.map { "download them from [this run's artefacts](\($0)#artifacts)" }
      ?? "download them from the run's artefacts"
    whereabouts += ", where the workflow uploads them (actions/upload-artifact).\n"
    return markdown + "\n" + whereabouts + "\n"
  }

  /// The run's page, `SERVER/OWNER/REPO/actions/runs/ID`, from GitHub Actions'
  /// variables; nil unless each is what GitHub sets (so no value can add
  /// Markdown to the summary).
  public static func runPage(server: String?, repository: String?, runID: String?) -> String? {
    guard let server, let repository, let runID,
      server.hasPrefix("https://") || server.hasPrefix("http://"),
      server.dropFirst(7).allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || ".-:/".contains($0))
      }),
      PathText.components(of: repository, keepingEmpty: true).count == 2,
      repository.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-/".contains($0)) }),
      !runID.isEmpty, runID.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    let base = PathText.endsWithSlash(server) ? String(Substring(server.utf8.dropLast())) : server
    return "\(base)/\(repository)/actions/runs/\(runID)"
  }

  /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them.
  static func data(_ text: String) -> String {
    ScalarText.replacing(text) { scalar in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      default: nil
      }
    }
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

}
