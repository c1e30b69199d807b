import ArgumentParser
import ChevGenCompare
import ChevGenSystem

/// `chevgen diff --merge`: the parts' reports joined, printed and reported
/// as one comparison of the whole suite would be.
extension Diff {
  /// The merge the options ask for; folders to compare, a part or a diff
  /// image beside it are refused, since they ask for a comparison.
  func merge(_ environment: CIEnvironment) throws(CommandFailure) -> DiffRequest {
    if expected != nil || sharding.shard != nil || out != nil {
      let flag = CommandFailure.flag
      let extra =
        expected != nil
        ? "folders to compare" : sharding.shard != nil ? flag(.shard) : flag(.output)
      throw CommandFailure(
        message: "\(flag(.merge)) joins reports already written, and \(extra) asks for a "
          + "comparison; give \(flag(.merge)) the parts' \(flag(.report)) folders only, e.g. "
          + "chevgen diff --merge shard-1 shard-2 --report review",
        exitCode: ExitRules.comparison.failure)
    }
    return DiffRequest(
      expected: "", actual: "", parts: sharding.merge,
      reports: try reports(inputs: sharding.merge, environment), reviewFolder: report,
      naming: CommandFailure.flag)
  }
}
