import ArgumentParser
import ChevGenCompare
import ChevGenReview
import ChevGenSystem

/// `chevgen review REFS ACTUAL --accept PATH … | --accept-all`: the page's
/// Accept and Accept all from a script, with no server and no browser.
///
/// The references change through the review's own accept (`ReviewSession`),
/// so a script gets what a reviewer clicking gets: only the files the
/// comparison listed, never through a link, each replaced whole, the bytes
/// compared. Every path is checked before the first file is written.
public struct AcceptOptions: ParsableArguments, Sendable {
  @Option(
    name: .customLong("accept"),
    help: ArgumentHelp(
      "Accept this differing image without serving the page: its path inside both folders, "
        + "as chevgen diff lists it (repeat for more). e.g. --accept menu/back@2x.png",
      valueName: "path"))
  public var paths: [String] = []

  @Flag(
    help: ArgumentHelp(
      "Accept every differing image without serving the page, as Accept all does."))
  public var acceptAll = false

  public init() {}
}

/// What `chevgen review --accept` and `--accept-all` do.
extension AcceptOptions {
  /// Whether an accept was asked for, so that it runs instead of a server.
  var asked: Bool { acceptAll || !paths.isEmpty }

  /// Refuses what does not go with accepting: both ways at once, a git
  /// revision (read only), a port (nothing is served) and `--unused`.
  func validate(against: String?, port: Int?, unused: Bool) throws(CommandFailure) {
    let option = acceptAll ? "--accept-all" : "--accept"
    var problem: String?
    if acceptAll, !paths.isEmpty {
      problem =
        "--accept-all accepts every difference; give it alone, or name each image with --accept"
    } else if let against {
      problem =
        "\(option) changes the reference folder, and with --against \(against) the reference "
        + "is a git revision, which review does not change; commit the working tree instead, "
        + "or accept between two folders: chevgen review REFS ACTUAL \(option)"
    } else if port != nil {
      problem = "\(option) serves no page; leave out --port"
    } else if unused {
      problem =
        "--unused lists references and accepts nothing; run chevgen review REFS ACTUAL "
        + "\(option) on its own"
    }
    if let problem {
      throw CommandFailure(message: problem, exitCode: ExitRules.comparison.failure)
    }
  }

  /// Accepts the images asked for in `session` and prints a line for each,
  /// then the counts as Done prints them; a refusal writes nothing.
  func run(_ session: ReviewSession) throws(CommandFailure) {
    let result: (accepted: [String], failures: [ReviewError])
    do throws(ReviewError) {
      result = try session.accept(acceptAll ? session.differing : paths)
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
