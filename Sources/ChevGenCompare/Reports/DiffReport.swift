import ChevGenFormat
import ChevGenSystem

/// One way a comparison is reported: a value that writes a finished
/// comparison's findings, as a swift-snapshot-testing strategy is a value
/// that snapshots, so that a new format is a new value here and the front
/// end only chooses among them.
///
/// What a report prints goes to the `DiffPrintout` handler the caller
/// gives (the front end decides colours and what a quiet run leaves out);
/// what it writes to files it writes itself. The review page is not one of
/// them: its diff images are written with the comparison, so it is where the
/// request's comparison goes (`DiffRequest.reviewFolder`).
public struct DiffReport: Sendable {
  /// Writes the report of a comparison's findings, handing what it prints
  /// to the printout handler.
  public typealias Writing =
    @Sendable (DiffFindings, (DiffPrintout) -> Void) throws(CompareError) -> Void

  /// Writes the report.
  let write: Writing

  init(write: @escaping Writing) {
    self.write = write
  }

  /// The result as lines: a pair's summary, or a line per differing file of
  /// two folders and a count, then the review page's address.
  public static let text = DiffReport { findings, print in
    switch findings.result {
    case .folders(let report):
      var lines = report.lines(naming: findings.naming)
      if let page = findings.reviewPage { lines.append("review page: " + page) }
      print(.results(lines, verdict: nil))
    case .images(let report):
      print(.results([report.summary(naming: findings.naming)], verdict: report.verdict))
    }
  }

  /// The result as one JSON object (`DiffResult.json`).
  public static let json = DiffReport { findings, print in
    print(.document(findings.result.json))
  }
}
