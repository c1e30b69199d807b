import ArgumentParser
import ChevGenCompare
import ChevGenFormat
import ChevGenReview
import ChevGenSystem

/// `chevgen review`: two folders' PNGs, or the working tree against a git
/// revision, served as a page on this machine, where changes are accepted.
public struct Review: ChevGenCommand, Sendable {
  public static let configuration = CompletionPass.skipped(
    CommandConfiguration(
      commandName: "review",
      abstract: "Look at what changed between two folders of PNGs in a browser, and accept it.",
      discussion: """
        Serves the review page of `chevgen diff --report` on 127.0.0.1, with an
        Accept button per differing image and Accept all. Accepting copies the
        actual image over the reference (whole, through a temporary file), or
        removes a reference the actual folder no longer has. Done in the page,
        or Ctrl-C, ends the review.
          chevgen review Tests/__Snapshots__ build/snapshots
            → review page: http://127.0.0.1:PORT/TOKEN/
          chevgen review --against HEAD Assets/
            → the working tree's PNGs against their last commit (read only)
          chevgen review --against main...HEAD
            → against the commit where this branch left main (git merge-base)
          chevgen review Tests/__Snapshots__ build/snapshots --accept-all
            → accepts every difference at once, as Accept all; no page served
          chevgen review Tests/__Snapshots__ build/snapshots --accept menu/back@2x.png
            → accepts that image only (repeat --accept for more)
          chevgen review --unused Tests
            → the snapshot references no complete recorded test run read
          chevgen review Tests/__Snapshots__ --merge shard-1 shard-2 shard-3
            → the parts' reports of chevgen diff --shard, reviewed as one; accepts
              go to the folder named (without it, the page only shows)
        Only this machine can connect, every request needs the address's random
        token, and only the images compared are read or written, never through
        a link; --accept checks every image named before it writes any.
        Exit status: 0 after the review or the accepts, 2 for trouble (a
        missing folder, a busy port, an unknown revision, a PNG that is a link
        or not a regular file, a git that hangs, an image that cannot be
        accepted) or a review interrupted before its page was served.
        """))

  @Argument(
    help: ArgumentHelp(
      "The reference folder and the actual one; with --against, paths in the working tree "
        + "(default: the current folder).", valueName: "path"))
  public var paths: [String] = []

  @Option(
    help: ArgumentHelp(
      "Compare the working tree's PNGs with their versions at this git revision; "
        + "A...B: at the commit where B left A (git merge-base A B, as git diff A...B), an "
        + "empty side being HEAD. e.g. --against HEAD, --against main...HEAD",
      valueName: "revision"))
  public var against: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Review the --report folders of every part of one `chevgen diff --shard` run as one, with "
        + "their settings (listed after one --merge, or repeat it); the one path given is the "
        + "reference folder accepts write to. "
        + "e.g. --merge shard-1 shard-2", valueName: "report"))
  public var merge: [String] = []

  @Option(
    help: ArgumentHelp("The port to serve on (default: a free one). e.g. --port 8765"),
    transform: DecimalOption.count)
  public var port: Int?

  @Flag(
    help: ArgumentHelp(
      "The actual folder holds only some images (a test run's failures): leave out the "
        + "references it lacks instead of showing them as removed."))
  public var partial = false

  @OptionGroup public var comparison: CompareOptions

  @OptionGroup public var stale: StaleReferenceOptions

  @OptionGroup var output: OutputOptions<Review>

  @OptionGroup public var acceptance: AcceptOptions

  public init() {}
}

/// What `chevgen review` does.
extension Review {
  /// Its standard output is the review's log, so a failed write there is
  /// reported as the review's.
  static var exitRules: ExitRules {
    .comparison.named(errors: "chevgen", output: "chevgen review")
  }

  /// Compares and serves until Done or Ctrl-C, then ends the program: the
  /// server's work is asynchronous (see `ReviewProgram`).
  public func run() throws {
    guard acceptance.asked else { ReviewProgram.run(self) }
    try acceptWithoutServing()
  }

  /// `--accept` and `--accept-all`: the comparison, then the accepts, with
  /// no server, and so none of the server's asynchronous work.
  private func acceptWithoutServing() throws(CommandFailure) {
    try acceptance.validate(against: against, port: port, unused: stale.asked)
    try refuseOutputFlags(instead: "an accept prints each reference it replaced")
    try stale.validate(reviewing: true)
    try accept(in: makeSession(Console(quiet: false, json: false)))
  }

  /// Compares and serves; every error is one line on stderr and exit 2, as
  /// diff's.
  func launch() async -> Int32 {
    do {
      try await serve()
      return 0
    } catch {
      return CommandRunner.status(
        root: ChevGen.self, helpCommand: "chevgen review", usageStatus: Self.exitRules.usage
      ) {
        throw error
      }
    }
  }

  /// Refuses `--quiet` and `--json` but with `--unused`, whose printout
  /// alone they shape; `instead` says what the review prints.
  private func refuseOutputFlags(instead: String) throws(CommandFailure) {
    guard output.quiet || output.json else { return }
    throw CommandFailure(
      message: "\(output.json ? "--json" : "--quiet") goes with --unused; " + instead,
      exitCode: ExitRules.comparison.failure)
  }

  func serve() async throws {
    try stale.validate(reviewing: !paths.isEmpty || against != nil || !merge.isEmpty)
    let console = output.console
    if stale.asked { return try listUnused(console) }
    try refuseOutputFlags(
      instead: "a review prints the address of its page, which is how it is opened")
    if let port, !(1...65535).contains(port) {
      throw CommandFailure(
        message: ValueText.invalid(
          "--port", value: String(port),
          expected: "give a port from 1 to 65535, or leave --port out for a free one"),
        exitCode: ExitRules.comparison.failure)
    }
    let session = try makeSession(console)
    let server = ReviewServer(session: session, port: UInt16(port ?? 0))
    do {
      try await server.run()
    } catch ReviewError.addressUnwritable(let reason) {
      throw CommandFailure(
        message: "cannot write the review's address to standard output (\(reason)); "
          + "check where the output goes", exitCode: Self.exitRules.failure)
    } catch ReviewError.cannotListen(let problem) {
      throw CommandFailure(
        message: "cannot serve the review: \(problem); choose another with --port, or leave "
          + "--port out for a free one", exitCode: Self.exitRules.failure)
    }
  }

  /// The comparison, before anything is served.
  private func makeSession(_ console: Console) throws(CommandFailure) -> ReviewSession {
    var options = try comparison.pixelMatchOptions()
    var tolerance = try comparison.tolerance()
    var settings = CompareOptions.settings(options, tolerance)
    let sides: (reference: ReviewSide, actual: ReviewSide)
    if !merge.isEmpty {
      let merged = try mergedParts()
      (options, tolerance, settings) = (merged.options, merged.tolerance, merged.settings)
      sides = try mergedSides(merged)
    } else if let against {
      sides = try revisionSides(against)
    } else {
      sides = try folderSides()
    }
    let progress = console.progress("chevgen: comparing")
    defer { progress.finish() }
    do throws(CompareError) {
      return try ReviewSession(
        reference: sides.reference, actual: sides.actual, partial: partial, options: options,
        tolerance: tolerance, settings: settings
      ) { done, total in progress.update(done, of: total) }
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The parts' reports `--merge` names, checked to be every part of one run.
  private func mergedParts() throws(CommandFailure) -> ReportMerge {
    if against != nil || paths.count > 1 || partial {
      let other = against != nil ? "--against" : partial ? "--partial" : "two folders"
      throw CommandFailure(
        message: "--merge reviews the parts' reports, and \(other) names another comparison; "
          + "give the reference folder alone, e.g. chevgen review Tests/__Snapshots__ --merge "
          + "shard-1 shard-2", exitCode: ExitRules.comparison.failure)
    }
    do throws(CompareError) { return try ReportMerge(folders: merge) } catch {
      throw CommandFailure(error)
    }
  }

  /// The parts' actual images against the reference folder named, or
  /// against the parts' copies of the references (nothing can be accepted).
  private func mergedSides(
    _ merged: ReportMerge
  ) throws(CommandFailure) -> (reference: ReviewSide, actual: ReviewSide) {
    if acceptance.asked && paths.isEmpty {
      throw CommandFailure(
        message: "accepting writes to the reference folder, and --merge was given none; name "
          + "it first, e.g. chevgen review Tests/__Snapshots__ --merge shard-1 shard-2 "
          + "--accept-all", exitCode: ExitRules.comparison.failure)
    }
    for path in paths where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); with --merge, name the reference folder the parts compared",
        exitCode: ExitRules.comparison.failure)
    }
    do throws(CompareError) { return try merged.sides(reference: paths.first) } catch {
      throw CommandFailure(error)
    }
  }

  /// The working tree under `paths` against `revision`, read through git.
  private func revisionSides(
    _ revision: String
  ) throws(CommandFailure) -> (reference: ReviewSide, actual: ReviewSide) {
    do throws(CompareError) {
      let here = DirectoryCheck.resolved(".")
      let git = try GitRevision(revision: revision, paths: paths, directory: here)
      return (ReviewSide.revision(git), try ReviewSide.workingTree(of: git))
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The two folders named, which must exist and be apart.
  private func folderSides() throws(CommandFailure) -> (reference: ReviewSide, actual: ReviewSide) {
    guard paths.count == 2 else {
      throw CommandFailure(
        message: "chevgen review compares two folders, and was given \(paths.count) "
          + "path\(paths.count == 1 ? "" : "s"); "
          + "name the reference folder and the actual one, e.g. chevgen review "
          + "Tests/__Snapshots__ build/snapshots, or compare with git: --against HEAD",
        exitCode: ExitRules.comparison.failure)
    }
    for path in paths where !DirectoryDiffer.isDirectory(path) {
      let what = DirectoryDiffer.exists(path) ? "is a file" : "does not exist"
      throw CommandFailure(
        message: "'\(path)' \(what); chevgen review compares two folders of PNGs",
        exitCode: ExitRules.comparison.failure)
    }
    if DirectoryCheck.overlap(paths[0], paths[1]) {
      throw CommandFailure(
        message: "'\(paths[0])' and '\(paths[1])' overlap; review two folders apart, "
          + "neither inside the other", exitCode: ExitRules.comparison.failure)
    }
    do throws(CompareError) {
      return (try ReviewSide.folder(paths[0]), try ReviewSide.folder(paths[1]))
    } catch {
      throw CommandFailure(error)
    }
  }
}

/// `chevgen review`'s `--quiet` and `--json`, which only `--unused` prints with.
extension Review: OutputWording {
  static let quietHelp = ArgumentHelp(
    "With --unused: print nothing but errors; the exit status says the rest. e.g. --quiet")
  static let jsonHelp = ArgumentHelp(
    "With --unused: print the references found and removed as a JSON object (see the "
      + "manual's Output article). e.g. --json")
}
