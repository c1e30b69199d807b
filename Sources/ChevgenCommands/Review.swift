import ArgumentParser
import ChevgenCommandLine
import ChevgenDiffCommand

/// `chevgen review`: two folders' PNGs, or the working tree against a git
/// revision, served as a page on this machine, where changes are accepted.
public struct Review: ParsableCommand {
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
          chevgen review --unused Tests
            → the snapshot references no complete recorded test run read
        Only this machine can connect, every request needs the address's random
        token, and only the images compared are read or written, never through
        a link. Exit status: 0 after the review, 2 for trouble (a missing
        folder, a busy port, an unknown revision, a PNG that is a link or not a
        regular file, a git that hangs) or a review interrupted before its page
        was served.
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

  @Option(help: ArgumentHelp("The port to serve on (default: a free one). e.g. --port 8765"))
  public var port: Int?

  @Flag(
    help: ArgumentHelp(
      "The actual folder holds only some images (a test run's failures): leave out the "
        + "references it lacks instead of showing them as removed."))
  public var partial = false

  @OptionGroup public var comparison: CompareOptions

  @OptionGroup public var stale: StaleReferenceOptions

  public init() {}
}
