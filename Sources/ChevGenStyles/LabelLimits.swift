/// The bounds every front end holds a label's size and shadow to, in points.
public enum LabelLimits {
  /// Font sizes that fit the 30 pt button: DejaVu's line box is 1.16 em tall.
  public static let fontSizeRange = 4.0...24.0
  /// The largest shadow offset either way, in points: a shadow farther off leaves the button.
  public static let shadowOffsetLimit = 10.0
}
