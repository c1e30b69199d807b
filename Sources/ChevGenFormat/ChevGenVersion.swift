/// chevgen's version, written here and nowhere else.
///
/// Every program prints it for `--version`, `chevgen build` records it in its
/// state (a new version redraws everything), and scripts/release package names its
/// archives after it (it asks the built program).
public enum ChevGenVersion {
  public static let current = "0.2.0"
  /// The day this version was set, which the manual page shows (scripts/install
  /// reads it here, so that a manual built any day has the same bytes).
  public static let date = "2026-11-27"
}
