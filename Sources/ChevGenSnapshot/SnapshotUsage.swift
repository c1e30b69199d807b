import ChevGenFormat
import ChevGenSystem
import Synchronization

/// The record of which snapshot references a test run read, kept in the
/// snapshot artefacts folder: the snapshot library writes it, `chevgen review
/// --unused` reads it. One definition of the format for both.
///
/// Each test process that checks a snapshot writes one file,
/// `<artefacts>/usage/run-<token>.txt`: the header, then `complete` or
/// `partial`, then one reference path per line (absolute; a backslash and a
/// line break escaped as `\\` and `\n`), appended as each check starts, so a
/// killed run leaves what it read. A run is partial when something may have
/// left tests out (`isComplete(arguments:override:)`), or with
/// `CHEVGEN_SNAPSHOT_RUN=partial`; `CHEVGEN_SNAPSHOT_RUN=complete` says a run
/// is whole when the library cannot tell (Xcode's test plans, XCTest's
/// `swift test --parallel`, whose workers are each named their tests).
public enum SnapshotUsage {
  /// The folder of records inside the artefacts folder.
  public static let folderName = "usage"
  /// The environment variable naming the snapshot artefacts folder.
  public static let artefactsVariable = "CHEVGEN_SNAPSHOT_ARTEFACTS"

  /// swift-snapshot-testing's variable for the folder of failed snapshots,
  /// read when chevgen's own is unset, so that a team sets one folder for both.
  public static let snapshotTestingArtefactsVariable = "SNAPSHOT_ARTIFACTS"

  /// The artefacts folder the snapshot library writes to, and `chevgen review
  /// --unused` reads by default: the folder `CHEVGEN_SNAPSHOT_ARTEFACTS`
  /// names, else the one swift-snapshot-testing's `SNAPSHOT_ARTIFACTS` names,
  /// else `chevgen-snapshots` in the temporary folder (`TMPDIR`, else `/tmp`).
  /// One rule for both, so that they meet.
  public static func defaultArtefactsFolder(environment: (String) -> String?) -> String {
    for variable in [artefactsVariable, snapshotTestingArtefactsVariable] {
      if let folder = environment(variable), !folder.isEmpty { return folder }
    }
    let temporary = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 }
    return DirectoryCheck.join(temporary ?? "/tmp", "chevgen-snapshots")
  }
  static let header = "chevgen snapshot usage 1"
  /// The environment variable that overrides what the library tells of a run.
  public static let runVariable = "CHEVGEN_SNAPSHOT_RUN"

  /// What one record says.
  public struct Record: Hashable, Sendable {
    /// Whether the run that wrote it ran every test.
    public var complete: Bool
    /// The references it read.
    public var references: Set<String>

    /// A record of a run, complete or not, that read `references`.
    public init(complete: Bool, references: Set<String>) {
      self.complete = complete
      self.references = references
    }
  }

  /// The files this process has started, by artefacts folder.
  private static let started = Mutex<[String: String]>([:])

  /// Whether a test process run with `arguments` (its own path first) and
  /// `override` (`CHEVGEN_SNAPSHOT_RUN`) ran every test: not when SwiftPM
  /// passed on `--filter` or `--skip` (as Swift Testing reads them), nor when
  /// XCTest was named tests (a name right after the program, as SwiftPM runs
  /// XCTest on Linux, or `-XCTest NAMES` but `All`, as xcrun xctest does).
  /// Everything else SwiftPM passes on (`--package-path`, `--attachments-path`)
  /// leaves a run whole.
  public static func isComplete(arguments: [String], override: String?) -> Bool {
    if override == "complete" { return true }
    if override == "partial" { return false }
    if arguments.count > 1, !arguments[1].hasPrefix("-") { return false }
    for (index, argument) in arguments.enumerated().dropFirst() {
      if ["--filter", "--skip"].contains(argument.split(separator: "=").first ?? "") {
        return false
      }
      if argument == "-XCTest", index + 1 < arguments.count, arguments[index + 1] != "All" {
        return false
      }
    }
    return true
  }

  /// Adds `reference` to this process's record in `artefacts`, starting the
  /// record (and its folder) at the first call, named by `token` (unique to
  /// the process); the failure message, if the record cannot be written.
  public static func record(
    _ reference: String, artefacts: String, complete: Bool, token: String
  ) -> String? {
    let folder = DirectoryCheck.join(artefacts, folderName)
    // The write too is under the lock: checks run in parallel, and a line
    // appended before the first call's header would leave no record at all.
    return started.withLock { files -> String? in
      let isNew = files[artefacts] == nil
      let path = files[artefacts] ?? DirectoryCheck.join(folder, "run-\(token).txt")
      var text = isNew ? header + "\n" + (complete ? "complete" : "partial") + "\n" : ""
      text += LineText.escaped(reference) + "\n"
      do throws(FileError) {
        if isNew { try DirectoryCheck.makeDirectories(for: path) }
        try FileAppender.append(Array(text.utf8), to: path)
        // Only once the header is written, so that a failed start is retried.
        files[artefacts] = path
        return nil
      } catch {
        return error.message(naming: { _ in "snapshot" })
      }
    }
  }

  /// The records in `artefacts`' usage folder; files that are not records
  /// (another format, a link, a folder) are left out.
  public static func records(in artefacts: String) -> [Record] {
    let folder = DirectoryCheck.join(artefacts, folderName)
    var records: [Record] = []
    for name in (DirectoryCheck.names(in: folder) ?? []).sorted()
    where name.hasPrefix("run-") && name.hasSuffix(".txt") {
      let path = DirectoryCheck.join(folder, name)
      guard FileStatus(path, followingLinks: false)?.kind == .regular,
        let bytes = try? FileReader.bytes(at: path)
      else { continue }
      let lines = LineText.lines(bytes)
      guard lines.count >= 2, lines[0] == header, ["complete", "partial"].contains(lines[1])
      else { continue }
      records.append(
        Record(
          complete: lines[1] == "complete",
          references: Set(lines.dropFirst(2).map(LineText.unescaped))))
    }
    return records
  }
}
