import ArgumentParser
import ChevGenCompare
import ChevGenReview
import ChevGenSystem

/// `chevgen diff --merge`: the parts' reports joined, printed and reported
/// as one comparison of the whole suite would be.
extension Diff {
  func runMerge() throws {
    if expected != nil || sharding.shard != nil || out != nil {
      let extra =
        expected != nil ? "folders to compare" : sharding.shard != nil ? "--shard" : "--out"
      throw CommandFailure(
        message: "--merge joins reports already written, and \(extra) asks for a comparison; "
          + "give --merge the parts' --report folders only, e.g. chevgen diff --merge shard-1 "
          + "shard-2 --report review", exitCode: ExitRules.comparison.failure)
    }
    do {
      let format = try ci.chosenFormat(json: json)
      try ci.check(inputs: sharding.merge)
      let console = Console(quiet: quiet, json: json)
      let merged = try ReportMerge(folders: sharding.merge)
      let joined: DirectoryDiffReport
      if let report {
        let progress = console.progress("chevgen: merging")
        defer { progress.finish() }
        joined = try merged.write(to: report, progress: progress.update)
      } else {
        joined = merged.report()
      }
      var lines = joined.lines(naming: CompareOptions.flag)
      if let report { lines.append("review page: " + DirectoryCheck.join(report, "index.html")) }
      if json { console.document(joined.json) } else { console.results(lines) }
      try reportForCI(
        ImageOutcome.outcomes(of: joined, naming: CompareOptions.flag), expected: merged.expected,
        actual: merged.actual, tolerance: merged.tolerance, format: format, json: json,
        reportFolder: report)
      if !joined.passed { throw ExitCode(1) }
    } catch let error as CompareError {
      throw CommandFailure(error, output: .report)
    }
  }
}
