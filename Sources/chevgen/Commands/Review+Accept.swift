import ChevGenCompare
import ChevGenReview
import ChevGenSystem

/// What `chevgen review --accept` and `--accept-all` do, with no server and
/// no browser (`AcceptOptions` says when they apply).
extension Review {
  /// `--accept` and `--accept-all`: accepts the images asked for in `session` and prints a line for each,
  /// then the counts as Done prints them; a refusal writes nothing.
  func accept(in session: ReviewSession) throws(CommandFailure) {
    let result: (accepted: [String], failures: [ReviewError])
    do throws(ReviewError) {
      result = try session.accept(acceptance.acceptAll ? session.differing : acceptance.paths)
    } catch {
      throw CommandFailure(
        message: Self.refusal(error, in: session), exitCode: ExitRules.comparison.failure)
    }
    let counts = session.counts
    StandardOutput.lines(
      result.accepted.map { "accepted: \($0)" }
        + ["review ended: \(counts.accepted) accepted, \(counts.differing) still differ"])
    if let first = result.failures.first {
      let more = result.failures.count > 1 ? " (and \(result.failures.count - 1) more)" : ""
      throw CommandFailure(
        message: "\(first.message)\(more); the other images were accepted",
        exitCode: ExitRules.comparison.failure)
    }
  }

  /// A refusal before anything was written, in the command line's words.
  private static func refusal(_ error: ReviewError, in session: ReviewSession) -> String {
    let nothing = "; nothing was accepted"
    switch error {
    case .unknown(let path) where !ConfinedFolder.isConfined(path):
      return "--accept '\(path)' leads out of the folders compared; name an image by its path "
        + "inside them, as chevgen diff lists it" + nothing
    case .unknown(let path):
      let hint = [session.reference.name, session.actual.name].lazy.compactMap {
        path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : nil
      }.first
      let fix =
        hint.map { "name it inside both folders: --accept '\($0)'" }
        ?? "name a differing image by its path inside both folders, as chevgen diff lists it"
      return "--accept '\(path)' is not among the images compared; \(fix)" + nothing
    case .nothingToAccept(let path):
      return "--accept '\(path)' is already the same as its reference; leave it out" + nothing
    default:
      return error.message + nothing
    }
  }
}
