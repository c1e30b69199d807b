/// The bounds every front end holds a label's size and shadow to, in points.
public enum LabelLimits {
  /// Font sizes that fit the 30 pt button: the taller of the shipped fonts'
  /// line boxes, Inter's, is 1.21 em (its hhea table: 2728 + 680 of 2816
  /// units; DejaVu's is 1.16 em), so 24 pt stays within 30 pt.
  public static let fontSizeRange = 4.0...24.0
  /// The largest shadow offset either way, in points: a shadow farther off leaves the button.
  public static let shadowOffsetLimit = 10.0
}
