import ChevGenFormat
import ChevGenSystem
import Foundation

extension SnapshotUsage {
  /// This test process's name for its record of the references it read, one
  /// for every snapshot front end in the process.
  private static let runToken = UUID().uuidString

  /// Records that this test process read `reference` (an absolute path), in
  /// the artefacts folder its environment names (`defaultArtefactsFolder`,
  /// relative to the current directory), complete or not as its arguments
  /// and `CHEVGEN_SNAPSHOT_RUN` say; the failure message, in the words of
  /// `chevgen review --unused`, if the record cannot be written.
  ///
  /// Every front end calls it, `assertImageSnapshot` and the
  /// swift-snapshot-testing strategies alike, so that `chevgen review
  /// --unused` never takes a reference another library read for unused.
  public static func recordRead(_ reference: String) -> String? {
    let environment = ProcessInfo.processInfo.environment
    var artefacts = defaultArtefactsFolder { environment[$0] }
    if !PathText.isAbsolute(artefacts) {
      artefacts = DirectoryCheck.join(FileManager.default.currentDirectoryPath, artefacts)
    }
    let complete = isComplete(
      arguments: CommandLine.arguments, override: environment[runVariable])
    guard
      let problem = record(reference, artefacts: artefacts, complete: complete, token: runToken)
    else { return nil }
    return "cannot record that this run read \(reference), which chevgen review --unused "
      + "needs: \(problem)"
  }
}
