import ArgumentParser

/// `review` in chevgen's command list.
///
/// The command itself is the separate program chevgen-review, to which the
/// `chevgen` launcher hands `chevgen review …` and `chevgen help review`, so
/// this entry is never run; it only names the command. Its abstract is
/// chevgen-review's, which a test keeps equal.
struct ReviewEntry: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Look at what changed between two folders of PNGs in a browser, and accept it.")
}
