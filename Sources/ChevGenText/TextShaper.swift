/// Shapes and measures labels: the seam between chevgen and its text engine.
public protocol TextShaper {
  associatedtype Label: ShapedLabel

  /// Shapes `text` on one line; if it is wider than `maxWidth` points, it ends in an ellipsis.
  func shape(_ text: String, maxWidth: Double?) throws(TextError) -> Label
}
