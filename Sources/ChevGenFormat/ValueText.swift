/// How chevgen words a value for its user, whatever names the value: a flag
/// (`--threshold`), a manifest key path (`theme.font`) or an API parameter.
///
/// It lives here, below every library and front end, so that `chevgen diff`,
/// which links no renderer, words a bad value as a render does.
public enum ValueText {
  /// "`name` 'value' is not valid: expected", the one wording of a bad value.
  public static func invalid(_ name: String, value: String, expected: String) -> String {
    "\(name) '\(value)' is not valid: \(expected)"
  }

  /// `2` for 2.0, `1.5` for 1.5: numbers as a user would type them.
  public static func number(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(value)
  }
}
