/// When a snapshot test writes its reference image instead of only comparing.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record every snapshot, matching or not; each recording fails its test.
  case all
  /// Record a snapshot that is missing or does not match; the test fails.
  case failed
  /// Record only a snapshot that has no reference yet; the test fails (the default).
  case missing
  /// Never record: a missing reference fails, as in CI.
  case never

  /// The environment variable that sets the mode for a test run.
  public static let environmentVariable = "CHEVGEN_SNAPSHOT_RECORD"

  /// swift-snapshot-testing's variable for the same four modes, read when
  /// chevgen's own is unset, so that a team using both libraries sets one.
  public static let snapshotTestingVariable = "SNAPSHOT_TESTING_RECORD"

  /// The variable that decides the mode in `environment`: chevgen's own when
  /// it is set, else swift-snapshot-testing's when that is set; nil when
  /// neither is (the mode is then `missing`).
  public static func variable(in environment: [String: String]) -> String? {
    [environmentVariable, snapshotTestingVariable].first { !(environment[$0] ?? "").isEmpty }
  }

  /// The mode named by `CHEVGEN_SNAPSHOT_RECORD`, else by
  /// `SNAPSHOT_TESTING_RECORD`, `missing` when both are unset; nil when the
  /// variable in effect names no mode.
  public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode? {
    guard let variable = variable(in: environment), let value = environment[variable] else {
      return .missing
    }
    return SnapshotRecordMode(rawValue: value)
  }
}
