import ArgumentParser
import ChevGenCompare
import ChevGenReview

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

/// When `chevgen review --accept` and `--accept-all` apply (Review+Accept.swift
/// does them).
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

}
