/// How a chevgen command's run ends: the exit statuses and the name its
/// error lines start with, written once for every command.
///
/// Every command exits 0 when it did what was asked. The drawing commands
/// (render, animate, preview, sheet, build) exit 1 for a failure (a file that
/// cannot be read or written) and 64 for a mistake in the command line, as
/// sysexits.h's EX_USAGE, so a script can tell a typo from a full disk. diff
/// and review follow diff(1) instead: 1 means "different", so every trouble,
/// a mistake in the options included, is 2, and a script comparing images
/// never mistakes a bad option for a difference.
public struct ExitRules: Sendable {
  /// The status for a mistake in the command line.
  public let usage: Int32
  /// The status for any other trouble: a file, the disk, the network.
  public let failure: Int32
  /// What an error line starts with, before `: error:`.
  public let errorName: String
  /// What a failed write to standard output is reported as, before `: error:`.
  public let outputName: String

  /// render, animate, preview and sheet: 64 for usage, 1 for failure.
  public static let drawing = ExitRules(
    usage: 64, failure: 1, errorName: "chevgen", outputName: "chevgen")
  /// diff and review, as diff(1): 2 for every trouble.
  public static let comparison = ExitRules(
    usage: 2, failure: 2, errorName: "chevgen", outputName: "chevgen")

  /// These rules with errors and output failures reported as `name`'s.
  public func named(errors errorName: String, output outputName: String) -> ExitRules {
    ExitRules(usage: usage, failure: failure, errorName: errorName, outputName: outputName)
  }
}
