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

  /// The mode named by `CHEVGEN_SNAPSHOT_RECORD`, `missing` when it is unset;
  /// nil when it names no mode.
  public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode? {
    guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
    return SnapshotRecordMode(rawValue: value)
  }
}
